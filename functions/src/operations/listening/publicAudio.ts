import { LABEL } from "../../../../src/config/label";
import type { Release } from "../../../../src/lib/domain/catalog";
import { renditionPath } from "../../../../src/lib/domain/listening";
import { EMBED_REDIRECT_RATE_LIMIT, type EmbedTarget } from "../../../../src/lib/domain/listening";
import { trackPlayback } from "../../../../src/lib/domain/listening";
import { OEMBED_RATE_LIMIT, type OembedSubject } from "../../../../src/lib/domain/listening";
import type { Rendition } from "../../../../src/lib/domain/listening";
import type { Repositories } from "../../../../src/lib/data";
import { creditedArtists, indexCatalog } from "../../../../src/lib/site/catalog";
import { oembedSubject, releaseEmbed } from "../../../../src/lib/site/embeds";
import { loadReleaseCatalog } from "../../../../src/lib/site/loadCatalog";
import { access } from "../accessRules";
import { withinClientLimit } from "../../../../src/lib/server/clientLimit";
import { defineOperation, notAudited, READS_ONLY } from "../operation";

// Released music as anyone reaches it (docs/listening.md): a track's audio file, and the embeds other sites show.

/** Who may play released music: anyone (the trackAudioFile route declares it too). */
export const TRACK_AUDIO_FILE_ACCESS = access.public(
  "released music is public: the release pages play it to every visitor, within the listening rules",
);
/** Who may ask for an embed: anyone (the oembed route declares it too). */
export const OEMBED_ACCESS = access.public("anyone may embed the label's released music: the answer describes the public embed pages");
/** Who may follow an embed address of before: anyone (the embedTrackRedirect route declares it too). */
export const EMBED_REDIRECT_ACCESS = access.public(
  "embeds pasted into other sites before are public: the answer only names the public embed page a released track plays on",
);

const CLIENT_LIMIT_NOT_AUDITED = notAudited(
  "a rate-limit counter of a hashed network address that expires with its window: no record anyone reads back",
);

/** A track file's answer: the rendition to send, or the refusal's status and text. */
export type PlayableRendition = { rendition: Rendition } | { refusal: { status: 403 | 404; message: string } };

const NOT_FOUND = { refusal: { status: 404, message: "Not found" } } as const;

/**
 * A rendition a ready track_audio document lists, when the listening rules
 * let it play now (trackPlayback: the whole track's files in full mode, the
 * preview's in preview mode). A locked track is 403; anything else not
 * playable, and any path not a listed rendition (a master's included:
 * masters are never listed, never under tracks/), is 404. Read on every
 * request: release day unlocks without a rebuild.
 */
export const playableRendition = defineOperation(
  "playableRendition",
  { access: TRACK_AUDIO_FILE_ACCESS, audit: READS_ONLY },
  async ({ trackId, file, now }: { trackId: string; file: string; now: Date }, { repos }): Promise<PlayableRendition> => {
    const audio = await repos.trackAudio.get(trackId);
    const path = renditionPath(trackId, file);
    const full = audio?.status === "ready" ? audio.renditions.find((r) => r.path === path) : undefined;
    const preview = audio?.status === "ready" ? audio.preview_renditions.find((r) => r.path === path) : undefined;
    const rendition = full ?? preview;
    if (!audio || !rendition) return NOT_FOUND;
    const release = await repos.releases.get(audio.release_id);
    const track = release?.tracks.find((t) => t.id === trackId);
    if (!release || !track) return NOT_FOUND;
    const playback = trackPlayback(release, track, audio, now, LABEL.timeZone);
    if (playback.state === "locked") return { refusal: { status: 403, message: "This track plays from release day" } };
    if (playback.state !== "playable") return NOT_FOUND;
    // Preview mode sends the preview cut only: the rest of the track is never sent.
    if ((playback.mode === "full" && !full) || (playback.mode === "preview" && !preview))
      return { refusal: { status: 403, message: "Not playable" } };
    return { rendition };
  },
);

/**
 * The published release a track's embed of before plays on, after the
 * client's EMBED_REDIRECT_RATE_LIMIT (counted on the address Hosting
 * vouches for, before the reads it bounds): found from the track's audio
 * (a track plays only with a track_audio document, which names its
 * release), null for an unknown track, one with no audio, or one of a
 * release that is not published (its id is not told).
 */
export const findTrackEmbedRelease = defineOperation(
  "findTrackEmbedRelease",
  { access: EMBED_REDIRECT_ACCESS, audit: CLIENT_LIMIT_NOT_AUDITED },
  async (
    { trackId, now }: { trackId: string; now: number },
    { repos, client },
  ): Promise<{ rateLimited: true } | { releaseId: string | null }> => {
    if (!(await withinClientLimit(repos, EMBED_REDIRECT_RATE_LIMIT, client, now))) return { rateLimited: true };
    const audio = await repos.trackAudio.get(trackId);
    if (!audio) return { releaseId: null };
    const release = await repos.releases.get(audio.release_id);
    return { releaseId: release?.is_published && release.tracks.some((t) => t.id === trackId) ? release.id : null };
  },
);

/** The releases an embed target may name (a track's address of before: its audio's release); the catalog reads the published ones. */
async function releaseOf(repos: Repositories, target: EmbedTarget): Promise<Release[]> {
  if (target.kind === "releasePage") return repos.releases.listPublishedBySlug(target.releaseSlug);
  const releaseId = target.kind === "legacyTrack" ? (await repos.trackAudio.get(target.trackId))?.release_id : target.releaseId;
  return [releaseId ? await repos.releases.get(releaseId) : null].filter((r): r is Release => Boolean(r));
}

/**
 * What an oEmbed URL embeds, read now with the site's rules (releaseEmbed),
 * after the client's OEMBED_RATE_LIMIT (counted on the address Hosting
 * vouches for: a forwarded-for header lifts nothing); null when the site has
 * no such embed.
 */
export const findOembedSubject = defineOperation(
  "findOembedSubject",
  { access: OEMBED_ACCESS, audit: CLIENT_LIMIT_NOT_AUDITED },
  async (
    { target, siteUrl, now }: { target: EmbedTarget; siteUrl: string; now: number },
    { repos, client },
  ): Promise<{ rateLimited: true } | { subject: OembedSubject | null }> => {
    if (!(await withinClientLimit(repos, OEMBED_RATE_LIMIT, client, now))) return { rateLimited: true };
    const index = indexCatalog(await loadReleaseCatalog(repos, await releaseOf(repos, target)));
    // A release page is the release whose page is under that artist's slug (two artists' releases may share a slug).
    const release =
      target.kind === "releasePage"
        ? index.catalog.releases.find((r) => creditedArtists(index, r).some((a) => a.slug === target.artistSlug))
        : index.catalog.releases[0];
    const embed = release && releaseEmbed(index, release, new Date(now));
    if (!embed) return { subject: null };
    return { subject: oembedSubject(embed, target.kind === "track" || target.kind === "legacyTrack" ? target.trackId : null, siteUrl) };
  },
);
