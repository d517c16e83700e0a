import type { Firestore, QueryDocumentSnapshot, Timestamp } from "firebase-admin/firestore";
import type { Demo } from "../../domain/demos";
import { DEMO_LIST_STAMP, DemosRepository } from "./demos";

/**
 * Every demo, kept in the memory of a function instance and brought up to
 * date on each call (docs/demos.md#finding-demos). The demo desk filters,
 * counts and sorts in memory over all demos; reading 10,000 documents on
 * every call took seconds, so an instance reads them all once and after
 * that only what changed:
 *
 * - every demo write stamps `list_stamp` with the commit time (the data
 *   layer adds it: `DemosRepository.toDocument`, `withListStamp`), so the
 *   demos written since the last look are one query;
 * - a deletion leaves a tombstone in `demo_deletions` in the same write;
 * - a count of the collection checks the result: if the number of demos
 *   held differs (a deletion without a tombstone, a reset, a write that
 *   raced the look), everything is read again.
 *
 * The watermark is the earlier read time of the two queries: everything
 * committed up to it was in their answers, and re-applying a change is
 * harmless.
 */
export class DemoCatalogue {
  private readonly demos = new Map<string, Demo>();
  /** Documents that do not parse: left out of the desk rather than failing it, but counted. */
  private readonly unreadable = new Set<string>();
  private watermark: Timestamp | null = null;
  /** The last refresh started (settled or not), and the next one, not yet started, that every call arriving meanwhile shares. */
  private last: Promise<void> = Promise.resolve();
  private next: Promise<void> | null = null;
  /** Full reads and refreshes done, for tests and the bench's notes. */
  fullReads = 0;
  refreshes = 0;

  constructor(private readonly repo: DemosRepository) {}

  /**
   * Every demo as stored at the time of the call. The call waits for a
   * refresh that starts after it arrived: one already under way may have
   * read before the caller's own write committed (read-your-writes). Calls
   * that arrive during a refresh share the next one, so a burst of calls
   * costs at most two refreshes.
   */
  async all(): Promise<Demo[]> {
    await this.nextRefresh();
    return [...this.demos.values()];
  }

  /** Refreshes run one at a time, each after the one before it. */
  private nextRefresh(): Promise<void> {
    if (this.next === null) {
      const next = this.last.then(() => {
        this.next = null; // from here on, arriving calls need the refresh after this one
        return this.refresh();
      });
      this.next = next;
      this.last = next.catch(() => undefined); // a failed refresh fails its callers, not the next refresh
    }
    return this.next;
  }

  private async refresh(): Promise<void> {
    this.refreshes++;
    if (this.watermark === null) return this.readAll();
    const since = this.watermark;
    const [changed, deleted, count] = await Promise.all([
      this.repo.collection.where(DEMO_LIST_STAMP, ">", since).get(),
      this.repo.deletions.where("deleted_at", ">", since).get(),
      this.repo.collection.count().get(),
    ]);
    for (const doc of changed.docs) this.hold(doc);
    for (const doc of deleted.docs) {
      this.demos.delete(doc.id);
      this.unreadable.delete(doc.id);
    }
    this.watermark = changed.readTime.toMillis() < deleted.readTime.toMillis() ? changed.readTime : deleted.readTime;
    if (this.demos.size + this.unreadable.size !== count.data().count) await this.readAll();
  }

  private async readAll(): Promise<void> {
    const snapshot = await this.repo.collection.get();
    this.demos.clear();
    this.unreadable.clear();
    for (const doc of snapshot.docs) this.hold(doc);
    this.watermark = snapshot.readTime;
    this.fullReads++;
  }

  private hold(doc: QueryDocumentSnapshot): void {
    const demo = this.repo.tryFromSnapshot(doc);
    if (demo) {
      this.demos.set(doc.id, demo);
      this.unreadable.delete(doc.id);
    } else {
      this.demos.delete(doc.id);
      this.unreadable.add(doc.id);
    }
  }
}

const catalogues = new WeakMap<Firestore, DemoCatalogue>();

/** This instance's catalogue of the demos in `db`. */
export function demoCatalogue(db: Firestore): DemoCatalogue {
  let catalogue = catalogues.get(db);
  if (!catalogue) {
    catalogue = new DemoCatalogue(new DemosRepository(db));
    catalogues.set(db, catalogue);
  }
  return catalogue;
}
