import { onRequest, type Request } from "firebase-functions/https";
import type { Response } from "express";
import { DEMO_UPLOAD_ERRORS, demoDownloadName, MUST_BE_LOGGED_IN, uuidPattern } from "../../../src/lib/domain";
import { createRepositories } from "../../../src/lib/data";
import { fileStore } from "../../../src/lib/files";
import { serverConfig } from "../../../src/lib/server/config";
import { bearerToken, refusalOf, requireGrant, verifiedUid } from "../authorization";
import { parseByteRange } from "./byteRange";

function firstString(value: unknown): string | undefined {
  return typeof value === "string" && value !== "" ? value : undefined;
}

function refuse(response: Response, status: number, message: string) {
  response.status(status).set("cache-control", "no-store").json({ error: { message } });
}

/**
 * Local mode's stand-in for signed URLs: streams a demo's audio to a caller
 * with demos view permission, checked on every request from the Firebase ID
 * token (`Authorization: Bearer …`, or `token` in the query for <audio src>
 * and download links). Supports byte ranges so the player can seek. Answers
 * 404 unless DEMO_AUDIO_URL is configured: production hands out signed URLs.
 */
export const demoAudio = onRequest(async (request: Request, response) => {
  if (!serverConfig().demoAudioUrl) return refuse(response, 404, "Not found");
  if (request.method !== "GET" && request.method !== "HEAD") return refuse(response.set("allow", "GET, HEAD"), 405, "Method not allowed");

  const uid = await verifiedUid(bearerToken(request.headers.authorization) ?? firstString(request.query.token));
  if (!uid) return refuse(response, 401, MUST_BE_LOGGED_IN);

  const repos = createRepositories();
  try {
    await requireGrant({ uid, repos }, "demos", "view");
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return refuse(response, refusal.status, refusal.message);
  }

  const id = firstString(request.query.id);
  const demo = id && uuidPattern.test(id) ? await repos.demos.get(id) : null;
  if (demo?.audio_removed_at) return refuse(response, 410, DEMO_UPLOAD_ERRORS.audioRemoved);
  const file = demo ? await fileStore().read(demo.audio_path) : null;
  if (!demo || !file) return refuse(response, 404, "Not found");

  const size = file.bytes.byteLength;
  const disposition = request.query.download === "1" ? `attachment; filename="${demoDownloadName(demo)}"` : "inline";
  response.set({ "content-type": file.contentType, "accept-ranges": "bytes", "cache-control": "private, no-store", "content-disposition": disposition });
  const range = parseByteRange(request.headers.range, size);
  if (range === "unsatisfiable") return void response.status(416).set("content-range", `bytes */${size}`).end();
  const { start, end } = range ?? { start: 0, end: size - 1 };
  if (range) response.status(206).set("content-range", `bytes ${start}-${end}/${size}`);
  response.set("content-length", String(end - start + 1));
  if (request.method === "HEAD") return void response.end();
  response.end(Buffer.from(file.bytes.buffer, file.bytes.byteOffset + start, end - start + 1));
});
