import { z } from "zod";
import {
  artistSchema,
  pressPostSchema,
  releaseArtistSchema,
  releaseSchema,
  sortByArtistOrder,
  type Artist,
  type PressPost,
  type Release,
  type ReleaseArtist,
} from "../domain/catalog";
import { trackAudioSchema } from "../domain/listening";
import { storeShelfSchema } from "../domain/store";

/**
 * What the pages need of a track's ready audio (docs/listening.md#the-player):
 * its renditions, length, gain and peaks; never the master.
 */
export const catalogAudioSchema = trackAudioSchema.pick({
  track_id: true,
  release_id: true,
  renditions: true,
  preview_renditions: true,
  preview_window: true,
  duration_seconds: true,
  gain_db: true,
  peaks: true,
});
export type CatalogAudio = z.output<typeof catalogAudioSchema>;

/** A ready track_audio document as the catalog keeps it. */
export const catalogAudio = (audio: CatalogAudio): CatalogAudio => catalogAudioSchema.parse(audio);

/**
 * Everything the public site is rendered from: the published artists,
 * releases and press posts, and the artist links of those releases. One
 * catalog is read per build, so every page of a build sees the same data.
 * The site builder keeps it between builds as a file (catalogSnapshot.ts).
 */
export const catalogSchema = z.object({
  /** Published artists, by name. */
  artists: z.array(artistSchema),
  /** Published releases, newest release date first. */
  releases: z.array(releaseSchema),
  /** Artist links of the published releases (to any artist, published or not). */
  links: z.array(releaseArtistSchema),
  /** Published press posts, newest published_at first. */
  posts: z.array(pressPostSchema),
  /** Ready audio of the published releases' tracks; absent in a catalog kept from before audio existed. */
  audio: z.array(catalogAudioSchema).optional(),
  /** The store's shown products and units sold (docs/store.md#on-the-site); absent in a catalog kept from before the store. */
  store: storeShelfSchema.optional(),
});

export type Catalog = z.output<typeof catalogSchema>;

export interface CatalogIndex {
  catalog: Catalog;
  artistsById: ReadonlyMap<string, Artist>;
  releasesById: ReadonlyMap<string, Release>;
  postsById: ReadonlyMap<string, PressPost>;
  linksByRelease: ReadonlyMap<string, ReleaseArtist[]>;
  /** Releases per artist id (primary or credited), newest first. */
  releasesByArtist: ReadonlyMap<string, Release[]>;
  /** Ready audio by track id. */
  audioByTrack: ReadonlyMap<string, CatalogAudio>;
}

export function indexCatalog(catalog: Catalog): CatalogIndex {
  const linksByRelease = new Map<string, ReleaseArtist[]>();
  for (const link of catalog.links) {
    const list = linksByRelease.get(link.release_id) ?? [];
    list.push(link);
    linksByRelease.set(link.release_id, list);
  }
  for (const [id, list] of linksByRelease) linksByRelease.set(id, sortByArtistOrder(list));
  const releasesByArtist = new Map<string, Release[]>();
  for (const release of catalog.releases) {
    const ids = new Set((linksByRelease.get(release.id) ?? []).map((l) => l.artist_id));
    if (release.artist_id) ids.add(release.artist_id);
    for (const id of ids) {
      const list = releasesByArtist.get(id);
      if (list) list.push(release);
      else releasesByArtist.set(id, [release]);
    }
  }
  return {
    catalog,
    artistsById: new Map(catalog.artists.map((a) => [a.id, a])),
    releasesById: new Map(catalog.releases.map((r) => [r.id, r])),
    postsById: new Map(catalog.posts.map((p) => [p.id, p])),
    linksByRelease,
    releasesByArtist,
    audioByTrack: new Map((catalog.audio ?? []).map((a) => [a.track_id, a])),
  };
}

/**
 * A release's credited artists that are public, in artist order; the
 * primary artist alone when it has no links. Works on any artist map: only
 * published artists count.
 */
export function publicCreditedArtists(
  release: Release,
  links: readonly ReleaseArtist[],
  artistsById: ReadonlyMap<string, Artist>,
): Artist[] {
  const credited = sortByArtistOrder(links.filter((l) => l.release_id === release.id))
    .map((l) => artistsById.get(l.artist_id))
    .filter((a): a is Artist => Boolean(a?.is_published));
  if (credited.length > 0) return credited;
  const primary = release.artist_id ? artistsById.get(release.artist_id) : undefined;
  return primary?.is_published ? [primary] : [];
}

/**
 * The primary artist, for canonical URLs, cards, ABOUT THE ARTIST and the
 * pre-save link: the link marked primary, else the release's artist_id,
 * else the first credited artist; only published artists count.
 */
export function publicPrimaryArtist(
  release: Release,
  links: readonly ReleaseArtist[],
  artistsById: ReadonlyMap<string, Artist>,
): Artist | null {
  const published = (id: string | null | undefined) => {
    const artist = id ? artistsById.get(id) : undefined;
    return artist?.is_published ? artist : undefined;
  };
  const marked = links.find((l) => l.release_id === release.id && l.is_primary);
  return published(marked?.artist_id) ?? published(release.artist_id) ?? publicCreditedArtists(release, links, artistsById)[0] ?? null;
}

const linksOf = (index: CatalogIndex, release: Release) => index.linksByRelease.get(release.id) ?? [];

export const creditedArtists = (index: CatalogIndex, release: Release) =>
  publicCreditedArtists(release, linksOf(index, release), index.artistsById);
export const primaryArtist = (index: CatalogIndex, release: Release) =>
  publicPrimaryArtist(release, linksOf(index, release), index.artistsById);

/** Ids of every artist linked to a release, public or not: publishing one of them changes the release's pages. */
export function linkedArtistIds(index: CatalogIndex, release: Release): string[] {
  const ids = linksOf(index, release).map((l) => l.artist_id);
  if (release.artist_id) ids.push(release.artist_id);
  return [...new Set(ids)];
}

/**
 * The artist page's releases, newest first: those it is the primary artist
 * of, and those it is credited on (a collaboration is reachable under every
 * credited artist's slug, so it belongs on each of their pages).
 */
export function releasesOfArtist(index: CatalogIndex, artistId: string): Release[] {
  return index.releasesByArtist.get(artistId) ?? [];
}
