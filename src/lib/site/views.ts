import { preSaveRedirectUrl } from "../domain/campaigns";
import {
  ARTIST_SOCIAL_FIELDS,
  deriveSpotifyAlbumUrl,
  genreDisplayName,
  type Artist,
  type PressPost,
  type Release,
  type ReleaseArtist,
} from "../domain/catalog";
import { EMPTY_STATES, formatLongDate, isReleaseUpcoming, releasedOn, releasingOn } from "../domain/shared";
import { LABEL } from "../../config/label";
import { creditedArtists, primaryArtist, publicCreditedArtists, publicPrimaryArtist, releasesOfArtist, type CatalogIndex } from "./catalog";
import { listenLinkAttributions, listenLinks, spotifyEmbedUrl, type ListenLink, type ListenLinkAttribution } from "./listenLinks";
import { artistPath, preSavePath, pressPostPath, releasePath } from "./paths";
import { creditLines, type CreditLine } from "./creditLines";
import { tracklistView, type TracklistView } from "./tracklist";
import { releaseTrackCount } from "../domain/catalog";

export { creditLines, type CreditLine } from "./creditLines";

/**
 * View models of the public pages: plain data computed at build time from
 * the stored documents with the display rules of docs/product.md#public-pages. Pages only lay them out.
 */
export const PLACEHOLDER_ARTIST_IMAGE = "/images/placeholder-artist.svg";

/** A stored genre as the filters compare it: lowercase, spaces as hyphens ("Deep House" → "deep-house"). */
export function genreKey(genre: string | null | undefined): string | null {
  const key = (genre ?? "").trim().toLowerCase().replace(/\s+/g, "-");
  return key === "" ? null : key;
}

export interface ArtistCard {
  name: string;
  href: string;
  /** Display form: "Deep House". */
  genre: string | null;
  imageUrl: string;
}

export interface ReleaseCard {
  id: string;
  title: string;
  href: string;
  artistNames: string;
  /** Every credited artist name, for search. */
  searchNames: string[];
  year: string | null;
  genre: string | null;
  releaseDate: string | null;
  trackCount: number | null;
  albumType: string | null;
  listenUrl: string | null;
  imageUrl: string | null;
}

export interface PressCard {
  title: string;
  href: string;
  excerpt: string | null;
  imageUrl: string | null;
  date: string;
}

export function artistCard(artist: Artist): ArtistCard {
  return {
    name: artist.name,
    href: artistPath(artist.slug),
    genre: artist.genre ? genreDisplayName(artist.genre) : null,
    imageUrl: artist.image_url ?? PLACEHOLDER_ARTIST_IMAGE,
  };
}

/**
 * A release card: credited published artists in artist order, else the
 * primary artist, else 'Unknown'. The URL uses the primary artist's slug
 * (the release page's canonical URL).
 */
export function releaseCard(release: Release, links: readonly ReleaseArtist[], artistsById: ReadonlyMap<string, Artist>): ReleaseCard {
  const names = publicCreditedArtists(release, links, artistsById).map((a) => a.name);
  const primary = publicPrimaryArtist(release, links, artistsById);
  return {
    id: release.id,
    title: release.title,
    href: primary ? releasePath(primary.slug, release.slug) : "/releases",
    artistNames: names.length > 0 ? names.join(", ") : EMPTY_STATES.unknownArtist,
    searchNames: names,
    year: release.year,
    genre: release.genre ? genreDisplayName(release.genre) : null,
    releaseDate: release.release_date,
    trackCount: releaseTrackCount(release),
    albumType: release.album_type,
    listenUrl: deriveSpotifyAlbumUrl(release.spotify_album_id),
    imageUrl: release.image_url,
  };
}

export function pressCard(post: PressPost): PressCard {
  return {
    title: post.title,
    href: pressPostPath(post.slug),
    excerpt: post.excerpt,
    imageUrl: post.featured_image_url,
    date: formatLongDate(post.published_at),
  };
}

/**
 * Home roster rule (docs/product.md#home-page): the first distinct artists of the
 * newest published releases, then the newest other artists to fill up.
 */
export function pickRosterArtists(
  newestReleases: readonly Release[],
  artistsById: ReadonlyMap<string, Artist>,
  fill: readonly Artist[],
  count: number,
): Artist[] {
  const chosen: Artist[] = [];
  for (const release of newestReleases) {
    const artist = release.artist_id ? artistsById.get(release.artist_id) : undefined;
    if (artist?.is_published && !chosen.some((a) => a.id === artist.id)) chosen.push(artist);
    if (chosen.length === count) return chosen;
  }
  for (const artist of fill) {
    if (chosen.length === count) break;
    if (artist.is_published && !chosen.some((a) => a.id === artist.id)) chosen.push(artist);
  }
  return chosen;
}

/** A release card from the build's catalog. */
export const catalogReleaseCard = (index: CatalogIndex, release: Release) =>
  releaseCard(release, index.linksByRelease.get(release.id) ?? [], index.artistsById);

// ---------------------------------------------------------------- artist page

const SOCIAL_LABELS: Record<(typeof ARTIST_SOCIAL_FIELDS)[number], string> = {
  instagram_url: "Instagram",
  twitter_url: "Twitter",
  facebook_url: "Facebook",
  soundcloud_url: "SoundCloud",
  bandcamp_url: "Bandcamp",
  website_url: "Website",
};

export interface SocialLink {
  label: string;
  url: string;
}

export interface ArtistPage {
  id: string;
  name: string;
  path: string;
  /** The artist's image, else the placeholder. */
  imageUrl: string;
  /** The artist's own image (for sharing), null when it has none. */
  ownImageUrl: string | null;
  genre: string | null;
  bio: string | null;
  /** Only the links that are set, in the order of docs/product.md#artist-page. */
  socials: SocialLink[];
  releases: ReleaseCard[];
  spotifyArtistId: string | null;
  /** The newest release with a track that plays, with its tracklist; null when none plays. */
  latest: { title: string; href: string; imageUrl: string | null; artistNames: string; tracklist: TracklistView } | null;
}

/** The newest of the artist's releases with a playable track (docs/listening.md#the-player). */
function latestPlayable(index: CatalogIndex, artist: Artist, now: Date): ArtistPage["latest"] {
  for (const release of releasesOfArtist(index, artist.id)) {
    const names = creditedArtists(index, release).map((a) => a.name);
    const tracklist = tracklistView(release, names, { audioByTrack: index.audioByTrack, now });
    if (!tracklist?.playable) continue;
    const primary = primaryArtist(index, release) ?? artist;
    return {
      title: release.title,
      href: releasePath(primary.slug, release.slug),
      imageUrl: release.image_url,
      artistNames: names.join(", "),
      tracklist,
    };
  }
  return null;
}

export function artistPage(index: CatalogIndex, artist: Artist, now: Date = new Date()): ArtistPage {
  return {
    id: artist.id,
    name: artist.name,
    path: artistPath(artist.slug),
    imageUrl: artist.image_url ?? PLACEHOLDER_ARTIST_IMAGE,
    ownImageUrl: artist.image_url,
    genre: artist.genre ? genreDisplayName(artist.genre) : null,
    bio: artist.bio,
    socials: ARTIST_SOCIAL_FIELDS.flatMap((field) => (artist[field] ? [{ label: SOCIAL_LABELS[field], url: artist[field] }] : [])),
    releases: releasesOfArtist(index, artist.id).map((r) => catalogReleaseCard(index, r)),
    spotifyArtistId: artist.spotify_artist_id,
    latest: latestPlayable(index, artist, now),
  };
}

// --------------------------------------------------------------- release page

export interface ReleasePage {
  id: string;
  title: string;
  /** This copy's URL (under one credited artist's slug). */
  path: string;
  /** The URL under the primary artist's slug. */
  canonicalPath: string;
  imageUrl: string | null;
  artists: { name: string; href: string }[];
  artistNames: string;
  genre: string | null;
  /** YYYY-MM-DD or null. */
  releaseDate: string | null;
  longDate: string;
  /** Release date later than the build time. */
  upcoming: boolean;
  /** PRE-SAVE NOW target while upcoming; null when pre-save is off. */
  preSaveHref: string | null;
  listenLinks: ListenLink[];
  /** The sources credited under the links (song.link, MusicBrainz), with their pages of the release. */
  attributions: ListenLinkAttribution[];
  /** Album player, shown once released. */
  embedUrl: string | null;
  credits: CreditLine[];
  /** Null when the release lists no tracks. */
  tracklist: TracklistView | null;
  about: { name: string; bio: string | null; href: string } | null;
}

/** `viewedUnder` is the credited artist whose slug the URL uses. */
export function releasePage(index: CatalogIndex, release: Release, viewedUnder: Artist, now: Date): ReleasePage {
  const artists = creditedArtists(index, release);
  const primary = primaryArtist(index, release) ?? viewedUnder;
  return {
    id: release.id,
    title: release.title,
    path: releasePath(viewedUnder.slug, release.slug),
    canonicalPath: releasePath(primary.slug, release.slug),
    imageUrl: release.image_url,
    artists: artists.map((a) => ({ name: a.name, href: artistPath(a.slug) })),
    artistNames: artists.length > 0 ? artists.map((a) => a.name).join(", ") : EMPTY_STATES.unknownArtist,
    genre: release.genre ? genreDisplayName(release.genre) : null,
    releaseDate: release.release_date,
    // An undated release imported with its year only shows the year, never an invented day.
    longDate: formatLongDate(release.release_date) || (release.year ?? ""),
    upcoming: isReleaseUpcoming(release, now, LABEL.timeZone),
    preSaveHref: release.pre_save_enabled ? preSavePath(primary.slug, release.slug) : null,
    listenLinks: listenLinks(release),
    attributions: listenLinkAttributions(release),
    embedUrl: spotifyEmbedUrl(release.spotify_album_id),
    credits: creditLines(release.credits),
    tracklist: tracklistView(
      release,
      artists.map((a) => a.name),
      { audioByTrack: index.audioByTrack, now },
    ),
    about: { name: primary.name, bio: primary.bio, href: artistPath(primary.slug) },
  };
}

// -------------------------------------------------------------- pre-save page

export interface PreSavePage {
  releaseId: string;
  title: string;
  path: string;
  canonicalPath: string;
  releasePath: string;
  imageUrl: string | null;
  artistNames: string;
  releaseDate: string | null;
  upcoming: boolean;
  /** 'Releasing {date}' (before the release date), or null without a date. */
  releasingText: string | null;
  /** 'Released {date}' (from the release date on), or null without a date. */
  releasedText: string | null;
  /** Once released, 'LISTEN NOW ON:' replaces the form when there are links. */
  listenLinks: ListenLink[];
  /** The sources credited under the links (song.link, MusicBrainz), with their pages of the release. */
  attributions: ListenLinkAttribution[];
  /**
   * Where a fan continues after a pre-save sent without JavaScript: the same
   * place the function sends the script (the service's pre-save page, …).
   */
  continueUrl: string;
}

export function preSavePage(index: CatalogIndex, release: Release, viewedUnder: Artist, now: Date): PreSavePage {
  const artists = creditedArtists(index, release);
  const primary = primaryArtist(index, release) ?? viewedUnder;
  const date = formatLongDate(release.release_date);
  return {
    releaseId: release.id,
    title: release.title,
    path: preSavePath(viewedUnder.slug, release.slug),
    canonicalPath: preSavePath(primary.slug, release.slug),
    releasePath: releasePath(primary.slug, release.slug),
    imageUrl: release.image_url,
    artistNames: artists.length > 0 ? artists.map((a) => a.name).join(", ") : EMPTY_STATES.unknownArtist,
    releaseDate: release.release_date,
    upcoming: isReleaseUpcoming(release, now, LABEL.timeZone),
    releasingText: date ? releasingOn(date) : null,
    releasedText: date ? releasedOn(date) : null,
    listenLinks: listenLinks(release),
    attributions: listenLinkAttributions(release),
    continueUrl: preSaveRedirectUrl(release, primary.slug, ""),
  };
}

// ----------------------------------------------------------------- press post

export interface PressPostPage {
  id: string;
  title: string;
  path: string;
  date: string;
  publishedAt: Date | null;
  excerpt: string | null;
  imageUrl: string | null;
  /** Sanitized again at build time, whatever was stored. */
  html: string;
}

export function pressPostPage(post: PressPost, sanitize: (html: string) => string): PressPostPage {
  return {
    id: post.id,
    title: post.title,
    path: pressPostPath(post.slug),
    date: formatLongDate(post.published_at),
    publishedAt: post.published_at,
    excerpt: post.excerpt,
    imageUrl: post.featured_image_url,
    html: sanitize(post.content),
  };
}

// ----------------------------------------------------------------- list items

/** Artists list entry: the card plus what the filters compare. */
export interface ArtistListItem extends ArtistCard {
  genreKey: string | null;
}

/** Releases list entry: the card plus what the filters compare. */
export interface ReleaseListItem extends ReleaseCard {
  genreKey: string | null;
}

export const artistListItem = (artist: Artist): ArtistListItem => ({ ...artistCard(artist), genreKey: genreKey(artist.genre) });

export const releaseListItem = (index: CatalogIndex, release: Release): ReleaseListItem => ({
  ...catalogReleaseCard(index, release),
  genreKey: genreKey(release.genre),
});
