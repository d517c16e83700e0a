import { createHash } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { diffHostingFiles, gzipForHosting, hostingHash, hostingPath, isDeployedFile, isEmptyDiff } from "../../../src/lib/hosting/files";

describe("hosting file names", () => {
  it("names a file by the SHA-256 of its gzipped bytes, the same on every run", () => {
    const page = "<!doctype html><title>Tide</title>";
    const gzipped = gzipForHosting(page);
    expect(gunzipSync(gzipped).toString("utf8")).toBe(page);
    expect(hostingHash(gzipped)).toBe(createHash("sha256").update(gzipped).digest("hex"));
    expect(hostingHash(gzipped)).toMatch(/^[0-9a-f]{64}$/);
    // No timestamp in the gzip header: equal files, equal hashes, so unchanged pages are never uploaded again.
    expect(hostingHash(gzipForHosting(page))).toBe(hostingHash(gzipped));
    expect(hostingHash(gzipForHosting(`${page} `))).not.toBe(hostingHash(gzipped));
  });

  it("turns folder files into Hosting paths and leaves out what firebase.json ignores", () => {
    expect(hostingPath("press/a/index.html")).toBe("/press/a/index.html");
    expect(hostingPath("press\\a\\index.html")).toBe("/press/a/index.html");
    expect(isDeployedFile("releases/a/b/index.html")).toBe(true);
    expect(isDeployedFile("_astro/app.1234.js")).toBe(true);
    for (const ignored of [".DS_Store", "press/.hidden/index.html", "node_modules/x.js", "firebase.json", "press/a/index.html.1234.tmp"])
      expect(isDeployedFile(ignored)).toBe(false);
  });
});

describe("what a new version changes against the live one", () => {
  const live = { "/index.html": "a1", "/press/old/index.html": "b1", "/rss.xml": "c1", "/_astro/app.js": "d1" };

  it("lists new and edited files as changed, live files the folder lacks as removed, and counts the rest", () => {
    const next = { "/index.html": "a2", "/press/new/index.html": "e1", "/rss.xml": "c1", "/_astro/app.js": "d1" };
    expect(diffHostingFiles(live, next)).toEqual({
      changed: ["/index.html", "/press/new/index.html"],
      removed: ["/press/old/index.html"],
      unchanged: 2,
    });
  });

  it("is empty when the folder equals what is live", () => {
    const diff = diffHostingFiles(live, { ...live });
    expect(diff).toEqual({ changed: [], removed: [], unchanged: 4 });
    expect(isEmptyDiff(diff)).toBe(true);
    expect(isEmptyDiff(diffHostingFiles(live, { "/index.html": "a1" }))).toBe(false);
  });
});
