import { creditsDraftOf, type ReleaseFormValues } from "../../../../lib/domain/catalog";
import type { AdminRelease } from "../../../../lib/domain/catalog";
import { trackToFormValues } from "./trackFormValues";

/** Create mode: every field empty, no credits, unpublished. */
export const EMPTY_RELEASE_FORM: ReleaseFormValues = {
  title: "",
  slug: "",
  artist_id: "",
  additional_artist_ids: [],
  image_url: "",
  genre: "",
  release_date: "",
  year: "",
  isrc: "",
  spotify_album_id: "",
  apple_music_url: "",
  bandcamp_url: "",
  soundcloud_url: "",
  pre_save_enabled: false,
  pre_save_url: "",
  is_published: false,
  credits: {},
  listening: "full",
  tracks: [],
};

/** Form order, for showing the first failing message. */
export const RELEASE_FIELD_ORDER = Object.keys(EMPTY_RELEASE_FORM);

/**
 * Edit mode: the stored release. Additional artists come from its links in
 * artist order; links to artists that no longer exist are left out.
 */
export function releaseToFormValues(release: AdminRelease): ReleaseFormValues {
  const additional = [...release.release_artists]
    .filter((link) => !link.is_primary && link.artist !== null && link.artist_id !== release.artist_id)
    .sort((a, b) => a.artist_order - b.artist_order)
    .map((link) => link.artist_id);
  return {
    title: release.title,
    slug: release.slug,
    artist_id: release.artist_id ?? "",
    additional_artist_ids: additional,
    image_url: release.image_url ?? "",
    genre: release.genre ?? "",
    release_date: release.release_date ?? "",
    year: release.year ?? "",
    isrc: release.isrc ?? "",
    spotify_album_id: release.spotify_album_id ?? "",
    apple_music_url: release.apple_music_url ?? "",
    bandcamp_url: release.bandcamp_url ?? "",
    soundcloud_url: release.soundcloud_url ?? "",
    pre_save_enabled: release.pre_save_enabled,
    pre_save_url: release.pre_save_url ?? "",
    is_published: release.is_published,
    credits: creditsDraftOf(release.credits),
    listening: release.listening,
    tracks: release.tracks.map(trackToFormValues),
  };
}

/** One name per line in the credits editor; blank lines are dropped on save. */
export const creditLinesToNames = (text: string): string[] => text.split("\n");
export const creditNamesToLines = (names: readonly (string | null | undefined)[] | null | undefined): string =>
  (names ?? []).map((name) => name ?? "").join("\n");
