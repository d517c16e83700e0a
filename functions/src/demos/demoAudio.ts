import { onRequest, type Request } from "firebase-functions/https";
import type { Response } from "express";
import { DEMO_ALLOWED_MIME_TYPES, DEMO_UPLOAD_ERRORS, demoDownloadName, MUST_BE_LOGGED_IN, uuidPattern } from "../../../src/lib/domain";
import { createRepositories } from "../../../src/lib/data";
import { fileStore } from "../../../src/lib/files";
import { serverConfig } from "../../../src/lib/server/config";
import { verifyDemoAudioLink } from "../../../src/lib/server/demoAudioLink";
import { bearerToken, refusalOf, requireGrant, verifiedUid } from "../authorization";
import { parseByteRange } from "./byteRange";
import { withSecurityHeaders } from "../securityHeaders";

function firstString(value: unknown): string | undefined {
  return typeof value === "string" && value !== "" ? value : undefined;
}

function refuse(response: Response, status: number, message: string) {
  response.status(status).set("cache-control", "no-store").json({ error: { message } });
}

/**
 * Local mode's stand-in for signed URLs: streams a demo's audio to the holder
 * of a link demoAudioUrl signed (demo id + expiry, HMAC with the stack's
 * secret; see demoAudioLink.ts), or to a caller with demos view permission
 * checked from the Firebase ID token in `Authorization: Bearer …` — never a
 * token in the query. Supports byte ranges so the player can seek. Answers
 * 404 unless DEMO_AUDIO_URL is configured: production hands out signed URLs.
 */
export const demoAudio = withSecurityHeaders(onRequest(async (request: Request, response) => {
  if (!serverConfig().demoAudioUrl) return refuse(response, 404, "Not found");
  if (request.method !== "GET" && request.method !== "HEAD") return refuse(response.set("allow", "GET, HEAD"), 405, "Method not allowed");

  const signed = verifyDemoAudioLink(serverConfig().localStackSecret, request.query);
  if (signed) return serveDemo(request, response, signed.id, signed.download);

  const uid = await verifiedUid(bearerToken(request.headers.authorization));
  if (!uid) return refuse(response, 401, MUST_BE_LOGGED_IN);

  try {
    await requireGrant({ uid, repos: createRepositories() }, "demos", "view");
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return refuse(response, refusal.status, refusal.message);
  }

  return serveDemo(request, response, firstString(request.query.id), request.query.download === "1");
}));

async function serveDemo(request: Request, response: Response, id: string | undefined, asDownload: boolean) {
  const demo = id && uuidPattern.test(id) ? await createRepositories().demos.get(id) : null;
  if (demo?.audio_removed_at) return refuse(response, 410, DEMO_UPLOAD_ERRORS.audioRemoved);
  const file = demo ? await fileStore().read(demo.audio_path) : null;
  if (!demo || !file) return refuse(response, 404, "Not found");

  const size = file.bytes.byteLength;
  // Only an audio type we accept is served inline, and never sniffed (nosniff, with the sandboxing
  // CSP every function answer carries: securityHeaders.ts): bytes that merely start like audio
  // cannot become a page of this origin, even opened on their own.
  const audio = (DEMO_ALLOWED_MIME_TYPES as readonly string[]).includes(file.contentType);
  response.set({
    "content-type": audio ? file.contentType : "application/octet-stream",
    "accept-ranges": "bytes",
    "cache-control": "private, no-store",
    "content-disposition": asDownload || !audio ? `attachment; filename="${demoDownloadName(demo)}"` : "inline",
  });
  const range = parseByteRange(request.headers.range, size);
  if (range === "unsatisfiable") return void response.status(416).set("content-range", `bytes */${size}`).end();
  const { start, end } = range ?? { start: 0, end: size - 1 };
  if (range) response.status(206).set("content-range", `bytes ${start}-${end}/${size}`);
  response.set("content-length", String(end - start + 1));
  if (request.method === "HEAD") return void response.end();
  response.end(Buffer.from(file.bytes.buffer, file.bytes.byteOffset + start, end - start + 1));
}
