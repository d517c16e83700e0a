import { HttpsError } from "firebase-functions/https";
import { dspLinksPartial, parseSpotifyAlbumId } from "../../../src/lib/domain/catalog";
import { RELEASE_TOASTS } from "../../../src/lib/domain/shared";
import { access } from "../accessRules";
import { defineCallable } from "../callable";
import { withSpotify } from "./secrets";
import { generateAndStoreDspLinks } from "./storeDspLinks";
import { upstreamFailure } from "./upstreamErrors";

/**
 * 'generate-dsp-links': streaming links for a saved release from its Spotify
 * album and/or ISRC — the values sent (the form's current ones) or else the
 * stored ones — merged with its own Apple Music, Bandcamp and SoundCloud URLs.
 */
export const generateDspLinks = defineCallable(
  "generateDspLinks",
  { access: access.release("edit", (input) => input.releaseId, RELEASE_TOASTS.saveReleaseFirst), audit: "content", options: withSpotify },
  async ({ spotifyUrl, isrc }, { item: release, writer }) => {
    const spotifyAlbumId = (spotifyUrl ? parseSpotifyAlbumId(spotifyUrl) : null) ?? release.spotify_album_id;
    const isrcValue = isrc?.trim().toUpperCase() || release.isrc;
    if (!spotifyAlbumId && !isrcValue) throw new HttpsError("invalid-argument", RELEASE_TOASTS.isrcOrAlbumIdMissing);

    let stored;
    try {
      stored = await generateAndStoreDspLinks(writer, release, { spotifyAlbumId, isrc: isrcValue });
    } catch (error) {
      throw upstreamFailure(error, RELEASE_TOASTS.dspLinksFailed);
    }
    if (!stored) throw new HttpsError("unavailable", RELEASE_TOASTS.dspLinksFailed);
    return {
      success: true,
      platforms: stored.links,
      fetchedAt: stored.fetchedAt,
      ...(stored.missing.length > 0 ? { message: dspLinksPartial(stored.missing) } : {}),
    };
  },
);
