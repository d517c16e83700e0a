/**
 * The Spotify Web API objects as they arrive, reduced to the fields we read.
 * Parsing them is where a malformed answer is caught, before it reaches the
 * mapping rules or a stored release.
 */
import { z } from "zod";

const image = z.object({ url: z.string().min(1), height: z.number().nullish(), width: z.number().nullish() });
const images = z
  .array(image)
  .nullish()
  .transform((list) => list ?? []);

export const apiArtistRefSchema = z.object({ id: z.string().min(1), name: z.string() });

/** GET /artists/{id} */
export const apiArtistSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  images,
  /** Dropped for development-mode apps; treated as none. */
  genres: z
    .array(z.string())
    .nullish()
    .transform((list) => list ?? []),
});

/** An item of GET /artists/{id}/albums. */
export const apiSimplifiedAlbumSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  /** "YYYY", "YYYY-MM" or "YYYY-MM-DD". */
  release_date: z.string(),
  album_type: z.string().nullish(),
  total_tracks: z.int().min(0).nullish(),
  images,
  external_urls: z.object({ spotify: z.string().optional() }).nullish(),
  artists: z
    .array(apiArtistRefSchema)
    .nullish()
    .transform((list) => list ?? []),
});

/** A page of GET /artists/{id}/albums; items are checked one by one. */
export const apiAlbumPageSchema = z.object({
  items: z.array(z.unknown()),
  next: z.string().nullish(),
});

/** A track of an album's listing (GET /albums/{id} `tracks.items`, GET /albums/{id}/tracks). */
export const apiSimplifiedTrackSchema = z.object({
  /** Null for a local file. */
  id: z.string().min(1).nullish(),
  name: z.string(),
  duration_ms: z.number().min(0).nullish(),
  explicit: z.boolean().nullish(),
  artists: z
    .array(apiArtistRefSchema)
    .nullish()
    .transform((list) => list ?? []),
});

/** A page of an album's tracks; items are checked one by one. */
export const apiTrackPageSchema = z.object({
  items: z.array(z.unknown()),
  next: z.string().nullish(),
  total: z.int().min(0).nullish(),
});

/** The valid tracks of a page, in order; a malformed item is dropped. */
export function pageTracks(items: readonly unknown[]): z.output<typeof apiSimplifiedTrackSchema>[] {
  return items.flatMap((item) => {
    const track = apiSimplifiedTrackSchema.safeParse(item);
    return track.success ? [track.data] : [];
  });
}

/** GET /albums/{id}: the first page of its tracks included (50 at most). */
export const apiAlbumSchema = apiSimplifiedAlbumSchema.extend({
  /** Always empty nowadays; the primary artist's genres stand in. */
  genres: z
    .array(z.string())
    .nullish()
    .transform((list) => list ?? []),
  external_ids: z.object({ upc: z.string().optional(), ean: z.string().optional() }).nullish(),
  tracks: apiTrackPageSchema.nullish(),
});

/** GET /tracks/{id} */
export const apiTrackSchema = z.object({
  id: z.string().min(1),
  external_ids: z.object({ isrc: z.string().optional() }).nullish(),
});

/** POST /api/token (client credentials). */
export const apiTokenSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().positive(),
});

export type ApiArtist = z.output<typeof apiArtistSchema>;
export type ApiSimplifiedAlbum = z.output<typeof apiSimplifiedAlbumSchema>;
export type ApiAlbum = z.output<typeof apiAlbumSchema>;
export type ApiTrack = z.output<typeof apiTrackSchema>;
export type ApiSimplifiedTrack = z.output<typeof apiSimplifiedTrackSchema>;
