import type { Request } from "firebase-functions/https";
import type { Response } from "express";
import { parseUploadContentRange } from "../../../src/lib/domain/listening";
import { TRACK_AUDIO_ERRORS } from "../../../src/lib/domain/listening";
import { audioStore } from "../../../src/lib/files";
import { LocalAudioStore } from "../../../src/lib/files/localAudioStore";
import { serverConfig } from "../../../src/lib/config";
import { verifyAudioUploadLink } from "../../../src/lib/files/audioUploadLink";
import { access } from "../operations/accessRules";
import { readRequestBody } from "../http/requestBody";
import { definePublicHttpFunction } from "../http/httpFunction";
import { localStandIn } from "../http/localStandIn";

/** The largest chunk taken: the Functions runtime's body limit (32 MB), well above the admin's 8 MiB. */
const MAX_CHUNK_BYTES = 32 * 1000 * 1000;

/**
 * Local mode's stand-in for Cloud Storage's resumable uploads
 * (docs/listening.md#label-hosted-audio), so the admin's upload code is one
 * path for both: POST to the signed link with `x-goog-resumable: start`
 * starts a session (201, `Location`: the session URL); PUTs of chunks with
 * `Content-Range: bytes a-b/total` answer 308 with the persisted `Range`
 * until the object is whole (200); a PUT with `Content-Range: bytes *` and
 * the total asks for the persisted range. Defined only in local mode
 * (localStandIn): production uploads go to Cloud Storage's own signed URLs,
 * and deploys no such function. Answers 404 unless the stack configured
 * AUDIO_UPLOAD_URL and the local audio store.
 */
const declaration = {
  access: access.public(
    "the stand-in of a signed Cloud Storage upload URL: the link's signature, or the session id it hands out, is the grant",
  ),
};

const CORS = {
  "access-control-allow-methods": "POST, PUT, OPTIONS",
  "access-control-allow-headers": "content-type, content-range, x-goog-resumable",
  "access-control-expose-headers": "location, range",
  "access-control-max-age": "3600",
};

const refuse = (response: Response, status: number, message: string) =>
  void response.status(status).set("cache-control", "no-store").json({ error: { message } });

export const audioUpload = localStandIn(() => definePublicHttpFunction(declaration, serveUpload));

async function serveUpload(request: Request, response: Response): Promise<void> {
  const { audioUploadUrl, localStackSecret } = serverConfig();
  const store = audioStore();
  if (!audioUploadUrl || !(store instanceof LocalAudioStore)) return refuse(response, 404, "Not found");
  response.set({ ...CORS, "access-control-allow-origin": request.headers.origin ?? "*" });
  if (request.method === "OPTIONS") return void response.status(204).end();

  if (request.method === "POST") {
    if (request.headers["x-goog-resumable"] !== "start") return refuse(response, 400, "Start a session with x-goog-resumable: start");
    const link = verifyAudioUploadLink(localStackSecret, request.query);
    if (link === "expired") return refuse(response, 400, TRACK_AUDIO_ERRORS.uploadLinkExpired);
    if (!link) return refuse(response, 403, "The upload link is not valid");
    // As with a signed URL, the content type is part of what was signed.
    if ((request.headers["content-type"] ?? "") !== link.contentType)
      return refuse(response, 403, "The content type is not the one the link was signed for");
    const id = await store.startSession(link.path, link.contentType);
    const session = new URL(audioUploadUrl);
    session.searchParams.set("upload_id", id);
    return void response.status(201).set("location", session.toString()).end();
  }

  if (request.method !== "PUT") return void response.status(405).set("allow", "POST, PUT, OPTIONS").end();
  const id =
    typeof request.query.upload_id === "string" && /^[0-9a-f-]{36}$/.test(request.query.upload_id) ? request.query.upload_id : null;
  if (!id) return refuse(response, 404, "No such upload session");
  const range = parseUploadContentRange(request.headers["content-range"]);
  if (!range) return refuse(response, 400, "Content-Range must be bytes a-b/total or bytes */total");
  // Chunks come without a content type, as Cloud Storage takes them: the runtime's parsers leave such a body unread.
  const body = range.kind === "query" ? Buffer.alloc(0) : await readRequestBody(request, MAX_CHUNK_BYTES);
  if (!body) return refuse(response, 413, "The chunk is too large or stopped arriving");
  const answer = await store.receive(id, range, new Uint8Array(body.buffer, body.byteOffset, body.byteLength));
  if (answer.status === 308)
    return void response
      .status(308)
      .set(answer.range ? { range: answer.range } : {})
      .end();
  if (answer.status === 200) return void response.status(200).json({ size: String(answer.size) });
  return refuse(response, answer.status, answer.message);
}
