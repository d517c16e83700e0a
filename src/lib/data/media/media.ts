import type { Firestore, QueryDocumentSnapshot, Transaction } from "firebase-admin/firestore";
import { mediaSchema, mediaUsage, type Media, type MediaUse } from "../../domain/media";
import type { ArtistsRepository } from "../catalog/artists";
import type { PressPostsRepository } from "../catalog/pressPosts";
import type { ReleasesRepository } from "../catalog/releases";
import { Repository, type AuditWrite } from "../repository";

/** More work in another write's transaction: its reads, then its writes (`MediaRepository.setAlt`'s re-render of the pages showing the image). */
export type AlsoInTransaction = (tx: Transaction) => Promise<void>;

/** Uploaded images (docs/decisions.md#uploaded-images). */
export class MediaRepository extends Repository<Media> {
  constructor(db: Firestore) {
    super(db, { name: "media", schema: mediaSchema, idField: "id", idOf: (m) => m.id });
  }

  /** The media library: newest upload first. */
  listNewest() {
    return this.query((c) => c.orderBy("created_at", "desc"));
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

/** Every use of every uploaded image, from the artists, releases and press posts as stored now. */
export async function loadMediaUsage(repos: ContentReaders): Promise<Map<string, MediaUse[]>> {
  const [artists, releases, posts] = await Promise.all([repos.artists.listAll(), repos.releases.listAll(), repos.pressPosts.listAll()]);
  return mediaUsage({ artists, releases, posts });
}

export type MediaDeletion = { deleted: Media } | { inUse: MediaUse[] } | null;

/** The uses of an image a caller may know of; null: the image is not theirs to see (e.g. `mediaUsesVisibleTo`). */
export type VisibleUses = (media: Media, uses: MediaUse[]) => MediaUse[] | null;

/**
 * Deletes an image's record unless a document uses it. The check and the
 * delete share one transaction (it reads the content collections), so a
 * save that starts using the image meanwhile makes it retry and refuse.
 * Null when the record does not exist or `visible` hides it from the
 * caller; an image in use reports only the uses `visible` keeps. The files
 * are the caller's to remove. `audit`, when given, writes the deletion's
 * entry in the same transaction.
 */
export function deleteMediaIfUnused(
  repos: ContentReaders & { db: Firestore; media: MediaRepository },
  id: string,
  visible: VisibleUses = (_media, uses) => uses,
  audit?: AuditWrite,
): Promise<MediaDeletion> {
  const { artists, releases, pressPosts, media } = repos;
  return repos.db.runTransaction(async (tx) => {
    const ref = media.collection.doc(id);
    const [snap, artistSnaps, releaseSnaps, postSnaps] = await Promise.all([
      tx.get(ref),
      tx.get(artists.collection),
      tx.get(releases.collection),
      tx.get(pressPosts.collection),
    ]);
    if (!snap.exists) return null;
    const record = media.fromSnapshot(snap as QueryDocumentSnapshot);
    const uses =
      mediaUsage({
        artists: artistSnaps.docs.map((d) => artists.fromSnapshot(d)),
        releases: releaseSnaps.docs.map((d) => releases.fromSnapshot(d)),
        posts: postSnaps.docs.map((d) => pressPosts.fromSnapshot(d)),
      }).get(id) ?? [];
    const known = visible(record, uses);
    if (!known) return null;
    if (uses.length > 0) return { inUse: known };
    tx.delete(ref);
    audit?.(tx, { url: record.url, width: record.width, height: record.height, uploaded_by: record.uploaded_by }, null);
    return { deleted: record };
  });
}
