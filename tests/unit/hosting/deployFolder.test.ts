import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startHostingFake, type HostingFake } from "../../../scripts/stack/fakes/hostingFake";
import { createHostingClient, HostingApiError } from "../../../src/lib/hosting/client";
import { deployFolder, type HostingFolder } from "../../../src/lib/hosting/deploy";
import { gzipForHosting, hostingHash } from "../../../src/lib/hosting/files";

/**
 * The Hosting client and deploy against the local fake of the REST API
 * (scripts/stack/fakes/hostingFake.ts), which enforces the real API's
 * rules: uploads match their hash and were asked for, finalize needs every
 * file, only a finalized version is released.
 */
const SITE = "deploy-unit";
let fake: HostingFake;

/** An in-memory folder: path → content. */
function folder(pages: Record<string, string>): HostingFolder {
  const bytes = new Map<string, Buffer>();
  const files: Record<string, string> = {};
  for (const [path, content] of Object.entries(pages)) {
    const gzipped = gzipForHosting(content);
    files[path] = hostingHash(gzipped);
    bytes.set(files[path], gzipped);
  }
  return { files, gzipped: async (hash) => bytes.get(hash)! };
}

const livePage = async (path: string) => {
  const response = await fetch(`${fake.url}/__fake/sites/${SITE}/live${path}`);
  return response.ok ? response.text() : null;
};

beforeEach(async () => {
  fake = await startHostingFake(0);
});
afterEach(async () => {
  await fake.close();
});

describe("deploying a folder to Hosting", () => {
  it("releases the folder, then after an edit uploads only the edited file and leaves removed pages out", async () => {
    const client = createHostingClient({ apiUrl: fake.url });
    const first = await deployFolder(
      client,
      SITE,
      folder({ "/index.html": "home", "/press/a/index.html": "post a", "/press/b/index.html": "post b" }),
      "first",
    );
    expect(first.uploaded).toBe(3);
    expect(await livePage("/press/a/index.html")).toBe("post a");

    const second = await deployFolder(
      client,
      SITE,
      folder({ "/index.html": "home", "/press/a/index.html": "post a, edited" }),
      "edit a, remove b",
    );
    expect(second).toMatchObject({ changed: ["/press/a/index.html"], removed: ["/press/b/index.html"], uploaded: 1 });
    expect(fake.uploads.slice(3).map((u) => u.version)).toEqual([second.version]);
    expect(await livePage("/press/a/index.html")).toBe("post a, edited");
    expect(await livePage("/press/b/index.html")).toBeNull();
    // The new version keeps the live one's config (firebase.json's headers and rewrites).
    expect(fake.releases(SITE).at(-1)?.version.config).toEqual(fake.releases(SITE)[0]?.version.config);
    expect(fake.releases(SITE).at(-1)?.message).toBe("edit a, remove b");
  });

  it("creates no version when the folder already equals what is live", async () => {
    const client = createHostingClient({ apiUrl: fake.url });
    const pages = folder({ "/index.html": "home" });
    await deployFolder(client, SITE, pages, "first");
    const releases = fake.releases(SITE).length;
    expect(await deployFolder(client, SITE, pages, "again")).toEqual({
      version: null,
      live: fake.releases(SITE).at(-1)?.version.name,
      changed: [],
      removed: [],
      uploaded: 0,
    });
    expect(fake.releases(SITE)).toHaveLength(releases);
    expect(fake.requests.get("POST /v1beta1/sites/deploy-unit/versions")).toBe(1);
  });

  it("reads and names a site of more than a thousand files in pages and batches", async () => {
    const client = createHostingClient({ apiUrl: fake.url, uploadConcurrency: 32 });
    const pages = Object.fromEntries(Array.from({ length: 1100 }, (_, i) => [`/releases/r${i}/index.html`, `release ${i}`]));
    const big = await deployFolder(client, SITE, folder(pages), "big");
    expect(fake.requests.get(`POST /v1beta1/${big.version}:populateFiles`)).toBe(2);
    const live = await client.versionFiles(big.version!);
    expect(Object.keys(live)).toHaveLength(1100);
    expect(fake.requests.get(`GET /v1beta1/${big.version}/files`)).toBe(2);
    const edited = await deployFolder(client, SITE, folder({ ...pages, "/releases/r1050/index.html": "edited" }), "one edit");
    expect(edited).toMatchObject({ changed: ["/releases/r1050/index.html"], removed: [], uploaded: 1 });
  });

  it("puts nothing live when Hosting refuses an upload, finalize or release", async () => {
    const client = createHostingClient({ apiUrl: fake.url });
    await deployFolder(client, SITE, folder({ "/index.html": "home" }), "first");
    for (const operation of ["upload", "finalize", "release"] as const) {
      fake.refuse(operation);
      const failed = deployFolder(client, SITE, folder({ "/index.html": `home after ${operation}` }), "refused");
      await expect(failed).rejects.toBeInstanceOf(HostingApiError);
      await expect(failed).rejects.toThrow("HTTP 503");
      expect(await livePage("/index.html")).toBe("home");
    }
    await deployFolder(client, SITE, folder({ "/index.html": "home at last" }), "retried");
    expect(await livePage("/index.html")).toBe("home at last");
  });

  it("sends the credentials' token with every request when it has one", async () => {
    const seen: (string | null)[] = [];
    const client = createHostingClient({
      apiUrl: fake.url,
      token: async () => "token-1",
      fetch: (input, init) => {
        seen.push(new Headers(init?.headers).get("authorization"));
        return fetch(input, init);
      },
    });
    await deployFolder(client, SITE, folder({ "/index.html": "home" }), "first");
    expect(seen.length).toBeGreaterThanOrEqual(6);
    expect(new Set(seen)).toEqual(new Set(["Bearer token-1"]));
  });
});
