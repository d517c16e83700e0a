import { mkdtemp, writeFile } from "node:fs/promises";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readHostingConfig } from "../../../scripts/stack/hostingConfig";
import { startStaticServer } from "../../../scripts/stack/staticServer";

/**
 * The local site server answers a malformed request as Hosting does, with a
 * 400, never its own 500: paths whose percent-encoding is not UTF-8, on a
 * page, under a glob rewrite (/media/**) or anywhere else.
 */
describe("the local site server and malformed paths", () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    const root = await mkdtemp(join(tmpdir(), "site-"));
    await writeFile(join(root, "index.html"), "home");
    await writeFile(join(root, "404.html"), "missing");
    // Port 9 (discard) has no Functions emulator behind it: nothing here may need one.
    server = await startStaticServer(root, 0, {
      hosting: readHostingConfig(resolve(import.meta.dirname, "../../..")),
      functions: { port: 9, projectId: "demo-label", region: "us-central1", secret: "s" },
    });
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it.each(["/%E0%A4%A", "/press/%", "/media/%E0%A4%A", "/releases/%C0%AF", "/%ED%A0%80"])("%s is a 400", async (path) => {
    const answer = await fetch(`${base}${path}`);
    expect(answer.status).toBe(400);
    expect(await answer.text()).toBe("Bad Request");
  });

  it("valid encodings still reach their file or the 404 page", async () => {
    expect((await fetch(`${base}/%69ndex.html`)).status).toBe(200);
    expect((await fetch(`${base}/caf%C3%A9`)).status).toBe(404);
  });
});
