import { FieldValue, type Firestore, type QueryDocumentSnapshot, type WriteBatch } from "firebase-admin/firestore";
import { LABEL } from "../../../config/label";
import {
  ANALYTICS_FIELDS,
  ANALYTICS_SHARDS,
  analyticsDailyFromFields,
  analyticsDailyId,
  analyticsDailySchema,
  dayRange,
  type AnalyticsDaily,
  type ListenClick,
  type Play,
} from "../../domain/campaigns";
import { todayIsoDate } from "../../domain/shared";
import { Repository, ValidationError } from "../repository";

/**
 * The label's daily counters (docs/analytics.md): documents per release and
 * day in the label's time zone (ANALYTICS_SHARDS of them), raised only by
 * atomic increments — never read-modify-write, which the local emulator's
 * transactions would not isolate. Nothing about the visitor is stored.
 */
export class AnalyticsRepository extends Repository<AnalyticsDaily> {
  constructor(
    db: Firestore,
    private readonly timeZone: string = LABEL.timeZone,
    private readonly pickShard: () => number = () => Math.floor(Math.random() * ANALYTICS_SHARDS),
  ) {
    super(db, { name: "analytics_daily", schema: analyticsDailySchema, idField: "id", idOf: (d) => d.id });
  }

  /** A shard of a release's counters on the day `at` falls on, with the fields that say whose it is. */
  private shardOf(releaseId: string, at: Date) {
    const day = todayIsoDate(at, this.timeZone);
    const shard = this.pickShard();
    return { ref: this.collection.doc(analyticsDailyId(releaseId, day, shard)), keys: { release_id: releaseId, day, shard } };
  }

  /**
   * Counts one listen-link click. The platform key was checked against the
   * release's links by the caller. FieldValue sentinels cannot go through
   * the validating converter; reads validate instead.
   */
  async countListenClick(click: ListenClick, at = new Date()): Promise<void> {
    const { ref, keys } = this.shardOf(click.release_id, at);
    await ref.set(
      {
        ...keys,
        [ANALYTICS_FIELDS.click(click.platform)]: FieldValue.increment(1),
        [ANALYTICS_FIELDS.source(click.source)]: FieldValue.increment(1),
      },
      { merge: true },
    );
  }

  /** Counts one play of a track (docs/analytics.md#plays). The caller checked that the release plays that track now. */
  async countPlay(play: Pick<Play, "release_id" | "track_id">, at = new Date()): Promise<void> {
    const { ref, keys } = this.shardOf(play.release_id, at);
    await ref.set({ ...keys, [ANALYTICS_FIELDS.play(play.track_id)]: FieldValue.increment(1) }, { merge: true });
  }

  /** Adds "one more pre-save" to a batch, so a pre-save and its count commit together or not at all. */
  countPreSaveIn(batch: WriteBatch, releaseId: string, at: Date): void {
    const { ref, keys } = this.shardOf(releaseId, at);
    batch.set(ref, { ...keys, [ANALYTICS_FIELDS.preSaves]: FieldValue.increment(1) }, { merge: true });
  }

  /** Counters are stored as top-level fields (ANALYTICS_FIELDS) and read back as the model's maps. */
  override fromSnapshot(snap: QueryDocumentSnapshot): AnalyticsDaily {
    const parsed = analyticsDailySchema.safeParse(analyticsDailyFromFields(snap.id, snap.data()));
    if (!parsed.success) throw new ValidationError(parsed.error.issues[0]?.message ?? "invalid", this.spec.name, snap.id);
    return parsed.data;
  }

  /** The `days` days ending today (label's time zone), oldest first. */
  period(days: number, now = new Date()): string[] {
    return dayRange(todayIsoDate(now, this.timeZone), days);
  }

  /** One release's counters from a day on (composite index release_id + day). */
  forReleaseSince(releaseId: string, firstDay: string): Promise<AnalyticsDaily[]> {
    return this.query((c) => c.where("release_id", "==", releaseId).where("day", ">=", firstDay));
  }

  /** Every release's counters from a day on. */
  since(firstDay: string): Promise<AnalyticsDaily[]> {
    return this.query((c) => c.where("day", ">=", firstDay));
  }
}
