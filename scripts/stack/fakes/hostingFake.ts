import { createHash, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { populateFilesRequestSchema, type HostingRelease, type HostingVersion } from "../../../src/lib/hosting/api";
import type { RunningFake } from "./jsonServer";

/**
 * A fake of the Firebase Hosting REST API subset the publisher uses
 * (src/lib/hosting/client.ts): versions, populateFiles, uploads by hash,
 * finalize, releases, the live channel and a version's file list, with the
 * real API's rules (an upload must match its hash and be asked for; a
 * version finalizes only with every file uploaded; only a finalized
 * version is released). It keeps everything in memory and serves the live
 * release's files, so a test can read what visitors would see:
 *
 *   GET  /__fake/sites/{site}/live/{path}   a live file (404 when the release has none)
 *   GET  /__fake/uploads                    every upload: { version, hash }
 *   POST /__fake/refuse {operation, times}  the next `times` requests of an operation
 *                                           (populate, upload, finalize, release) answer 503
 *
 * A site starts released with an empty version whose config stands for
 * firebase.json's (the first `firebase deploy`).
 */
type Operation = "populate" | "upload" | "finalize" | "release";

interface FakeVersion extends HostingVersion {
  files: Record<string, string>;
  /** Hashes populateFiles asked for: the only uploads the version accepts. */
  asked: Set<string>;
}

interface FakeSite {
  versions: Map<string, FakeVersion>;
  releases: HostingRelease[];
}

export interface HostingFake extends RunningFake {
  /** Every upload so far, in order. */
  uploads: { version: string; hash: string }[];
  /** Makes the next `times` requests of `operation` fail with 503. */
  refuse(operation: Operation, times?: number): void;
  /** The live release's files (path → hash) of a site. */
  liveFiles(site: string): Record<string, string>;
  /** The releases of a site, oldest first. */
  releases(site: string): HostingRelease[];
}

const INITIAL_CONFIG = { cleanUrls: true, trailingSlashBehavior: "REMOVE" };

const error = (code: number, message: string, status = "FAILED_PRECONDITION") => ({
  status: code,
  body: { error: { code, message, status } },
});

export function startHostingFake(port: number): Promise<HostingFake> {
  const sites = new Map<string, FakeSite>();
  /** Uploaded bytes by hash (gzipped): content-addressed, shared by every version, as Hosting's store is. */
  const blobs = new Map<string, Buffer>();
  const uploads: HostingFake["uploads"] = [];
  const refusals = new Map<Operation, number>();
  const requests = new Map<string, number>();
  let url = "";

  function site(name: string): FakeSite {
    let found = sites.get(name);
    if (!found) {
      const initial: FakeVersion = {
        name: `sites/${name}/versions/initial`,
        status: "FINALIZED",
        config: INITIAL_CONFIG,
        files: {},
        asked: new Set(),
      };
      found = { versions: new Map([[initial.name, initial]]), releases: [] };
      found.releases.push(releaseOf(name, initial, "initial"));
      sites.set(name, found);
    }
    return found;
  }

  function releaseOf(siteName: string, version: FakeVersion, message: string): HostingRelease {
    return {
      name: `sites/${siteName}/releases/${randomUUID().slice(0, 12)}`,
      type: "DEPLOY",
      message,
      releaseTime: new Date().toISOString(),
      version: publicVersion(version),
    };
  }

  const publicVersion = ({ files, asked: _asked, ...version }: FakeVersion): HostingVersion => ({
    ...version,
    fileCount: String(Object.keys(files).length),
  });
  const live = (name: string) => site(name).releases.at(-1);

  function refused(operation: Operation): boolean {
    const left = refusals.get(operation) ?? 0;
    if (left <= 0) return false;
    refusals.set(operation, left - 1);
    return true;
  }

  function handle(method: string, path: string, query: URLSearchParams, body: Buffer): { status?: number; body: unknown; raw?: Buffer } {
    let m: RegExpExecArray | null;
    if (method === "GET" && (m = /^\/__fake\/sites\/([^/]+)\/live(\/.*)$/.exec(path))) {
      const release = live(m[1]!);
      const files = release ? site(m[1]!).versions.get(release.version.name)?.files : undefined;
      const hash = files?.[m[2]!] ?? files?.[`${m[2]!.replace(/\/$/, "")}/index.html`];
      return hash ? { body: null, raw: gunzipSync(blobs.get(hash)!) } : error(404, "not found", "NOT_FOUND");
    }
    if (method === "GET" && path === "/__fake/uploads") return { body: uploads };
    if (method === "GET" && path === "/__fake/requests") return { body: Object.fromEntries(requests) };
    if (method === "POST" && path === "/__fake/refuse") {
      const { operation, times } = JSON.parse(body.toString("utf8")) as { operation: Operation; times?: number };
      refusals.set(operation, times ?? 1);
      return { body: {} };
    }
    if (method === "GET" && (m = /^\/v1beta1\/sites\/([^/]+)\/channels\/live$/.exec(path))) {
      const release = live(m[1]!);
      return { body: { name: `sites/${m[1]}/channels/live`, ...(release ? { release } : {}) } };
    }
    if (method === "GET" && (m = /^\/v1beta1\/(sites\/([^/]+)\/versions\/[^/:]+)\/files$/.exec(path))) {
      const version = site(m[2]!).versions.get(m[1]!);
      if (!version) return error(404, `${m[1]} not found`, "NOT_FOUND");
      const all = Object.entries(version.files).sort(([a], [b]) => a.localeCompare(b));
      const start = Number(query.get("pageToken") || 0);
      const size = Math.min(Number(query.get("pageSize") || 1000), 1000);
      const page = all.slice(start, start + size).map(([p, hash]) => ({ path: p, hash, status: blobs.has(hash) ? "ACTIVE" : "EXPECTED" }));
      return { body: { files: page, ...(start + size < all.length ? { nextPageToken: String(start + size) } : {}) } };
    }
    if (method === "POST" && (m = /^\/v1beta1\/sites\/([^/]+)\/versions$/.exec(path))) {
      const { config } = JSON.parse(body.toString("utf8") || "{}") as { config?: Record<string, unknown> };
      const version: FakeVersion = {
        name: `sites/${m[1]}/versions/${randomUUID().replaceAll("-", "").slice(0, 16)}`,
        status: "CREATED",
        ...(config ? { config } : {}),
        files: {},
        asked: new Set(),
      };
      site(m[1]!).versions.set(version.name, version);
      return { body: publicVersion(version) };
    }
    if (method === "POST" && (m = /^\/v1beta1\/(sites\/([^/]+)\/versions\/[^/:]+):populateFiles$/.exec(path))) {
      const version = site(m[2]!).versions.get(m[1]!);
      if (!version) return error(404, `${m[1]} not found`, "NOT_FOUND");
      if (version.status !== "CREATED") return error(400, "files can only be added to a version being created");
      const parsed = populateFilesRequestSchema.safeParse(JSON.parse(body.toString("utf8") || "null"));
      if (!parsed.success) return error(400, "files must map paths to SHA-256 hashes", "INVALID_ARGUMENT");
      if (refused("populate")) return error(503, "populateFiles refused by the fake", "UNAVAILABLE");
      Object.assign(version.files, parsed.data.files);
      const required = [...new Set(Object.values(parsed.data.files))].filter((hash) => !blobs.has(hash));
      for (const hash of required) version.asked.add(hash);
      return { body: { uploadRequiredHashes: required, uploadUrl: `${url}/upload/${m[1]}/files` } };
    }
    if (method === "POST" && (m = /^\/upload\/(sites\/([^/]+)\/versions\/[^/]+)\/files\/([0-9a-f]{64})$/.exec(path))) {
      const version = site(m[2]!).versions.get(m[1]!);
      const hash = m[3]!;
      if (!version || version.status !== "CREATED") return error(400, "no version being created");
      if (!version.asked.has(hash)) return error(400, "this hash was not asked for");
      if (refused("upload")) return error(503, "upload refused by the fake", "UNAVAILABLE");
      if (createHash("sha256").update(body).digest("hex") !== hash) return error(400, "content hash does not match", "INVALID_ARGUMENT");
      blobs.set(hash, body);
      uploads.push({ version: version.name, hash });
      return { body: {} };
    }
    if (method === "PATCH" && (m = /^\/v1beta1\/(sites\/([^/]+)\/versions\/[^/:]+)$/.exec(path))) {
      const version = site(m[2]!).versions.get(m[1]!);
      if (!version) return error(404, `${m[1]} not found`, "NOT_FOUND");
      const { status } = JSON.parse(body.toString("utf8") || "{}") as { status?: string };
      if (query.get("updateMask") !== "status" || status !== "FINALIZED")
        return error(400, "only status=FINALIZED is supported", "INVALID_ARGUMENT");
      if (version.status !== "CREATED") return error(400, `version is ${version.status}`);
      if (refused("finalize")) return error(503, "finalize refused by the fake", "UNAVAILABLE");
      const missing = Object.values(version.files).filter((hash) => !blobs.has(hash));
      if (missing.length > 0) return error(400, `${missing.length} file(s) not uploaded`);
      version.status = "FINALIZED";
      return { body: publicVersion(version) };
    }
    if (method === "POST" && (m = /^\/v1beta1\/sites\/([^/]+)\/releases$/.exec(path))) {
      const version = site(m[1]!).versions.get(query.get("versionName") ?? "");
      if (!version) return error(404, "versionName not found", "NOT_FOUND");
      if (version.status !== "FINALIZED") return error(400, "only a finalized version can be released");
      if (refused("release")) return error(503, "release refused by the fake", "UNAVAILABLE");
      const { message } = JSON.parse(body.toString("utf8") || "{}") as { message?: string };
      const release = releaseOf(m[1]!, version, message ?? "");
      site(m[1]!).releases.push(release);
      return { body: release };
    }
    return error(404, `${method} ${path}: not part of the fake`, "NOT_FOUND");
  }

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const target = new URL(req.url ?? "/", "http://127.0.0.1");
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const method = req.method ?? "GET";
    if (!target.pathname.startsWith("/__fake/")) {
      const key = `${method} ${target.pathname.replace(/[0-9a-f]{64}$/, "{hash}")}`;
      requests.set(key, (requests.get(key) ?? 0) + 1);
    }
    let reply: ReturnType<typeof handle>;
    try {
      reply = handle(method, target.pathname, target.searchParams, Buffer.concat(chunks));
    } catch (cause) {
      reply = error(400, String(cause), "INVALID_ARGUMENT");
    }
    if (reply.raw) {
      res.writeHead(200, { "content-type": "application/octet-stream" });
      res.end(reply.raw);
      return;
    }
    res.writeHead(reply.status ?? 200, { "content-type": "application/json; charset=utf-8" });
    res.end(JSON.stringify(reply.body));
  });

  return new Promise((resolve, reject) => {
    server.once("error", (e: NodeJS.ErrnoException) =>
      reject(e.code === "EADDRINUSE" ? new Error(`Port ${port} (fake Hosting) is already in use`) : e),
    );
    server.listen(port, "127.0.0.1", () => {
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      resolve({
        url,
        requests,
        uploads,
        refuse: (operation, times = 1) => void refusals.set(operation, times),
        liveFiles: (name) => {
          const release = live(name);
          return { ...(release ? site(name).versions.get(release.version.name)?.files : {}) };
        },
        releases: (name) => [...site(name).releases],
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
