/** Artists: the stored document and the admin form payload (docs/product.md#artists-collection, docs/product.md#artist-form). */
import { z } from "zod";
import { LIMITS } from "../shared/constants";
import { NAME_REQUIRED } from "../shared/validationTexts";
import { parseSpotifyArtistId } from "./spotifyId";
import { idSchema, nullableText, optionalText, optionalImageUrl, optionalUrl, slugField, trimmedRequired } from "../shared/fields";

const L = LIMITS.artist;

/** An artist as stored and read back. */
export const artistSchema = z.object({
  /** Document id. */
  id: idSchema,
  /** Display name. */
  name: z.string(),
  /** URL part of /artist/{slug}; unique. */
  slug: z.string(),
  /** Plain-text biography. */
  bio: nullableText(),
  /** Genre slug, usually one of `GENRES` but free text is allowed. */
  genre: nullableText(),
  /** Portrait; the site shows a placeholder when null. */
  image_url: nullableText(),
  /** Streaming-service artist ID; enables the streaming releases section. */
  spotify_artist_id: nullableText(),
  /** Social links: each shows a button on the artist page only when set. */
  instagram_url: nullableText(),
  twitter_url: nullableText(),
  facebook_url: nullableText(),
  soundcloud_url: nullableText(),
  bandcamp_url: nullableText(),
  website_url: nullableText(),
  /** Only published artists are public. */
  is_published: z.boolean().default(false),
  created_at: z.date(),
});

export type Artist = z.output<typeof artistSchema>;

/** The admin artist form, also the create/update payload checked by the server. */
export const artistInputSchema = z.object({
  /** Trimmed, required. */
  name: trimmedRequired(L.name, NAME_REQUIRED),
  /** Trimmed; lowercase letters, digits and hyphens. */
  slug: slugField(L.slug),
  bio: optionalText(L.bio),
  genre: optionalText(L.genre),
  image_url: optionalImageUrl(L.imageUrl),
  /**
   * A pasted share URL or URI is reduced to the bare ID on save too, not only
   * by the fetch button, so the public page never gets a URL where an ID goes.
   */
  spotify_artist_id: optionalText(L.spotifyArtistId).transform((value) => (value === null ? null : (parseSpotifyArtistId(value) ?? value))),
  /** Social links: valid URL or empty, at most 255. */
  instagram_url: optionalUrl(L.socialUrl),
  twitter_url: optionalUrl(L.socialUrl),
  facebook_url: optionalUrl(L.socialUrl),
  soundcloud_url: optionalUrl(L.socialUrl),
  bandcamp_url: optionalUrl(L.socialUrl),
  website_url: optionalUrl(L.socialUrl),
  /** The PUBLISHED switch. */
  is_published: z.boolean().default(false),
});

/** What the form holds (strings may be empty). */
export type ArtistFormValues = z.input<typeof artistInputSchema>;
/** What is saved: trimmed, empty optional fields as null. */
export type ArtistInput = z.output<typeof artistInputSchema>;

/** Field list of the six social links, in display order. */
export const ARTIST_SOCIAL_FIELDS = [
  "instagram_url",
  "twitter_url",
  "facebook_url",
  "soundcloud_url",
  "bandcamp_url",
  "website_url",
] as const satisfies readonly (keyof Artist)[];
