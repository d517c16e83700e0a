import type { Request } from "firebase-functions/https";
import type { Response } from "express";
import { LABEL } from "../../../src/config/label";
import { uuidPattern } from "../../../src/lib/domain/shared";
import { renditionPath } from "../../../src/lib/domain/listening/audioUrls";
import { trackPlayback } from "../../../src/lib/domain/listening/listeningRules";
import { createRepositories } from "../../../src/lib/data";
import { access } from "../accessRules";
import { definePublicHttpFunction } from "../http/httpFunction";
import { sendRendition } from "./renditionResponse";

/** A playable file may be kept this long by browsers and the CDN: a withdrawn release, or one switched to previews, stops playing within it. */
const PLAYABLE_CACHE = "public, max-age=300";

const PATH = /^\/audio\/([^/]+)\/([A-Za-z0-9][A-Za-z0-9._-]{0,200})$/;

const refuse = (response: Response, status: number, message: string) =>
  void response.status(status).set("cache-control", "no-store").type("text/plain").send(message);

/**
 * The audio route, `/audio/{trackId}/{file}` (docs/listening.md#label-hosted-audio),
 * reached through the Hosting rewrite of /audio/**: serves a rendition a
 * ready track_audio document lists, when the listening rules let it play
 * now (trackPlayback: the whole track's files in full mode, the preview's
 * in preview mode), with byte ranges so `<audio>` can seek. A locked track
 * is 403; anything else not playable, and any path not a listed rendition
 * (a master's included: masters are never listed, never under tracks/),
 * is 404. Checked on every request: release day unlocks without a rebuild.
 */
export const trackAudioFile = definePublicHttpFunction(
  {
    access: access.public("released music is public: the release pages play it to every visitor, within the listening rules"),
    options: { maxInstances: 20 },
  },
  async (request: Request, response: Response) => {
    if (request.method !== "GET" && request.method !== "HEAD") return void response.status(405).set("allow", "GET, HEAD").end();
    const match = PATH.exec(request.path);
    const trackId = match?.[1];
    if (!match || !trackId || !uuidPattern.test(trackId)) return refuse(response, 404, "Not found");
    const repos = createRepositories();
    const audio = await repos.trackAudio.get(trackId);
    const path = renditionPath(trackId, match[2]!);
    const full = audio?.status === "ready" ? audio.renditions.find((r) => r.path === path) : undefined;
    const preview = audio?.status === "ready" ? audio.preview_renditions.find((r) => r.path === path) : undefined;
    const rendition = full ?? preview;
    if (!audio || !rendition) return refuse(response, 404, "Not found");
    const release = await repos.releases.get(audio.release_id);
    const track = release?.tracks.find((t) => t.id === trackId);
    if (!release || !track) return refuse(response, 404, "Not found");
    const playback = trackPlayback(release, track, audio, new Date(), LABEL.timeZone);
    if (playback.state === "locked") return refuse(response, 403, "This track plays from release day");
    if (playback.state !== "playable") return refuse(response, 404, "Not found");
    // Preview mode sends the preview cut only: the rest of the track is never sent.
    if ((playback.mode === "full" && !full) || (playback.mode === "preview" && !preview)) return refuse(response, 403, "Not playable");

    await sendRendition(request, response, rendition, PLAYABLE_CACHE);
  },
);
