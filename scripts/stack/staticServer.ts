import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { extname, join, normalize } from "node:path";
import { constants as zlib, createBrotliCompress, createGzip } from "node:zlib";
import { LOCAL_PROXY_HEADER } from "../../functions/src/http/clientIp";
import { FUNCTION_ANSWER_HEADERS } from "../../functions/src/http/securityHeaders";
import { hostingHeaders, hostingFunctionRewrites, hostingRedirect, matchesHostingGlob, type HostingConfig } from "./hostingConfig";
import { expireStalledRequestBodies } from "./stalledRequestBodies.cjs";

/**
 * Serves the built site the way Firebase Hosting does with this project's
 * firebase.json: its redirects first (as Hosting answers them before any
 * file), clean URLs, /admin/** falling back to the admin app, the
 * 404 page with status 404 for anything else, the headers firebase.json
 * declares, and its function rewrites (/api/*) proxied to the Functions
 * emulator. Callables (/{project}/{region}/{name}) go through the same proxy,
 * so the browser talks to one origin, as it does to Hosting in production.
 * Text files are compressed as Hosting compresses them (Brotli, else gzip,
 * as the browser accepts), so what a page costs to load here (Lighthouse's
 * simulated slow 4G counts the bytes on the wire) is what it costs there.
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

/** Types Hosting serves compressed: text, and SVG (XML). Images, fonts and the rest already are. */
const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript)|image\/svg\+xml)/;

/** The encoding to send a file of `contentType` in, given the request's Accept-Encoding: br, else gzip, else none. */
export function responseEncoding(acceptEncoding: string | undefined, contentType: string): "br" | "gzip" | null {
  if (!COMPRESSIBLE.test(contentType)) return null;
  const accepted = new Map(
    (acceptEncoding ?? "").split(",").map((part) => {
      const [name, ...params] = part.trim().toLowerCase().split(";");
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return [name!.trim(), q === undefined ? 1 : Number(q)] as const;
    }),
  );
  if ((accepted.get("br") ?? 0) > 0) return "br";
  if ((accepted.get("gzip") ?? 0) > 0) return "gzip";
  return null;
}

async function isFile(path: string): Promise<boolean> {
  return stat(path).then(
    (s) => s.isFile(),
    () => false,
  );
}

/** Whether a URL path's percent-encoding is valid UTF-8 (`/%E0%A4%A` is not): Hosting answers 400 to one that is not. */
export function decodablePath(urlPath: string): boolean {
  try {
    decodeURIComponent(urlPath);
    return true;
  } catch {
    return false;
  }
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

export interface FunctionsProxy {
  /** Port of the Functions emulator on 127.0.0.1. */
  port: number;
  projectId: string;
  region: string;
  /** The stack's secret, vouching for the X-Forwarded-For this proxy sets (functions/src/http/clientIp.ts). */
  secret: string;
}

export interface StaticServerOptions {
  hosting: HostingConfig;
  functions?: FunctionsProxy;
  /** Origins the local stack adds to CSP directives (the emulators' ports), e.g. `{ "connect-src": ["http://127.0.0.1:9099"] }`. */
  cspAdditions?: Record<string, string[]>;
  /** How long a request body may stay silent before the request is answered 408 (default STALLED_BODY_MS). */
  stalledBodyMs?: number;
}

/** Hop-by-hop and client-set headers the proxy never forwards. */
const DROPPED_REQUEST_HEADERS = new Set([
  "connection",
  "keep-alive",
  "transfer-encoding",
  "upgrade",
  "host",
  "x-forwarded-for",
  "forwarded",
  "x-real-ip",
  LOCAL_PROXY_HEADER,
]);

/**
 * The function a request's path goes to, by the emulator path it takes, and
 * whether it is a Hosting rewrite (`/api/*`) or a callable; null for static files.
 */
function functionPath(path: string, options: StaticServerOptions): { target: string; rewrite: boolean } | null {
  const { functions } = options;
  if (!functions) return null;
  const rewrite = hostingFunctionRewrites(options.hosting).find((r) => r.source === path);
  if (rewrite) return { target: `/${functions.projectId}/${rewrite.region}/${rewrite.functionId}`, rewrite: true };
  const callable = new RegExp(`^/${functions.projectId}/${functions.region}/[A-Za-z0-9_-]+$`);
  return callable.test(path) ? { target: path, rewrite: false } : null;
}

/** The function a glob rewrite sends a path to (`/media/**` → mediaFile), for paths no file answers. */
function globFunctionPath(path: string, options: StaticServerOptions): string | null {
  const { functions } = options;
  if (!functions) return null;
  const rewrite = hostingFunctionRewrites(options.hosting).find((r) => r.source.includes("*") && matchesHostingGlob(r.source, path));
  return rewrite ? `/${functions.projectId}/${rewrite.region}/${rewrite.functionId}${path}` : null;
}

/**
 * Forwards to the Functions emulator with X-Forwarded-For replaced by the
 * address of the socket this server accepted (what Hosting's edge appends in
 * production); whatever the client wrote there is dropped.
 * - A Hosting rewrite (`/api/*`, `/media/**`, `/preview/**`; `hosting` holds
 *   the headers firebase.json declares for the path): the function's answer
 *   passes as it is, its own pages included (the email-preferences page of a
 *   cut link), with those headers under the function's own, as Hosting adds
 *   them to a rewrite's answer.
 * - A callable: an error answer that is not JSON (the runtime's page for a
 *   malformed JSON body, written before any code of ours runs) becomes the
 *   callables' JSON error shape with the same status, carrying the headers
 *   every function answer carries.
 */
function proxy(
  req: IncomingMessage,
  res: ServerResponse,
  target: string,
  functions: FunctionsProxy,
  hosting: { headers: Record<string, string> } | null,
) {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined && !DROPPED_REQUEST_HEADERS.has(name)) headers[name] = value;
  }
  headers["x-forwarded-for"] = req.socket.remoteAddress ?? "unknown";
  headers[LOCAL_PROXY_HEADER] = functions.secret;
  const search = req.url?.includes("?") ? req.url.slice(req.url.indexOf("?")) : "";
  const upstream = httpRequest(
    { host: "127.0.0.1", port: functions.port, method: req.method, path: target + search, headers },
    (answer) => {
      // Already answered here (a body that stopped arriving: stalledRequestBodies.cjs).
      if (res.headersSent) return void answer.resume();
      const status = answer.statusCode ?? 502;
      const json = /application\/json/i.test(String(answer.headers["content-type"] ?? ""));
      if (status >= 400 && !json && !hosting) {
        answer.resume();
        const clientError = status < 500;
        const body = {
          error: {
            status: clientError ? "INVALID_ARGUMENT" : "INTERNAL",
            message: clientError ? "The request could not be read: send JSON as the callable protocol expects" : "Something went wrong",
          },
        };
        res
          .writeHead(status, { ...FUNCTION_ANSWER_HEADERS, "content-type": "application/json; charset=utf-8", "cache-control": "no-store" })
          .end(JSON.stringify(body));
        return;
      }
      res.writeHead(status, hosting ? { ...hosting.headers, ...answer.headers } : answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on("error", () => {
    if (res.headersSent) return void (res.writableEnded || res.end());
    res.writeHead(502, {
      ...(hosting?.headers ?? FUNCTION_ANSWER_HEADERS),
      "content-type": "application/json; charset=utf-8",
      "cache-control": "no-store",
    });
    res.end(JSON.stringify({ error: { status: "UNAVAILABLE", message: "The functions are not running" } }));
  });
  // A client gone (or cut off) before its body was whole: the call it started goes with it.
  req.once("close", () => {
    if (!req.complete) upstream.destroy();
  });
  req.pipe(upstream);
}

export function startStaticServer(root: string, port: number, options: StaticServerOptions): Promise<Server> {
  const server = createServer(async (req, res) => {
    try {
      const urlPath = (req.url ?? "/").split("?")[0] ?? "/";
      const headers = () => hostingHeaders(options.hosting, urlPath, options.cspAdditions);
      if (!decodablePath(urlPath))
        return void res.writeHead(400, { ...headers(), "content-type": "text/plain; charset=utf-8" }).end("Bad Request");
      const redirect = hostingRedirect(options.hosting, urlPath, (req.url ?? "").slice(urlPath.length));
      if (redirect) return void res.writeHead(redirect.status, { ...headers(), location: redirect.location }).end();
      const fn = functionPath(urlPath, options);
      if (fn && options.functions) return proxy(req, res, fn.target, options.functions, fn.rewrite ? { headers: headers() } : null);
      const found = await resolveHostingPath(root, req.url ?? "/");
      // Glob rewrites (`/media/**` → mediaFile) apply, as on Hosting, only where no file matches.
      const fallback = found?.status === 200 ? null : globFunctionPath(urlPath, options);
      if (fallback && options.functions) {
        return proxy(req, res, fallback, options.functions, { headers: headers() });
      }
      if (!found) {
        res.writeHead(404, { "content-type": "text/plain" }).end("Not found");
        return;
      }
      const contentType = TYPES[extname(found.file)] ?? "application/octet-stream";
      const encoding = responseEncoding(req.headers["accept-encoding"], contentType);
      res.writeHead(found.status, {
        "content-type": contentType,
        ...(encoding ? { "content-encoding": encoding, vary: "Accept-Encoding" } : {}),
        ...headers(),
      });
      if (req.method === "HEAD") return void res.end();
      const file = createReadStream(found.file);
      if (!encoding) return void file.pipe(res);
      const compress = encoding === "br" ? createBrotliCompress({ params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }) : createGzip();
      file.pipe(compress).pipe(res);
    } catch (error) {
      console.error("static server:", error);
      res.writeHead(500, { "content-type": "text/plain" }).end("Internal error");
    }
  });
  expireStalledRequestBodies(server, options.stalledBodyMs);
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, () => resolve(server));
  });
}
