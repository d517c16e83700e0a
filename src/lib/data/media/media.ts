import type { Firestore, Query, QueryDocumentSnapshot, QuerySnapshot, Transaction } from "firebase-admin/firestore";
import { mediaSchema, mediaUsage, type Media, type MediaUse } from "../../domain/media";
import { newestCreatedKey } from "../../domain/shared";
import { inGroups } from "../inGroups";
import { LIST_FIELDS, listFilterField } from "../listFields";
import type { ArtistsRepository } from "../catalog/artists";
import type { PressPostsRepository } from "../catalog/pressPosts";
import type { ReleasesRepository } from "../catalog/releases";
import { Repository, type AuditWrite } from "../repository";

/** More work in another write's transaction: its reads, then its writes (`MediaRepository.setAlt`'s re-render of the pages showing the image). */
export type AlsoInTransaction = (tx: Transaction) => Promise<void>;

/** Uploaded images (docs/decisions.md#uploaded-images). */
export class MediaRepository extends Repository<Media> {
  constructor(db: Firestore) {
    super(db, {
      name: "media",
      schema: mediaSchema,
      idField: "id",
      idOf: (m) => m.id,
      // The library pages newest upload first (readListPage); it has no search of its own.
      listed: { key: (m) => newestCreatedKey(m.id, m.created_at), text: () => "" },
    });
  }

  /** The whole library, newest upload first (tests and tools; the library screen reads `page`). */
  listNewest() {
    return this.query((c) => c.orderBy("created_at", "desc"));
  }

  /**
   * One page of the library, newest upload first: `size` images after the
   * one `after` names (from the newest when null, or when that image is
   * gone), read by their list key with one more to know whether a next
   * page exists. No count: the library's screens page on with MORE.
   */
  async page(after: string | null, size: number): Promise<{ media: Media[]; next: string | null }> {
    const cursor = after ? await this.collection.doc(after).get() : null;
    const ordered = this.collection.orderBy(LIST_FIELDS.key);
    const query = cursor?.exists ? ordered.where(LIST_FIELDS.key, ">", cursor.get(LIST_FIELDS.key)) : ordered;
    const snap = await this.selectModelFields(query.limit(size + 1)).get();
    const media = snap.docs.slice(0, size).map((doc) => this.fromSnapshot(doc));
    return { media, next: snap.size > size ? media.at(-1)!.id : null };
  }

  /**
   * Sets an image's alt text in one transaction with its audit entry and
   * `alsoIn` (the re-render of the pages showing it). `visible` hides an
   * image from a caller (null then, as for a missing one).
   */
  async setAlt(
    id: string,
    alt: string | null,
    visible: (media: Media) => Promise<boolean>,
    audit: AuditWrite,
    alsoIn: AlsoInTransaction,
  ): Promise<Media | null> {
    const media = await this.get(id);
    if (!media || !(await visible(media))) return null;
    return this.db.runTransaction(async (tx) => {
      const snap = await tx.get(this.collection.doc(id));
      if (!snap.exists) return null;
      const before = this.fromSnapshot(snap as QueryDocumentSnapshot);
      await alsoIn(tx);
      const after = { ...before, alt };
      tx.set(this.collection.doc(id), this.toDocument(after));
      audit(tx, { alt: before.alt ?? null }, { alt });
      return after;
    });
  }
}

/** The content documents an image can be used in. */
type ContentReaders = { artists: ArtistsRepository; releases: ReleasesRepository; pressPosts: PressPostsRepository };

/** Reads a query's documents: outside a transaction, or in one (`tx.get`). */
type ReadQuery = (query: Query) => Promise<QuerySnapshot>;

/**
 * The uses of the images `ids` (at most 30: one `array-contains-any`) by
 * the artists, releases and press posts that list them (`list_media`,
 * derived on every write), read with `get`.
 */
async function usesOf(repos: ContentReaders, ids: readonly string[], get: ReadQuery): Promise<Map<string, MediaUse[]>> {
  const field = listFilterField("media");
  const listing = <T extends object>(repository: Repository<T>) =>
    get(repository.selectModelFields(repository.collection.where(field, "array-contains-any", ids))).then((snap) =>
      snap.docs.map((doc) => repository.fromSnapshot(doc)),
    );
  const [artists, releases, posts] = await Promise.all([listing(repos.artists), listing(repos.releases), listing(repos.pressPosts)]);
  return mediaUsage({ artists, releases, posts });
}

/**
 * The uses of the images `ids`, from the artists, releases and press posts
 * as stored now: only the documents showing one of them are read, 30 ids a
 * query, so the cost follows the images asked about, not the catalogue.
 */
export async function loadMediaUsage(repos: ContentReaders, ids: readonly string[]): Promise<Map<string, MediaUse[]>> {
  // Each image's uses from its own group's query: another group's finds only the documents that also show one of its images.
  const groups = await Promise.all(
    inGroups(ids).map(async (group) => {
      const uses = await usesOf(repos, group, (query) => query.get());
      return group.map((id): [string, MediaUse[]] => [id, uses.get(id) ?? []]);
    }),
  );
  return new Map(groups.flat());
}

export type MediaDeletion = { deleted: Media } | { inUse: MediaUse[] } | null;

/** The uses of an image a caller may know of; null: the image is not theirs to see (e.g. `mediaUsesVisibleTo`). */
export type VisibleUses = (media: Media, uses: MediaUse[]) => MediaUse[] | null;

/**
 * Deletes an image's record unless a document uses it. The check and the
 * delete share one transaction, whose reads are the record and the
 * content documents that list the image (`list_media`, derived on every
 * write): Firestore's transactions are serializable for queries too, so a
 * save that starts using the image meanwhile makes it retry and refuse.
 * The cost follows the image's uses, not the catalogue (before, the
 * transaction read every artist, release and press post). Null when the
 * record does not exist or `visible` hides it from the caller; an image in
 * use reports only the uses `visible` keeps. The files are the caller's to
 * remove. `audit`, when given, writes the deletion's entry in the same
 * transaction.
 */
export function deleteMediaIfUnused(
  repos: ContentReaders & { db: Firestore; media: MediaRepository },
  id: string,
  visible: VisibleUses = (_media, uses) => uses,
  audit?: AuditWrite,
): Promise<MediaDeletion> {
  const { media } = repos;
  return repos.db.runTransaction(async (tx) => {
    const ref = media.collection.doc(id);
    const [snap, usesNow] = await Promise.all([tx.get(ref), usesOf(repos, [id], (query) => tx.get(query))]);
    if (!snap.exists) return null;
    const record = media.fromSnapshot(snap as QueryDocumentSnapshot);
    const uses = usesNow.get(id) ?? [];
    const known = visible(record, uses);
    if (!known) return null;
    if (uses.length > 0) return { inUse: known };
    tx.delete(ref);
    audit?.(tx, { url: record.url, width: record.width, height: record.height, uploaded_by: record.uploaded_by }, null);
    return { deleted: record };
  });
}
