import { randomUUID } from "node:crypto";
import { Timestamp, type Firestore, type Transaction } from "firebase-admin/firestore";
import { type FanMailKind } from "../domain/campaigns";
import { mailSchema, type Mail } from "../domain/shared";
import { isAlreadyExists } from "./firestoreErrors";
import { Repository } from "./repository";
import { timestampsToDates } from "./timestamps";

const BOUNCE_CHECK_PICK = { address_key: true, delivery: true, created_at: true, newsletter_id: true, release_id: true } as const;
const BOUNCE_CHECK_FIELDS = Object.keys(BOUNCE_CHECK_PICK);
/** What the bounce scan reads of a mail. */
export type BounceCheck = Pick<Mail, "id" | keyof typeof BOUNCE_CHECK_PICK>;

/** The `mail` collection the Trigger Email extension sends from. */
export class MailRepository extends Repository<Mail> {
  constructor(db: Firestore) {
    super(db, { name: "mail", schema: mailSchema, idField: "id", idOf: (m) => m.id });
  }

  /** In a transaction with the write it belongs to (an order and its receipt): created once, the id refused a second time. */
  createIn(tx: Transaction, mail: Mail): void {
    tx.create(this.collection.doc(mail.id), this.toDocument(mail));
  }

  queue(to: string, message: Mail["message"], at = new Date()): Promise<Mail> {
    return this.create({ id: randomUUID(), to, message, created_at: at });
  }

  /** In a transaction with the write it tells someone about: queued only if that write commits. */
  queueIn(tx: Transaction, mail: Mail): void {
    tx.create(this.collection.doc(mail.id), this.toDocument(mail));
  }

  /** Mail queued for one address (tests and local inspection). */
  listTo(to: string) {
    return this.query((c) => c.where("to", "==", to));
  }

  /**
   * Queues the mails whose ids are not taken yet and returns how many it
   * queued. Ids are deterministic (one per release and address), and only
   * create() refuses a taken id everywhere (docs/local-stack.md), so a mail
   * is queued once however often this runs, overlapping or after a crash.
   * First one batch of creates (the usual case: none taken, one round trip,
   * no reads); when one was taken (a re-run, or a run overlapping this one),
   * each mail is created on its own and a refusal skipped. A failed batch
   * wrote nothing on Firestore; the Node emulator may have written part of
   * it, which the per-mail creates then skip too.
   */
  async queueOnce(mails: readonly Mail[]): Promise<number> {
    return (await this.queueOnceEach(mails)).length;
  }

  /** queueOnce, answering which of the mails it queued (the release-day job counts them by kind). */
  async queueOnceEach(mails: readonly Mail[]): Promise<Mail[]> {
    if (mails.length === 0) return [];
    const batch = this.db.batch();
    for (const mail of mails) batch.create(this.collection.doc(mail.id), this.toDocument(mail));
    try {
      await batch.commit();
      return [...mails];
    } catch (error) {
      if (!isAlreadyExists(error)) throw error;
    }
    const created = await Promise.all(
      mails.map((mail) =>
        this.create(mail).then(
          () => [mail],
          (error: unknown) => {
            if (isAlreadyExists(error)) return [];
            throw error;
          },
        ),
      ),
    );
    return created.flat();
  }

  /** Fan mail of one kind for one release. */
  listForRelease(releaseId: string, kind: FanMailKind) {
    return this.query((c) => c.where("release_id", "==", releaseId).where("kind", "==", kind));
  }

  /**
   * The delivery state of each of a newsletter's mails (for its counts):
   * read, not counted with count(), as the Node emulator filters on no
   * nested field (delivery.state); only `delivery` is read.
   */
  async deliveryStates(newsletterId: string): Promise<(string | null)[]> {
    const snap = await this.collection
      .where("newsletter_id", "==", newsletterId)
      .where("kind", "==", "newsletter")
      .select("delivery")
      .get();
    return snap.docs.map((d) => (d.get("delivery") as Mail["delivery"])?.state ?? null);
  }

  /**
   * The fan mails whose bounce check is due (docs/fans.md#bounces): a range
   * on their top-level `bounce_check_at`, only the fields the check reads.
   * Their number is the mails queued since the last scan plus those the
   * extension had not finished then, not the size of the list.
   */
  async dueForBounceCheck(now: Date): Promise<BounceCheck[]> {
    const snap = await this.collection
      .where("bounce_check_at", "<=", now)
      .select(...BOUNCE_CHECK_FIELDS)
      .get();
    return snap.docs.map((doc) => ({ ...mailSchema.pick(BOUNCE_CHECK_PICK).parse(timestampsToDates(doc.data())), id: doc.id }));
  }

  /** Moves each mail's next bounce check, or ends it (null: no range query finds it again; the Node emulator does not delete a field in an update). */
  async setBounceChecks(checks: readonly { id: string; at: Date | null }[]): Promise<void> {
    for (let start = 0; start < checks.length; start += 500) {
      const batch = this.db.batch();
      for (const { id, at } of checks.slice(start, start + 500))
        batch.update(this.collection.doc(id), { bounce_check_at: at ? Timestamp.fromDate(at) : null });
      await batch.commit();
    }
  }

  /** Fan mail to one address (by keyed hash). */
  listByAddressKey(addressKey: string) {
    return this.query((c) => c.where("address_key", "==", addressKey));
  }
}
