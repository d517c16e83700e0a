/**
 * Pure rules turning Spotify's objects into ours (docs/product.md#import-rules, docs/product.md#refetch-rules):
 * the release list items, album info, imported and refetched releases.
 */
import {
  genreFromSpotifyGenres,
  type Release,
  type SpotifyAlbumInfo,
  type SpotifyArtistProfile,
  type SpotifyReleaseItem,
} from "../domain/catalog";
import { ALBUM_TYPES, LIMITS, slugify, spotifyDateToIsoDate, spotifyDayDate, yearFromDate, type AlbumType } from "../domain/shared";
import type { Track } from "../domain/catalog";
import { TRACK_LISTENING_DEFAULTS } from "../domain/catalog";
import { secondsFromMs } from "../domain/catalog";
import { isrcOrNull } from "../domain/catalog";
import { pageTracks, type ApiAlbum, type ApiArtist, type ApiSimplifiedAlbum, type ApiSimplifiedTrack } from "./spotifyApi";
import { stableUuid } from "./stableIds";

export function artistProfile(artist: ApiArtist): SpotifyArtistProfile {
  return { name: artist.name, images: artist.images, genres: artist.genres };
}

export function releaseItem(album: ApiSimplifiedAlbum): SpotifyReleaseItem {
  return {
    id: album.id,
    name: album.name,
    release_date: album.release_date,
    images: album.images,
    external_urls: album.external_urls?.spotify ? { spotify: album.external_urls.spotify } : {},
    album_type: album.album_type ?? null,
    total_tracks: album.total_tracks ?? null,
  };
}

/** The artist page and import dialog list: one entry per album, newest first. */
export function releaseItems(albums: readonly ApiSimplifiedAlbum[]): SpotifyReleaseItem[] {
  const seen = new Set<string>();
  const unique = albums.filter((album) => !seen.has(album.id) && Boolean(seen.add(album.id)));
  const sortKey = (album: ApiSimplifiedAlbum) => spotifyDateToIsoDate(album.release_date) ?? "";
  return unique.sort((a, b) => sortKey(b).localeCompare(sortKey(a)) || a.name.localeCompare(b.name)).map(releaseItem);
}

/**
 * Album details for refetch. Spotify no longer fills an album's genres, so
 * the primary artist's genres stand in when the album has none.
 */
export function albumInfo(album: ApiAlbum, extra: { isrc: string | null; primaryArtistGenres: readonly string[] }): SpotifyAlbumInfo {
  return {
    name: album.name,
    releaseDate: album.release_date,
    genres: album.genres.length > 0 ? album.genres : [...extra.primaryArtistGenres],
    images: album.images,
    isrc: extra.isrc,
    artists: album.artists.map((artist, index) => ({ name: artist.name, spotifyId: artist.id, isPrimary: index === 0 })),
  };
}

export function firstTrackId(tracks: readonly Pick<ApiSimplifiedTrack, "id">[]): string | null {
  return tracks.find((track) => track.id)?.id ?? null;
}

/** The tracks the album answer itself carries (its first page). */
export const albumPageTracks = (album: ApiAlbum) => pageTracks(album.tracks?.items ?? []);

/** Names a Spotify track credits, within the tracklist's limits. */
function trackArtistNames(track: ApiSimplifiedTrack): string[] {
  const T = LIMITS.track;
  return track.artists
    .map((artist) => artist.name.trim().slice(0, T.artistName))
    .filter((name) => name !== "")
    .slice(0, T.artistsPerTrack);
}

const sameNames = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((name, i) => name.toLowerCase() === b[i]!.toLowerCase());

/** A track's id: the one it already has in the release, else derived from its Spotify ID (or its position for a local file), so a repeat gives the same. */
const importedTrackId = (releaseId: string, track: ApiSimplifiedTrack, position: number) =>
  stableUuid(`spotify:track:${releaseId}:${track.id ?? `#${position}`}`);

/**
 * A release's tracklist from the album's tracks, in Spotify's order, at
 * most LIMITS.track.perRelease. A track credited to exactly the album's
 * artists keeps no names of its own (it shows the release's). With
 * `existing` (a refetch), a track already in the release, found by its
 * Spotify ID or its ISRC, keeps its id and its credits; Spotify's
 * title, duration, ISRC, artists and explicit flag replace the rest. An
 * ISRC Spotify does not give keeps the track's own.
 */
export function tracksFromSpotify(
  apiTracks: readonly ApiSimplifiedTrack[],
  context: {
    releaseId: string;
    albumArtistNames: readonly string[];
    isrcs?: ReadonlyMap<string, string | null>;
    existing?: readonly Track[];
  },
): Track[] {
  const existing = context.existing ?? [];
  const taken = new Set<string>();
  return apiTracks.slice(0, LIMITS.track.perRelease).map((apiTrack, index) => {
    const isrc = isrcOrNull(apiTrack.id ? context.isrcs?.get(apiTrack.id) : null);
    const before = existing.find(
      (t) => !taken.has(t.id) && ((apiTrack.id && t.spotify_track_id === apiTrack.id) || (isrc && t.isrc === isrc)),
    );
    const id = before?.id ?? importedTrackId(context.releaseId, apiTrack, index + 1);
    taken.add(id);
    const names = trackArtistNames(apiTrack);
    return {
      id,
      title: apiTrack.name.trim().slice(0, LIMITS.track.title) || `Track ${index + 1}`,
      duration_seconds: apiTrack.duration_ms == null ? null : Math.min(secondsFromMs(apiTrack.duration_ms), LIMITS.track.maxSeconds),
      isrc: isrc ?? before?.isrc ?? null,
      artists: sameNames(names, context.albumArtistNames) ? [] : names,
      credits: before?.credits ?? {},
      explicit: apiTrack.explicit ?? false,
      spotify_track_id: apiTrack.id ?? null,
      // The label's own choices: Spotify knows nothing of them.
      focus: before?.focus ?? TRACK_LISTENING_DEFAULTS.focus,
      preview_start_seconds: before?.preview_start_seconds ?? null,
      preview_length_seconds: before?.preview_length_seconds ?? null,
    };
  });
}

export function albumUpc(album: ApiAlbum): string | null {
  return album.external_ids?.upc?.trim() || album.external_ids?.ean?.trim() || null;
}

export function albumType(value: string | null | undefined): AlbumType | null {
  return ALBUM_TYPES.find((type) => type === value) ?? null;
}

/** Refetch: the first genre (as a slug of our list, else its hyphenated lowercase form), or null. */
export function refetchedGenre(genres: readonly string[]): string | null {
  const first = genres.find((genre) => genre.trim() !== "");
  return first === undefined ? null : genreFromSpotifyGenres([first])!.slice(0, LIMITS.release.genre);
}

/** Slug of an imported release: from its name (docs/product.md#import-rules), else from the album ID. */
export function importSlug(album: Pick<ApiSimplifiedAlbum, "id" | "name">): string {
  return slugify(album.name, LIMITS.release.slug) || slugify(album.id, LIMITS.release.slug) || "release";
}

/** `base`, then `base-2`, `base-3`… within the slug limit. */
export function slugCandidate(base: string, attempt: number, max: number = LIMITS.release.slug): string {
  if (attempt <= 1) return base.slice(0, max);
  const suffix = `-${attempt}`;
  return `${base.slice(0, max - suffix.length).replace(/-+$/, "")}${suffix}`;
}

/** A new unpublished release from an album (docs/product.md#import-rules). */
export function importedRelease(
  album: ApiSimplifiedAlbum,
  fields: { id: string; artistId: string; slug: string; now: Date; tracks: readonly ApiSimplifiedTrack[] },
): Release {
  return {
    id: fields.id,
    title: album.name.trim().slice(0, LIMITS.release.title) || album.id,
    slug: fields.slug,
    artist_id: fields.artistId,
    image_url: album.images[0]?.url ?? null,
    genre: null,
    // A year- or month-only date stays undated with its year (docs/decisions.md).
    release_date: spotifyDayDate(album.release_date),
    year: yearFromDate(album.release_date),
    isrc: null,
    spotify_album_id: album.id,
    apple_music_url: null,
    bandcamp_url: null,
    soundcloud_url: null,
    pre_save_enabled: false,
    pre_save_url: null,
    is_published: false,
    credits: {},
    tracks: tracksFromSpotify(fields.tracks, { releaseId: fields.id, albumArtistNames: album.artists.map((artist) => artist.name.trim()) }),
    listening: "full",
    dsp_links: {},
    dsp_links_fetched_at: null,
    album_type: albumType(album.album_type),
    total_tracks: album.total_tracks ?? null,
    created_at: fields.now,
    updated_at: fields.now,
  };
}

/**
 * The fields refetch overwrites (docs/product.md#refetch-rules): title, image, release date,
 * year, genre (first genre or null) and ISRC. An album without images or
 * without an ISRC keeps the release's own: an empty answer never erases what
 * an admin entered.
 */
export function refetchedFields(
  release: Release,
  info: SpotifyAlbumInfo,
): Pick<Release, "title" | "image_url" | "release_date" | "year" | "genre" | "isrc"> {
  const year = yearFromDate(info.releaseDate);
  // A year- or month-only answer keeps the release's own day when it falls in that year, else leaves it undated.
  const keptDate = release.release_date && (year === null || yearFromDate(release.release_date) === year) ? release.release_date : null;
  return {
    title: info.name.trim().slice(0, LIMITS.release.title) || release.title,
    image_url: info.images[0]?.url ?? release.image_url,
    release_date: spotifyDayDate(info.releaseDate) ?? keptDate,
    year: year ?? release.year,
    genre: refetchedGenre(info.genres),
    isrc: info.isrc?.trim().toUpperCase().slice(0, LIMITS.release.isrc) || release.isrc,
  };
}

/** An album's artists have to exist in our catalogue before they can be linked. */
export function newArtistSlugBase(name: string, spotifyId: string): string {
  return slugify(name, LIMITS.artist.slug) || slugify(spotifyId, LIMITS.artist.slug) || "artist";
}

export type { ApiAlbum, ApiArtist, ApiSimplifiedAlbum, ApiSimplifiedTrack };
