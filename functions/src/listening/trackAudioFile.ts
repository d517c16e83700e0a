import type { Request } from "firebase-functions/https";
import type { Response } from "express";
import { uuidPattern } from "../../../src/lib/domain/shared";
import { definePublicHttpFunction } from "../http/httpFunction";
import { playableRendition, TRACK_AUDIO_FILE_ACCESS } from "../operations/listening/publicAudio";
import { sendRendition } from "./renditionResponse";

/** A playable file may be kept this long by browsers and the CDN: a withdrawn release, or one switched to previews, stops playing within it. */
const PLAYABLE_CACHE = "public, max-age=300";

const PATH = /^\/audio\/([^/]+)\/([A-Za-z0-9][A-Za-z0-9._-]{0,200})$/;

const refuse = (response: Response, status: number, message: string) =>
  void response.status(status).set("cache-control", "no-store").type("text/plain").send(message);

/**
 * The audio route, `/audio/{trackId}/{file}` (docs/listening.md#label-hosted-audio),
 * reached through the Hosting rewrite of /audio/**: serves the rendition
 * the listening room's playableRendition finds playable now, with byte
 * ranges so `<audio>` can seek, or its refusal (403 for a locked track, 404
 * otherwise). Checked on every request: release day unlocks without a rebuild.
 */
export const trackAudioFile = definePublicHttpFunction(
  {
    access: TRACK_AUDIO_FILE_ACCESS,
    options: { maxInstances: 20 },
  },
  async (request: Request, response: Response) => {
    if (request.method !== "GET" && request.method !== "HEAD") return void response.status(405).set("allow", "GET, HEAD").end();
    const match = PATH.exec(request.path);
    const trackId = match?.[1];
    if (!match || !trackId || !uuidPattern.test(trackId)) return refuse(response, 404, "Not found");
    const playable = await playableRendition.run({ trackId, file: match[2]!, now: new Date() }, { uid: null });
    if ("refusal" in playable) return refuse(response, playable.refusal.status, playable.refusal.message);
    await sendRendition(request, response, playable.rendition, PLAYABLE_CACHE);
  },
);
