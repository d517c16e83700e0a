import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { PROMO_PLAYER_PAGE, promoPlayerAssets } from "../../../src/lib/server/promo/promoPlayerAssets";

const servers: Server[] = [];

/** A site on its own port (sitePage keeps pages by address, so every test reads a fresh one) answering PROMO_PLAYER_PAGE with `html`. */
async function siteWith(html: string): Promise<string> {
  const server = createServer((request, response) => {
    if (request.url !== PROMO_PLAYER_PAGE) return void response.writeHead(404).end();
    response.writeHead(200, { "content-type": "text/html" }).end(html);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

describe("promoPlayerAssets", () => {
  it("takes the page's inline styles and module scripts, and leaves inline scripts and everything else", async () => {
    const style = "<style>.player{color:red}\n.bar{display:flex}</style>";
    const script = '<script type="module" src="/_astro/PlayerScript.abc.js"></script>';
    const site = await siteWith(
      `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Player</title>${style}<script>globalThis.inline = 1</script>${script}</head><body><div id="player"></div></body></html>`,
    );
    expect(await promoPlayerAssets(site)).toBe(`${style}${script}`);
  });

  it("is null for a page without the player's script, so the promo page stays plain HTML", async () => {
    const site = await siteWith("<html><head><style>p{margin:0}</style></head><body></body></html>");
    expect(await promoPlayerAssets(site)).toBeNull();
  });

  it("is null while the site cannot be reached", async () => {
    const site = await siteWith("");
    await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
    expect(await promoPlayerAssets(site)).toBeNull();
  });
});
