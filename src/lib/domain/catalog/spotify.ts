/**
 * Shapes returned by the streaming-service functions (docs/product.md#integrations). Only
 * the fields we use are kept; the service sends many more.
 */
import { z } from "zod";

/** One cover or portrait; the service lists several sizes, largest first. */
export const spotifyImageSchema = z.object({
  url: z.string(),
  height: z.number().nullish(),
  width: z.number().nullish(),
});

export type SpotifyImage = z.output<typeof spotifyImageSchema>;

/** An item of an artist's release list (import dialog, artist page). */
export const spotifyReleaseItemSchema = z.object({
  /** Album ID; stored as spotify_album_id on import. */
  id: z.string().min(1),
  name: z.string(),
  /** "YYYY", "YYYY-MM" or "YYYY-MM-DD" depending on the service's precision. */
  release_date: z.string(),
  images: z.array(spotifyImageSchema).default([]),
  external_urls: z.object({ spotify: z.string().optional() }).default({}),
  /** album, single or compilation; other values show a neutral badge. */
  album_type: z.string().nullish(),
  total_tracks: z.int().min(0).nullish(),
});

export type SpotifyReleaseItem = z.output<typeof spotifyReleaseItemSchema>;

/** A credited artist of an album. */
export const spotifyAlbumArtistSchema = z.object({
  name: z.string(),
  spotifyId: z.string(),
  /** The first listed artist is the primary one. */
  isPrimary: z.boolean(),
});

/** Album details used when refetching a release. */
export const spotifyAlbumInfoSchema = z.object({
  name: z.string(),
  releaseDate: z.string(),
  genres: z.array(z.string()).default([]),
  images: z.array(spotifyImageSchema).default([]),
  isrc: z.string().nullish(),
  artists: z.array(spotifyAlbumArtistSchema).default([]),
});

export type SpotifyAlbumInfo = z.output<typeof spotifyAlbumInfoSchema>;

/** Artist profile used to fill the artist form (image from the first image, genre from the genres). */
export const spotifyArtistProfileSchema = z.object({
  name: z.string(),
  images: z.array(spotifyImageSchema).default([]),
  genres: z.array(z.string()).default([]),
});

export type SpotifyArtistProfile = z.output<typeof spotifyArtistProfileSchema>;
