import { z } from "zod";
import { LIMITS } from "../shared/constants";
import { RELEASE_TOASTS } from "../shared/toastTexts";
import { tooLong, tooManyImportedReleases } from "../shared/validationTexts";
import { noInput, recordIdSchema, wireDate } from "../shared/fields";
import { spotifyAlbumInfoSchema, spotifyArtistProfileSchema, spotifyReleaseItemSchema } from "./spotify";

/** A streaming-service ID, share URL or URI as pasted: bounded, then trimmed. */
const lookup = z.string().max(LIMITS.streamingLookup, tooLong(LIMITS.streamingLookup)).trim().min(1);
const optionalLookup = z.string().max(LIMITS.streamingLookup, tooLong(LIMITS.streamingLookup)).trim().nullish();
const maxAlbums = LIMITS.importAlbumsPerCall;

/** Spotify import and refetch, streaming links (docs/product.md#integrations); the pre-save is the campaigns room's (campaigns/preSaveFormContract.ts). */
export const integrationsCallables = {
  /** 'spotify-artist-profile': artist ID → name, images, genres (admin artist form). */
  spotifyArtistProfile: {
    request: z.object({ artistId: lookup }),
    response: spotifyArtistProfileSchema,
  },
  /** 'spotify-artist-releases': artist ID → the service's releases (import dialog, public artist page). */
  spotifyArtistReleases: {
    request: z.object({ artistId: lookup }),
    response: z.object({ releases: z.array(spotifyReleaseItemSchema) }),
  },
  /** The import dialog: which of the service's albums a release of ours already has (shown as imported). */
  importedSpotifyAlbums: {
    request: z.object({ albumIds: z.array(lookup).max(200) }),
    response: z.object({ albumIds: z.array(z.string()) }),
  },
  /**
   * Imports the selected albums (at most LIMITS.importAlbumsPerCall per call;
   * the dialog sends bigger selections in batches) for one of our artists;
   * albums already present are skipped.
   */
  importSpotifyReleases: {
    request: z.object({
      artistId: recordIdSchema,
      albumIds: z.array(lookup).min(1, RELEASE_TOASTS.selectAtLeastOneRelease).max(maxAlbums, tooManyImportedReleases(maxAlbums)),
    }),
    response: z.object({ imported: z.int().min(0), skipped: z.int().min(0) }),
  },
  /** 'spotify-album-info': album ID → album details. */
  spotifyAlbumInfo: {
    request: z.object({ albumId: lookup }),
    response: spotifyAlbumInfoSchema,
  },
  /**
   * Refetch: updates the release from the service, re-links its artists, then
   * regenerates its streaming links (`dspLinksGenerated` false → the
   * 'Album updated but DSP links generation failed' warning).
   */
  refetchRelease: {
    request: z.object({ releaseId: recordIdSchema }),
    response: z.object({ dspLinksGenerated: z.boolean() }),
  },
  /** 'generate-dsp-links': streaming links for a saved release, stored on it. */
  generateDspLinks: {
    request: z.object({
      releaseId: recordIdSchema,
      spotifyUrl: optionalLookup,
      isrc: optionalLookup,
    }),
    response: z.object({
      success: z.boolean(),
      /** platform → URL, as stored in dsp_links. */
      platforms: z.record(z.string(), z.string()),
      /** Crosses the wire as an ISO string. */
      fetchedAt: wireDate,
      message: z.string().optional(),
    }),
  },
  /** Whether the functions talk to the real streaming service or the local fake (shown in the admin). */
  integrationStatus: {
    request: noInput,
    response: z.object({ spotify: z.enum(["live", "fake"]) }),
  },
} as const;
