import { z } from "zod";
import { recordIdSchema } from "../schemas/common";
import { preSaveRequestSchema } from "../schemas/preSave";
import {
  spotifyAlbumInfoSchema,
  spotifyArtistProfileSchema,
  spotifyReleaseItemSchema,
} from "../schemas/spotify";

const nonEmpty = z.string().trim().min(1);

/** Spotify import and refetch, streaming links, pre-save (docs/product.md#integrations). */
export const integrationsCallables = {
  /** 'spotify-artist-profile': artist ID → name, images, genres (admin artist form). */
  spotifyArtistProfile: {
    request: z.object({ artistId: nonEmpty }),
    response: spotifyArtistProfileSchema,
  },
  /** 'spotify-artist-releases': artist ID → the service's releases (import dialog, public artist page). */
  spotifyArtistReleases: {
    request: z.object({ artistId: nonEmpty }),
    response: z.object({ releases: z.array(spotifyReleaseItemSchema) }),
  },
  /** The import dialog: which of the service's albums a release of ours already has (shown as imported). */
  importedSpotifyAlbums: {
    request: z.object({ albumIds: z.array(nonEmpty).max(200) }),
    response: z.object({ albumIds: z.array(z.string()) }),
  },
  /** Imports the selected albums for one of our artists; albums already present are skipped. */
  importSpotifyReleases: {
    request: z.object({ artistId: recordIdSchema, albumIds: z.array(nonEmpty).min(1, "Please select at least one release") }),
    response: z.object({ imported: z.int().min(0), skipped: z.int().min(0) }),
  },
  /** 'spotify-album-info': album ID → album details. */
  spotifyAlbumInfo: {
    request: z.object({ albumId: nonEmpty }),
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
      spotifyUrl: z.string().trim().nullish(),
      isrc: z.string().trim().nullish(),
    }),
    response: z.object({
      success: z.boolean(),
      /** platform → URL, as stored in dsp_links. */
      platforms: z.record(z.string(), z.string()),
      /** Crosses the wire as an ISO string. */
      fetchedAt: z.coerce.date(),
      message: z.string().optional(),
    }),
  },
  /** 'track-pre-save' (public): records a pre-save and says where to send the visitor. */
  trackPreSave: {
    request: preSaveRequestSchema,
    response: z.object({ redirectUrl: z.string() }),
  },
  /** Whether the functions talk to the real streaming service or the local fake (shown in the admin). */
  integrationStatus: {
    request: z.object({}).default({}),
    response: z.object({ spotify: z.enum(["live", "fake"]) }),
  },
} as const;
