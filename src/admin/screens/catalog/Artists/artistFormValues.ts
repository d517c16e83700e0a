import type { AdminArtist } from "../../../../lib/domain/catalog";
import type { ArtistFormValues } from "../../../../lib/domain/catalog";

/** Create mode: every field empty, unpublished. */
export const EMPTY_ARTIST_FORM: ArtistFormValues = {
  name: "",
  slug: "",
  genre: "",
  bio: "",
  image_url: "",
  spotify_artist_id: "",
  instagram_url: "",
  twitter_url: "",
  facebook_url: "",
  soundcloud_url: "",
  bandcamp_url: "",
  website_url: "",
  is_published: false,
};

/** Edit mode: the stored artist, nulls as empty inputs. */
export function artistToFormValues(artist: AdminArtist): ArtistFormValues {
  return {
    name: artist.name,
    slug: artist.slug,
    genre: artist.genre ?? "",
    bio: artist.bio ?? "",
    image_url: artist.image_url ?? "",
    spotify_artist_id: artist.spotify_artist_id ?? "",
    instagram_url: artist.instagram_url ?? "",
    twitter_url: artist.twitter_url ?? "",
    facebook_url: artist.facebook_url ?? "",
    soundcloud_url: artist.soundcloud_url ?? "",
    bandcamp_url: artist.bandcamp_url ?? "",
    website_url: artist.website_url ?? "",
    is_published: artist.is_published,
  };
}

/** Form order, for showing the first failing message. */
export const ARTIST_FIELD_ORDER = Object.keys(EMPTY_ARTIST_FORM);

/** Labels of the six social link inputs. */
export const SOCIAL_LABELS = {
  instagram_url: "INSTAGRAM",
  twitter_url: "TWITTER",
  facebook_url: "FACEBOOK",
  soundcloud_url: "SOUNDCLOUD",
  bandcamp_url: "BANDCAMP",
  website_url: "WEBSITE",
} as const;
