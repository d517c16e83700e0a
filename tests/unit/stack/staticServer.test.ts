import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { parseJavaVersion } from "../../../scripts/stack/officialEmulators";
import { hostingRedirect, readHostingConfig } from "../../../scripts/stack/hostingConfig";
import { resolveHostingPath, responseEncoding } from "../../../scripts/stack/staticServer";

describe("local hosting mirrors firebase.json", () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), "site-"));
    await mkdir(join(root, "artists"), { recursive: true });
    await mkdir(join(root, "admin"), { recursive: true });
    await writeFile(join(root, "index.html"), "home");
    await writeFile(join(root, "artists", "index.html"), "artists");
    await writeFile(join(root, "admin", "index.html"), "admin");
    await writeFile(join(root, "404.html"), "missing");
  });

  it("serves clean URLs", async () => {
    expect(await resolveHostingPath(root, "/")).toEqual({ file: join(root, "index.html"), status: 200 });
    expect(await resolveHostingPath(root, "/artists")).toEqual({ file: join(root, "artists", "index.html"), status: 200 });
    expect(await resolveHostingPath(root, "/artists/?page=2")).toEqual({ file: join(root, "artists", "index.html"), status: 200 });
  });

  it("falls back to the admin app for /admin deep links", async () => {
    expect(await resolveHostingPath(root, "/admin/releases/x")).toEqual({ file: join(root, "admin", "index.html"), status: 200 });
  });

  it("answers anything else with the 404 page and status 404, never outside the root", async () => {
    expect(await resolveHostingPath(root, "/nope")).toEqual({ file: join(root, "404.html"), status: 404 });
    expect(await resolveHostingPath(root, "/../../etc/passwd")).toEqual({ file: join(root, "404.html"), status: 404 });
  });
});

describe("redirects, as Hosting answers them", () => {
  const RELEASE = "5b0c1f7e-3d2a-4c8b-9e6f-0a1b2c3d4e5f";
  const hosting = {
    redirects: [
      { source: "/old/:id/compact", destination: "/new/:id", type: 301 },
      { source: "/gone/:rest*", destination: "/here/:rest", type: 302 },
      { source: "/blog/**", destination: "/press" },
    ],
  };

  it("puts a source's :segments into the destination, keeps the query, and says the rule's status (301 unless told)", () => {
    expect(hostingRedirect(hosting, `/old/${RELEASE}/compact`, "?a=1")).toEqual({ status: 301, location: `/new/${RELEASE}?a=1` });
    expect(hostingRedirect(hosting, `/old/${RELEASE}/compact/`)).toEqual({ status: 301, location: `/new/${RELEASE}` });
    expect(hostingRedirect(hosting, "/gone/a/b/c")).toEqual({ status: 302, location: "/here/a/b/c" });
    expect(hostingRedirect(hosting, "/blog/2024/post")).toEqual({ status: 301, location: "/press" });
  });

  it("leaves every other path to files and rewrites", () => {
    for (const path of [`/old/${RELEASE}`, `/old/${RELEASE}/compact/more`, "/old//compact", "/blogs/x", "/press"])
      expect(hostingRedirect(hosting, path), path).toBeNull();
  });

  it("firebase.json sends a release's compact embed address of before to its one embed page", () => {
    const config = readHostingConfig(join(import.meta.dirname, "../../.."));
    expect(hostingRedirect(config, `/embed/release/${RELEASE}/compact`)).toEqual({ status: 301, location: `/embed/release/${RELEASE}` });
    expect(hostingRedirect(config, `/embed/release/${RELEASE}`)).toBeNull();
  });
});

describe("compression, as Hosting compresses", () => {
  it("sends text in Brotli, else gzip, as the browser accepts", () => {
    expect(responseEncoding("gzip, deflate, br, zstd", "text/html; charset=utf-8")).toBe("br");
    expect(responseEncoding("gzip, deflate", "text/css; charset=utf-8")).toBe("gzip");
    expect(responseEncoding("br;q=0, gzip;q=0.5", "application/json")).toBe("gzip");
    expect(responseEncoding("identity", "text/javascript; charset=utf-8")).toBeNull();
    expect(responseEncoding(undefined, "text/html; charset=utf-8")).toBeNull();
  });

  it("leaves images and fonts as they are, SVG excepted", () => {
    expect(responseEncoding("gzip, br", "image/avif")).toBeNull();
    expect(responseEncoding("gzip, br", "font/woff2")).toBeNull();
    expect(responseEncoding("gzip, br", "image/svg+xml")).toBe("br");
  });
});

describe("official emulator detection", () => {
  it("reads Java's major version in both formats", () => {
    expect(parseJavaVersion('openjdk version "17.0.15" 2025-04-15')).toBe(17);
    expect(parseJavaVersion('openjdk version "21" 2023-09-19')).toBe(21);
    expect(parseJavaVersion('java version "1.8.0_292"')).toBe(8);
    expect(parseJavaVersion("command not found")).toBeNull();
  });
});
