import type { Request } from "firebase-functions/https";
import type { Response } from "express";
import { DEMO_UPLOAD_ERRORS, demoDownloadName } from "../../../src/lib/domain/demos";
import { serverConfig } from "../../../src/lib/config";
import { verifyDemoAudioLink } from "../../../src/lib/server/demos/demoAudioLink";
import type { Caller } from "../operations/accessRules";
import { bearerToken } from "../operations/authorization";
import { defineGuardedHttpFunction } from "../http/httpFunction";
import { localStandIn } from "../http/localStandIn";
import { parseByteRange } from "../http/byteRange";
import { demoAudioForSignedLink, demoAudioForStaff, type DemoAudioRead } from "../operations/demos/audio";
import { READS_ONLY } from "../operations/operation";
import { DEMO_ALLOWED_MIME_TYPES } from "../../../src/lib/domain/demos";

function firstString(value: unknown): string | undefined {
  return typeof value === "string" && value !== "" ? value : undefined;
}

/** How the route answers: written onto the response once what it serves is read. */
type Answer = (response: Response) => void;

const refuse =
  (status: number, message: string, headers: Record<string, string> = {}): Answer =>
  (response) =>
    void response
      .status(status)
      .set({ ...headers, "cache-control": "no-store" })
      .json({ error: { message } });

/** Which demo to serve, and whether as a download. */
interface DemoRequest {
  id: string | undefined;
  download: boolean;
}

/**
 * Local mode's stand-in for signed URLs: streams a demo's audio to the holder
 * of a link demoAudioUrl signed (demo id + expiry, HMAC with the stack's
 * secret; see demoAudioLink.ts), or to a caller with demos view permission
 * checked from the Firebase ID token in `Authorization: Bearer …` — never a
 * token in the query. Supports byte ranges so the player can seek. Defined
 * only in local mode (localStandIn): production hands out signed Cloud
 * Storage URLs (demoAudioUrl) and deploys no such function. Answers 404
 * unless the stack configured DEMO_AUDIO_URL.
 */
export const demoAudio = localStandIn(() =>
  defineGuardedHttpFunction<DemoRequest, Caller, Answer>({
    access: demoAudioForStaff.access,
    audit: READS_ONLY,
    screen: (request) => {
      if (!serverConfig().demoAudioUrl) return refuse(404, "Not found");
      if (request.method !== "GET" && request.method !== "HEAD") return refuse(405, "Method not allowed", { allow: "GET, HEAD" });
      return null;
    },
    signedLink: {
      read: (request) => {
        const signed = verifyDemoAudioLink(serverConfig().localStackSecret, request.query);
        return signed && { id: signed.id, download: signed.download };
      },
      handle: async (request, demo) => serveDemo(request, demo, await demoAudioForSignedLink.run({ id: demo.id }, { uid: null })),
    },
    token: (request) => Promise.resolve(bearerToken(request.headers.authorization)),
    input: (request) => Promise.resolve({ input: { id: firstString(request.query.id), download: request.query.download === "1" } }),
    refused: ({ status, message }) => refuse(status, message),
    handle: async (request, demo, context) => serveDemo(request, demo, await demoAudioForStaff.run(demo, context)),
    send: (response, answer) => answer(response),
  }),
);

function serveDemo(request: Request, { download: asDownload }: DemoRequest, read: DemoAudioRead): Answer {
  if ("gone" in read) return refuse(410, DEMO_UPLOAD_ERRORS.audioRemoved);
  if ("missing" in read) return refuse(404, "Not found");
  const { demo, file } = read.found;
  return (response) => {
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
  };
}
