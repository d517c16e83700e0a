import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { createServer, type Server, type ServerResponse } from "node:http";
import { extname, join, normalize } from "node:path";

/**
 * Serves the built site the way Firebase Hosting does with this project's
 * firebase.json: clean URLs, /admin/** falling back to the admin app, and
 * the 404 page with status 404 for anything else.
 */
const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".xml": "application/xml",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
};

async function isFile(path: string): Promise<boolean> {
  return stat(path).then(
    (s) => s.isFile(),
    () => false,
  );
}

export async function resolveHostingPath(root: string, urlPath: string): Promise<{ file: string; status: number } | null> {
  const clean = normalize(decodeURIComponent(urlPath.split("?")[0] ?? "/")).replace(/^(\.\.[/\\])+/, "");
  const base = join(root, clean);
  if (!base.startsWith(root)) return null;
  for (const candidate of [base, join(base, "index.html"), `${base.replace(/\/$/, "")}.html`]) {
    if (await isFile(candidate)) return { file: candidate, status: 200 };
  }
  if (clean === "/admin" || clean.startsWith("/admin/")) {
    const app = join(root, "admin", "index.html");
    if (await isFile(app)) return { file: app, status: 200 };
  }
  const notFound = join(root, "404.html");
  return (await isFile(notFound)) ? { file: notFound, status: 404 } : null;
}

export interface StaticServerOptions {
  /** Where /media/ paths without a file go, as Hosting's rewrite to the mediaFile function does. */
  mediaFileUrl?: string;
}

/** Passes a request to the mediaFile function and relays its answer. */
async function proxyMedia(mediaFileUrl: string, urlPath: string, method: string, res: ServerResponse) {
  const answer = await fetch(`${mediaFileUrl}${urlPath.split("?")[0]}`, { method });
  const headers: Record<string, string> = {};
  for (const name of ["content-type", "cache-control", "content-length"]) {
    const value = answer.headers.get(name);
    if (value) headers[name] = value;
  }
  res.writeHead(answer.status, headers).end(method === "HEAD" ? undefined : Buffer.from(await answer.arrayBuffer()));
}

export function startStaticServer(root: string, port: number, options: StaticServerOptions = {}): Promise<Server> {
  const server = createServer(async (req, res) => {
    try {
      const url = req.url ?? "/";
      const found = await resolveHostingPath(root, url);
      if (options.mediaFileUrl && url.startsWith("/media/") && found?.status !== 200) {
        await proxyMedia(options.mediaFileUrl, url, req.method ?? "GET", res);
        return;
      }
      if (!found) {
        res.writeHead(404, { "content-type": "text/plain" }).end("Not found");
        return;
      }
      res.writeHead(found.status, {
        "content-type": TYPES[extname(found.file)] ?? "application/octet-stream",
        "cache-control": found.file.includes("/_astro/") || found.file.includes("/media/") ? "public, max-age=31536000, immutable" : "no-cache",
      });
      if (req.method === "HEAD") return void res.end();
      createReadStream(found.file).pipe(res);
    } catch (error) {
      res.writeHead(500, { "content-type": "text/plain" }).end(String(error));
    }
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, () => resolve(server));
  });
}
