import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { parseJavaVersion } from "../../../scripts/stack/officialEmulators";
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
