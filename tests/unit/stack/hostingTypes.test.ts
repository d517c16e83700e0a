import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hostingHeaders, readHostingConfig } from "../../../scripts/stack/hostingConfig";
import { startStaticServer } from "../../../scripts/stack/staticServer";
import { PLAYLIST_MEDIA_TYPE } from "../../../src/lib/site/feeds";
import { releasePlaylistPath } from "../../../src/lib/site/paths";

/**
 * A release's playlist is a static file, so its media type is Hosting's to
 * set: firebase.json's header rule names it, and the local server, which
 * reads firebase.json, serves it with the same type (not
 * application/octet-stream).
 */
describe("the release playlist's media type", () => {
  const hosting = readHostingConfig(resolve(import.meta.dirname, "../../.."));
  const playlist = releasePlaylistPath("0f8fad5b-d9cb-469f-a165-70867728950e");
  let server: Server;
  let base: string;
  beforeAll(async () => {
    const root = await mkdtemp(join(tmpdir(), "site-"));
    await mkdir(join(root, "feeds", "releases"), { recursive: true });
    await writeFile(join(root, playlist), "#EXTM3U\n");
    await writeFile(join(root, "404.html"), "missing");
    // Port 9 (discard) has no Functions emulator behind it: nothing here needs one.
    server = await startStaticServer(root, 0, {
      hosting,
      functions: { port: 9, projectId: "demo-label", region: "us-central1", secret: "s" },
    });
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it("is audio/mpegurl in firebase.json's headers", () => {
    expect(PLAYLIST_MEDIA_TYPE).toBe("audio/mpegurl");
    expect(hostingHeaders(hosting, playlist)["content-type"]).toBe(PLAYLIST_MEDIA_TYPE);
    expect(hostingHeaders(hosting, "/feeds/releases/x.xml")["content-type"]).toBeUndefined();
  });

  it("is served as audio/mpegurl by the local server, once", async () => {
    const answer = await fetch(`${base}${playlist}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe(PLAYLIST_MEDIA_TYPE);
    expect(await answer.text()).toBe("#EXTM3U\n");
  });
});
