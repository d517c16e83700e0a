/** Releases: the stored document and the admin form payload (docs/product.md#releases-collection, docs/product.md#release-form). */
import { z } from "zod";
import { ALBUM_TYPES, LIMITS } from "../shared/constants";
import { ARTIST_CREDITED_TWICE, SELECT_AN_ARTIST, TITLE_REQUIRED, tooManyAdditionalArtists } from "../shared/validationTexts";
import { parseSpotifyAlbumId } from "./spotifyId";
import { creditsInputSchema, creditsSchema } from "./credits";
import { tracksInputSchema, tracksSchema } from "./track";
import { LISTENING_MODES } from "./listeningModes";
import {
  idSchema,
  isoDateString,
  isWebUrl,
  nullableText,
  optionalIsoDate,
  optionalText,
  optionalImageUrl,
  optionalUrl,
  slugField,
  trimmedRequired,
  uuidSchema,
} from "../shared/fields";

export { creditsSchema, creditsInputSchema, creditsDraftOf, normalizeCredits, type Credits, type CreditsDraft } from "./credits";

const L = LIMITS.release;

/**
 * Streaming links per platform (spotify, appleMusic, youtubeMusic, deezer,
 * tidal, amazonMusic, …). Entries that are not http(s) URLs are dropped on
 * read: they become hrefs on the public page.
 */
export const dspLinksSchema = z
  .record(z.string(), z.string())
  .nullish()
  .transform((links) => Object.fromEntries(Object.entries(links ?? {}).filter(([, url]) => isWebUrl(url))));

export type DspLinks = z.output<typeof dspLinksSchema>;

/** A release as stored and read back. */
export const releaseSchema = z.object({
  /** Document id. */
  id: idSchema,
  title: z.string(),
  /** URL part of /releases/{artistSlug}/{slug}. */
  slug: z.string(),
  /** Primary artist. */
  artist_id: z.string().nullable(),
  image_url: nullableText(),
  genre: nullableText(),
  /** Calendar date; decides "upcoming" and the month grouping. */
  release_date: isoDateString.default(null),
  /**
   * The release date the release-day job brought the release out on
   * (docs/reminders.md): from then its pages show listen, whatever the clock
   * of the build. Another date (the release was moved) counts for nothing.
   */
  released_on: isoDateString.optional(),
  /** At most 4 characters, usually the release date's year. */
  year: z.string().max(L.year).nullable().default(null),
  isrc: nullableText(),
  /** Enables the embedded player and the refetch action. */
  spotify_album_id: nullableText(),
  /** Hand-entered listen links, shown next to dsp_links. */
  apple_music_url: nullableText(),
  bandcamp_url: nullableText(),
  soundcloud_url: nullableText(),
  /** With a future release date, shows PRE-SAVE NOW instead of the listen links. */
  pre_save_enabled: z.boolean().default(false),
  /** Where the pre-save page sends the visitor. */
  pre_save_url: nullableText(),
  is_published: z.boolean().default(false),
  /** `{}` when no credits are filled. */
  credits: creditsSchema.nullish().transform((credits) => credits ?? {}),
  /** In play order; `[]` when none are listed (docs/listening.md#tracks). */
  tracks: tracksSchema,
  /** Whole tracks or each track's preview (docs/listening.md#listening-rules). */
  listening: z.enum(LISTENING_MODES).default("full"),
  dsp_links: dspLinksSchema,
  /** When dsp_links were last generated; null if never. */
  dsp_links_fetched_at: z.date().nullable().default(null),
  /** From the streaming service; anything else shows a neutral badge. */
  album_type: z.enum(ALBUM_TYPES).nullable().catch(null).default(null),
  /** From the streaming service; the pages count the tracklist instead when there is one (releaseTrackCount). */
  total_tracks: z.int().min(0).nullable().default(null),
  updated_at: z.date(),
  created_at: z.date(),
});

export type Release = z.output<typeof releaseSchema>;

/** The admin release form, also the create/update payload checked by the server. */
export const releaseInputSchema = z
  .object({
    title: trimmedRequired(L.title, TITLE_REQUIRED),
    slug: slugField(L.slug),
    /** Primary artist (order 0). */
    artist_id: uuidSchema(SELECT_AN_ARTIST),
    /** Credited after the primary, in this order (1, 2, …). */
    additional_artist_ids: z
      .array(uuidSchema(SELECT_AN_ARTIST))
      .max(L.additionalArtists, tooManyAdditionalArtists(L.additionalArtists))
      .default([]),
    image_url: optionalImageUrl(L.imageUrl),
    genre: optionalText(L.genre),
    release_date: optionalIsoDate,
    year: optionalText(L.year),
    /** Upper-cased, as the input does while typing. */
    isrc: optionalText(L.isrc).transform((isrc) => isrc?.toUpperCase() ?? null),
    /** A pasted album URL or URI is reduced to the bare ID. */
    spotify_album_id: optionalText(L.spotifyAlbumId).transform((value) => (value === null ? null : (parseSpotifyAlbumId(value) ?? value))),
    apple_music_url: optionalUrl(L.releaseUrl),
    bandcamp_url: optionalUrl(L.releaseUrl),
    soundcloud_url: optionalUrl(L.releaseUrl),
    pre_save_enabled: z.boolean().default(false),
    pre_save_url: optionalUrl(L.releaseUrl),
    is_published: z.boolean().default(false),
    credits: creditsInputSchema,
    /** In play order. */
    tracks: tracksInputSchema,
    listening: z.enum(LISTENING_MODES).default("full"),
  })
  .superRefine((release, ctx) => {
    const seen = new Set([release.artist_id]);
    release.additional_artist_ids.forEach((id, index) => {
      if (seen.has(id)) {
        ctx.addIssue({ code: "custom", message: ARTIST_CREDITED_TWICE, path: ["additional_artist_ids", index] });
      }
      seen.add(id);
    });
  });

export type ReleaseFormValues = z.input<typeof releaseInputSchema>;
export type ReleaseInput = z.output<typeof releaseInputSchema>;

/** The public album link built from the album ID, or null without one. */
export function deriveSpotifyAlbumUrl(spotifyAlbumId: string | null | undefined): string | null {
  const id = spotifyAlbumId?.trim();
  return id ? `https://open.spotify.com/album/${encodeURIComponent(id)}` : null;
}
