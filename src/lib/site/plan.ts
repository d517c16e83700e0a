import { type Artist, type PressPost, type Release } from "../domain/catalog";
import { isReleaseUpcoming } from "../domain/shared";
import { LABEL } from "../../config/label";
import { creditedArtists, linkedArtistIds, primaryArtist, releasesOfArtist, type CatalogIndex } from "./catalog";
import { anyOf, dayKey, entityKey, type DependencyKey } from "./dependencies";
import { embedPath } from "../domain/listening";
import { releaseEmbed, type ReleaseEmbed } from "./embeds";
import { hasReleaseFeed } from "./feeds";
import { releaseProducts } from "../domain/store";
import {
  ARTISTS_DATA_PATH,
  LABEL_FEED_PATH,
  RELEASES_DATA_PATH,
  STORE_PATH,
  artistPath,
  preSavePath,
  pressPostPath,
  releaseFeedPath,
  releasePath,
  releasePlaylistPath,
} from "./paths";

/**
 * The route plan: every content page the site has for a catalog, with what
 * each is rendered from. Pages' getStaticPaths and the incremental builder
 * both read it, so a page and its dependencies cannot disagree.
 */
export interface PlannedPage {
  path: string;
  deps: DependencyKey[];
}

export interface ArtistRoute extends PlannedPage {
  artist: Artist;
}

export interface ReleaseRoute extends PlannedPage {
  release: Release;
  /** The credited artist whose slug the URL uses. */
  artist: Artist;
}

/** A release's feed or playlist: one per release, whichever artists it credits. */
export interface ReleaseFileRoute extends PlannedPage {
  release: Release;
}

/** A release's embeddable player page (docs/listening.md#embeds): the release's and its tracks' embeds, both sizes. */
export interface EmbedRoute extends PlannedPage {
  embed: ReleaseEmbed;
}

export interface PressRoute extends PlannedPage {
  post: PressPost;
}

/** Pages rendered from whole collections. */
export const LIST_PAGES: readonly PlannedPage[] = [
  { path: "/", deps: [anyOf("artists"), anyOf("releases"), anyOf("press_posts")] },
  { path: "/artists", deps: [anyOf("artists")] },
  { path: ARTISTS_DATA_PATH, deps: [anyOf("artists")] },
  // Release cards show artist names and link under artist slugs.
  { path: "/releases", deps: [anyOf("releases"), anyOf("artists")] },
  { path: RELEASES_DATA_PATH, deps: [anyOf("releases"), anyOf("artists")] },
  { path: "/press", deps: [anyOf("press_posts")] },
  { path: "/rss.xml", deps: [anyOf("press_posts")] },
  { path: "/sitemap.xml", deps: [anyOf("artists"), anyOf("releases"), anyOf("press_posts")] },
  // Every product shown, each linking to its release's page under its primary artist.
  { path: STORE_PATH, deps: [anyOf("store_products"), anyOf("releases"), anyOf("artists")] },
];

/** A release page reads the release, every artist linked to it, and (while upcoming) the calendar. */
function releaseDeps(index: CatalogIndex, release: Release, now: Date): DependencyKey[] {
  const deps = [entityKey("releases", release.id), ...linkedArtistIds(index, release).map((id) => entityKey("artists", id))];
  if (release.release_date && isReleaseUpcoming(release, now, LABEL.timeZone)) deps.push(dayKey(release.release_date));
  return deps;
}

/**
 * /artist/{slug}: the artist, its releases and their artists (the cards show
 * every credited name), and the release days of its upcoming releases with
 * audio (the latest release's tracks it plays change when one comes out).
 */
export function artistRoutes(index: CatalogIndex, now: Date = new Date()): ArtistRoute[] {
  return index.catalog.artists.map((artist) => {
    const releases = releasesOfArtist(index, artist.id);
    const deps = new Set<DependencyKey>([entityKey("artists", artist.id)]);
    for (const release of releases) {
      deps.add(entityKey("releases", release.id));
      for (const id of linkedArtistIds(index, release)) deps.add(entityKey("artists", id));
      const hasAudio = release.tracks.some((track) => index.audioByTrack.has(track.id));
      if (hasAudio && release.release_date && isReleaseUpcoming(release, now, LABEL.timeZone)) deps.add(dayKey(release.release_date));
    }
    return { path: artistPath(artist.slug), artist, deps: [...deps] };
  });
}

/**
 * /releases/{artistSlug}/{releaseSlug}: one copy under each credited
 * published artist. It also shows what is for sale of the release, so each
 * of its products (as the current shelf has them; the last build's, through
 * the manifest) re-renders it.
 */
export function releaseRoutes(index: CatalogIndex, now: Date): ReleaseRoute[] {
  return index.catalog.releases.flatMap((release) => {
    const deps = [
      ...releaseDeps(index, release, now),
      ...releaseProducts(index.catalog.store, release.id).map((p) => entityKey("store_products", p.id)),
    ];
    return creditedArtists(index, release).map((artist) => ({ path: releasePath(artist.slug, release.slug), release, artist, deps }));
  });
}

/**
 * /pre-save/{artistSlug}/{releaseSlug}: releases with pre-save enabled. Any
 * other pre-save address is answered by the 404 page with 'PRE-SAVE NOT AVAILABLE'.
 */
export function preSaveRoutes(releases: readonly ReleaseRoute[]): ReleaseRoute[] {
  return releases
    .filter((route) => route.release.pre_save_enabled)
    .map((route) => ({ ...route, path: preSavePath(route.artist.slug, route.release.slug) }));
}

/**
 * The release feeds and M3U playlists (releases with a track playing at
 * `now`), and the label feed listing them. Each depends on what the release
 * page does (its tracks' audio is written as a change of the release); the
 * label feed on every release and on the release days of upcoming ones, on
 * which a release may gain its first playable track.
 */
export function feedRoutes(
  index: CatalogIndex,
  now: Date,
): { releaseFeeds: ReleaseFileRoute[]; playlists: ReleaseFileRoute[]; label: PlannedPage } {
  const releases = index.catalog.releases.filter((release) => hasReleaseFeed(index, release, now));
  const releaseFeeds = releases.map((release) => ({ path: releaseFeedPath(release.id), release, deps: releaseDeps(index, release, now) }));
  const playlists = releaseFeeds.map((route) => ({ ...route, path: releasePlaylistPath(route.release.id) }));
  const withAudio = (r: Release) => r.tracks.some((track) => index.audioByTrack.has(track.id));
  const days = index.catalog.releases.flatMap((r) =>
    r.release_date && withAudio(r) && isReleaseUpcoming(r, now, LABEL.timeZone) ? [dayKey(r.release_date)] : [],
  );
  return { releaseFeeds, playlists, label: { path: LABEL_FEED_PATH, deps: [anyOf("releases"), anyOf("artists"), ...new Set(days)] } };
}

/**
 * /embed/release/{id}: one page for every release with a track playing at
 * `now`, which is also each playing track's embed (by its fragment) and
 * both sizes (by the frame's height). It shows what the release page does,
 * so it depends on what that depends on.
 */
export function embedRoutes(index: CatalogIndex, now: Date): EmbedRoute[] {
  return index.catalog.releases.flatMap((release) => {
    const embed = releaseEmbed(index, release, now);
    return embed ? [{ path: embedPath(release.id), embed, deps: releaseDeps(index, release, now) }] : [];
  });
}

export function pressRoutes(index: CatalogIndex): PressRoute[] {
  return index.catalog.posts.map((post) => ({ path: pressPostPath(post.slug), post, deps: [entityKey("press_posts", post.id)] }));
}

/** The routes of every page family, computed once per build. */
export interface SiteRoutes {
  artists: ArtistRoute[];
  releases: ReleaseRoute[];
  preSaves: ReleaseRoute[];
  press: PressRoute[];
  feeds: ReturnType<typeof feedRoutes>;
  embeds: EmbedRoute[];
}

export function siteRoutes(index: CatalogIndex, now: Date): SiteRoutes {
  const releases = releaseRoutes(index, now);
  return {
    artists: artistRoutes(index, now),
    releases,
    preSaves: preSaveRoutes(releases),
    press: pressRoutes(index),
    feeds: feedRoutes(index, now),
    embeds: embedRoutes(index, now),
  };
}

/**
 * Every content page and its dependencies. When two items claim one path
 * (two releases of one artist sharing a slug), the first wins, as Astro's
 * build would keep one page: its dependencies are merged so either change
 * re-renders it.
 */
export function planSite(index: CatalogIndex, now: Date, routes: SiteRoutes = siteRoutes(index, now)): Map<string, DependencyKey[]> {
  const pages = new Map<string, DependencyKey[]>();
  const families: readonly PlannedPage[][] = [
    [...LIST_PAGES],
    routes.artists,
    routes.releases,
    routes.preSaves,
    routes.press,
    routes.feeds.releaseFeeds,
    routes.feeds.playlists,
    [routes.feeds.label],
    routes.embeds,
  ];
  for (const family of families) {
    for (const { path, deps } of family) {
      const known = pages.get(path);
      pages.set(path, known ? [...new Set([...known, ...deps])] : deps);
    }
  }
  return pages;
}

/** Public pages listed in sitemap.xml: the canonical copy of each release, no pre-save pages. */
export function sitemapPaths(index: CatalogIndex, now: Date, routes: SiteRoutes = siteRoutes(index, now)): string[] {
  const canonicalReleases = routes.releases.filter((r) => r.artist.id === (primaryArtistId(index, r.release) ?? r.artist.id));
  return [
    "/",
    "/artists",
    "/releases",
    "/press",
    STORE_PATH,
    "/submit-demo",
    ...routes.artists.map((r) => r.path),
    ...new Set(canonicalReleases.map((r) => r.path)),
    ...routes.press.map((r) => r.path),
  ];
}

const primaryArtistId = (index: CatalogIndex, release: Release) => primaryArtist(index, release)?.id ?? null;

/** Keeps the first route of each path (two releases of one artist may share a slug). */
export function uniqueByPath<T extends PlannedPage>(routes: readonly T[]): T[] {
  const seen = new Set<string>();
  return routes.filter((r) => !seen.has(r.path) && Boolean(seen.add(r.path)));
}

/** The pages of one part of a shared full build: every `count`-th of the plan, in its order (each kind of page spread evenly). */
export function shardOf(planned: Iterable<string>, shard: { index: number; count: number } | undefined): Set<string> | null {
  if (!shard || shard.count === 1) return null;
  return new Set([...planned].filter((_, i) => i % shard.count === shard.index));
}
