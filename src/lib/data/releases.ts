import type { Firestore } from "firebase-admin/firestore";
import { byReleaseDateDesc, releaseArtistSchema, releaseListKey, releaseSchema, type Release, type ReleaseArtist } from "../domain";
import { inGroups } from "./inGroups";
import { Repository } from "./repository";

export function releaseArtistId(link: Pick<ReleaseArtist, "release_id" | "artist_id">): string {
  return `${link.release_id}_${link.artist_id}`;
}

// release_date may be null, so these queries order in code (Repository.queryOrderedBy).
export class ReleasesRepository extends Repository<Release> {
  constructor(db: Firestore) {
    super(db, {
      name: "releases",
      schema: releaseSchema,
      idField: "id",
      idOf: (r) => r.id,
      // A release belongs to its primary artist.
      listed: { key: releaseListKey, text: (r) => r.title, scope: (r) => r.artist_id },
    });
  }

  /** Every release, newest release date first (tests and tools; the admin pages through `readListPage`). */
  listAll() {
    return this.queryOrderedBy((c) => c, byReleaseDateDesc);
  }

  /** Public lists and the home candidate pool: published, newest first. */
  listPublished(limit?: number) {
    return this.queryOrderedBy((c) => this.selectModelFields(c.where("is_published", "==", true)), byReleaseDateDesc, limit);
  }

  /** Artist page: the artist's published releases, newest first. */
  listPublishedByArtist(artistId: string) {
    return this.queryOrderedBy((c) => c.where("artist_id", "==", artistId).where("is_published", "==", true), byReleaseDateDesc);
  }

  /** Release and pre-save pages: published releases with this slug (several artists may share a slug). */
  listPublishedBySlug(slug: string) {
    return this.query((c) => c.where("slug", "==", slug).where("is_published", "==", true));
  }

  /** Every release with this slug, published or not (the slug check of the admin form). */
  listBySlug(slug: string) {
    return this.query((c) => c.where("slug", "==", slug));
  }

  findBySpotifyAlbumId(spotifyAlbumId: string) {
    return this.first((c) => c.where("spotify_album_id", "==", spotifyAlbumId));
  }

  /** Which of these streaming album IDs a release already has (Firestore caps `in` at 30 values). */
  async presentAlbumIds(albumIds: readonly string[]): Promise<string[]> {
    const found = await Promise.all(inGroups(albumIds).map((ids) => this.query((c) => c.where("spotify_album_id", "in", ids))));
    return [...new Set(found.flat().flatMap((r) => (r.spotify_album_id ? [r.spotify_album_id] : [])))];
  }
}

export class ReleaseArtistsRepository extends Repository<ReleaseArtist> {
  constructor(db: Firestore) {
    super(db, { name: "release_artists", schema: releaseArtistSchema, idOf: releaseArtistId });
  }

  /** Every link (the site build reads them once and joins in code). */
  listAll() {
    return this.query((c) => c);
  }

  /** A release's credited artists in artist order (primary first). */
  listForRelease(releaseId: string) {
    return this.query((c) => c.where("release_id", "==", releaseId).orderBy("artist_order", "asc"));
  }

  /**
   * The links of a page of releases: each primary link read by its id (it
   * derives from the release and its primary artist), the others (the few
   * additional artists) by one query. Cheaper than `listForReleases` where
   * most links are primary: no query over every primary link.
   */
  async listForListedReleases(releases: readonly Pick<Release, "id" | "artist_id">[]): Promise<ReleaseArtist[]> {
    const primaryIds = releases.flatMap((r) => (r.artist_id ? [releaseArtistId({ release_id: r.id, artist_id: r.artist_id })] : []));
    const [primary, additional] = await Promise.all([
      this.getMany(primaryIds),
      // is_primary first: the Node emulator tests filters in order, and this one rules out most links cheaply.
      Promise.all(inGroups(releases.map((r) => r.id)).map((ids) => this.query((c) => c.where("is_primary", "==", false).where("release_id", "in", ids)))),
    ]);
    return [...primary.filter((link) => link.is_primary), ...additional.flat()].sort((a, b) => a.artist_order - b.artist_order);
  }

  /** Links of many releases at once (Firestore caps `in` at 30 values). */
  async listForReleases(releaseIds: readonly string[]): Promise<ReleaseArtist[]> {
    const results = await Promise.all(inGroups(releaseIds).map((ids) => this.query((c) => c.where("release_id", "in", ids))));
    return results.flat().sort((a, b) => a.artist_order - b.artist_order);
  }

  /** Releases an artist is credited on (primary or additional). */
  listForArtist(artistId: string) {
    return this.query((c) => c.where("artist_id", "==", artistId));
  }
}
