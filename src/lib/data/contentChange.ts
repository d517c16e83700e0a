import type { Transaction } from "firebase-admin/firestore";
import type { Artist, PressPost, Release } from "../domain/catalog";
import type { ContentChangeKind, ContentEntity, FieldChange, RestoredVersion } from "../domain/publishing";

/**
 * A content write's change as the writer's side effects see it, and the shape
 * of a side effect (catalog/contentWriter.ts). On the data layer's ground, so
 * the rooms whose side effects the writer runs (listening's queued re-cuts
 * and clean-ups) name it without importing the writer that imports them.
 */
export interface ContentModels {
  artists: Artist;
  releases: Release;
  press_posts: PressPost;
}

/** A content document's change as the side effects see it. */
export interface ContentChangeEvent<E extends ContentEntity = ContentEntity> {
  /** uid of the staff member, or SYSTEM_ACTOR for scheduled jobs. */
  actor: string;
  entity: E;
  entityId: string;
  kind: ContentChangeKind;
  /** When the write happened (the writer's clock: the real time). */
  at: Date;
  /** The moment a job acting as of another time wrote for (`contentWriter`'s `asOf`); null otherwise. */
  asOf: Date | null;
  /** For a restore: the saved version it brought back, when known. */
  restoredFrom?: RestoredVersion;
  /** The document before the write (null: created) and after it (null: deleted). */
  before: ContentModels[E] | null;
  after: ContentModels[E] | null;
  /** Fields that differ; a release's credited artists appear as the field `artists` (ids in credit order). */
  fields: FieldChange[];
  /** A release's credited artists after the write (ids in credit order), when the write set them. */
  artists?: string[];
}

/**
 * Adds documents to the write's transaction for one change; must only write
 * (every read is done by then). `R` is the repositories it writes: the
 * writer hands it all of its own (catalog/contentWriter.ts, ContentRepositories).
 */
export type ContentSideEffect<R> = (tx: Transaction, change: ContentChangeEvent, repos: R) => void;
