import type { Firestore, Transaction } from "firebase-admin/firestore";
import {
  byReleaseDateDesc,
  creditsOfLinks,
  creditsOfReleases,
  linksOfCredits,
  releaseArtistSchema,
  releaseCreditsSchema,
  releaseSchema,
  type Release,
  type ReleaseArtist,
  type ReleaseCredits,
} from "../../domain/catalog";
import { releaseListKey } from "../../domain/shared";
import { releaseMediaIds } from "../../domain/media";
import { inGroups } from "../inGroups";
import { Repository } from "../repository";

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
      listed: { key: releaseListKey, text: (r) => r.title, scope: (r) => r.artist_id, contains: { media: releaseMediaIds } },
      jsonFields: ["tracks"],
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

/**
 * Each release's credited artists in one document, kept with its links
 * (docs/admin-lists.md#credited-artists): the content writer writes it in
 * the transaction that writes the links and deletes it with the release.
 */
export class ReleaseCreditsRepository extends Repository<ReleaseCredits> {
  constructor(db: Firestore) {
    super(db, { name: "release_credits", schema: releaseCreditsSchema, idField: "release_id", idOf: (c) => c.release_id });
  }

  /** Writes a release's credits in the transaction that writes its links. */
  setIn(tx: Transaction, releaseId: string, links: readonly ReleaseArtist[]): void {
    tx.set(this.collection.doc(releaseId), this.toDocument(creditsOfLinks(releaseId, links)));
  }

  /**
   * The links of a page of releases, in credit order: one read of their
   * credits by id. A release without credits (written before they were
   * kept, and not yet given them by `addMissing`) has its links queried.
   */
  async linksOf(releaseIds: readonly string[], releaseArtists: ReleaseArtistsRepository): Promise<ReleaseArtist[]> {
    const credits = await this.getMany(releaseIds);
    const held = new Set(credits.map((c) => c.release_id));
    const missing = [...new Set(releaseIds)].filter((id) => !held.has(id));
    const queried = missing.length > 0 ? await releaseArtists.listForReleases(missing) : [];
    return [...credits.flatMap(linksOfCredits), ...queried];
  }

  /**
   * Gives every release without credits its credits, from its links: data
   * written before credits were kept (a restored journal, a production
   * database), or links written around the content writer (the seed).
   * Each document is created in a transaction that finds it missing, so a
   * save that wrote credits meanwhile is never overwritten with the links
   * read before it. Returns how many it added.
   */
  async addMissing(releases: ReleasesRepository, releaseArtists: ReleaseArtistsRepository): Promise<number> {
    const [releaseSnap, creditSnap] = await Promise.all([
      releases.collection.select("slug").get(),
      this.collection.select("artists").get(),
    ]);
    const held = new Set(creditSnap.docs.map((doc) => doc.id));
    const missing = releaseSnap.docs.map((doc) => doc.id).filter((id) => !held.has(id));
    if (missing.length === 0) return 0;
    const credits = creditsOfReleases(missing, await releaseArtists.listAll());
    let added = 0;
    for (let i = 0; i < credits.length; i += 400) {
      const chunk = credits.slice(i, i + 400);
      added += await this.db.runTransaction(async (tx) => {
        const snaps = await tx.getAll(...chunk.map((c) => this.collection.doc(c.release_id)));
        const absent = chunk.filter((_, index) => !snaps[index]!.exists);
        for (const c of absent) tx.set(this.collection.doc(c.release_id), this.toDocument(c));
        return absent.length;
      });
    }
    return added;
  }
}
