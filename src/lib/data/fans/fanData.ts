import type { DocumentReference, Firestore, WriteBatch } from "firebase-admin/firestore";
import { isReminderDue, type PreSave } from "../../domain/campaigns";
import { type Mail } from "../../domain/shared";
import { preSaveId, type PreSavesRepository } from "../campaigns/preSaves";
import type { ReleasesRepository } from "../catalog/releases";
import type { SuppressionsRepository } from "../campaigns/reminders";
import type { MailRepository } from "../mail";
import type { SubscribersRepository } from "./subscribers";

/** The records a fan's address appears in: what the fan list's reads and an erasure reach. */
type FanRepositories = {
  db: Firestore;
  releases: ReleasesRepository;
  preSaves: PreSavesRepository;
  mail: MailRepository;
  suppressions: SuppressionsRepository;
  subscribers: SubscribersRepository;
};

/**
 * Fans' data as staff handle it (docs/reminders.md#staff): counts per
 * release, the export of a release's reminder addresses, and the erasure of
 * one address. `keyOf` is the keyed hash of an address (src/lib/server/campaigns/reminderKeys.ts).
 */

/** A reminder's state as the export and the counts see it. */
export type ReminderState = "sent" | "failed" | "queued" | "waiting" | "cancelled";

function mailState(mail: Pick<Mail, "delivery"> | undefined): ReminderState | null {
  if (!mail) return null;
  const state = mail.delivery?.state;
  return state === "SUCCESS" ? "sent" : state === "ERROR" ? "failed" : "queued";
}

export interface ReminderRow {
  email: string;
  preSavedAt: Date;
  state: ReminderState;
}

/** A release's reminder mails, only the fields named (a reminder carries a whole email; a release may have tens of thousands). */
async function reminderDeliveries(repos: FanRepositories, releaseId: string, fields: string[]) {
  return (
    await repos.mail.collection
      .where("release_id", "==", releaseId)
      .where("kind", "==", "release_reminder")
      .select(...fields)
      .get()
  ).docs;
}

/** Every pre-save of a release that left an address, with the state of its reminder. */
export async function reminderRows(repos: FanRepositories, releaseId: string, keyOf: (email: string) => string): Promise<ReminderRow[]> {
  const [preSaves, mails] = await Promise.all([
    repos.preSaves.query((c) => c.where("release_id", "==", releaseId)),
    reminderDeliveries(repos, releaseId, ["address_key", "delivery"]),
  ]);
  const withEmail = preSaves.filter((p): p is PreSave & { email: string } => Boolean(p.email));
  const keyed = withEmail.map((preSave) => ({ preSave, key: keyOf(preSave.email) }));
  const suppressions = await repos.suppressions.byKey([...new Set(keyed.map((k) => k.key))]);
  const mailByKey = new Map(mails.map((m) => [m.get("address_key") as string, { delivery: m.get("delivery") as Mail["delivery"] }]));
  return keyed
    .map(({ preSave, key }) => ({
      email: preSave.email,
      preSavedAt: preSave.created_at,
      state: mailState(mailByKey.get(key)) ?? (isReminderDue(preSave, suppressions.get(key) ?? null) ? "waiting" : "cancelled"),
    }))
    .sort((a, b) => a.preSavedAt.getTime() - b.preSavedAt.getTime() || a.email.localeCompare(b.email));
}

export async function reminderCounts(repos: FanRepositories, releaseId: string) {
  // Counted here, not with count(): the Node emulator has no `!= null` filter, nor filters on a nested field (delivery.state).
  const [preSaves, mails, unsubscribed] = await Promise.all([
    repos.preSaves.collection.where("release_id", "==", releaseId).select("email").get(),
    reminderDeliveries(repos, releaseId, ["delivery"]),
    repos.suppressions.countForRelease(releaseId),
  ]);
  const states = mails.map((doc) => mailState({ delivery: doc.get("delivery") as Mail["delivery"] }));
  return {
    preSaves: preSaves.size,
    withEmail: preSaves.docs.filter((doc) => doc.get("email")).length,
    queued: mails.length,
    sent: states.filter((s) => s === "sent").length,
    failed: states.filter((s) => s === "failed").length,
    unsubscribed,
  };
}

export interface Erasure {
  preSaves: number;
  mail: number;
  /** Fan list records (one per list), confirmed, pending or unsubscribed. */
  subscribers: number;
  suppressionKept: boolean;
}

/**
 * Deletes every pre-save, fan list record and mail of one address. Pre-saves are found
 * by their ids (derived from release and normalized address) under every
 * release, and by the address as typed for releases since deleted; mail by
 * its `address_key` and its recipient. A suppression stays: it holds only
 * the keyed hash, and keeps the address unsubscribed.
 */
/** `audit` is written with the last deletions, in their batch: `(batch, counts)`. */
export async function eraseAddress(
  repos: FanRepositories,
  email: string,
  key: string,
  audit?: (batch: WriteBatch, erased: Omit<Erasure, "suppressionKept">) => void,
): Promise<Erasure> {
  const typed = email.trim();
  // Ids only (select()): every release's id names where this address's pre-save would be.
  const releaseIds = (await repos.releases.collection.select().get()).docs.map((doc) => doc.id);
  const [byId, byAddress, fanMail, otherMail, suppression, subscribers] = await Promise.all([
    repos.preSaves.getMany(releaseIds.map((id) => preSaveId(id, typed, ""))),
    repos.preSaves.query((c) => c.where("email", "in", [...new Set([typed, typed.toLowerCase()])])),
    repos.mail.listByAddressKey(key),
    repos.mail.query((c) => c.where("to", "in", [...new Set([typed, typed.toLowerCase()])])),
    repos.suppressions.get(key),
    repos.subscribers.listByAddressKey(key),
  ]);
  const preSaveIds = new Set([...byId, ...byAddress].map((p) => p.id));
  const mailIds = new Set([...fanMail, ...otherMail].map((m) => m.id));
  // Each with its release's pre-save total.
  await repos.preSaves.deleteCounted([...preSaveIds]);
  const refs: DocumentReference[] = [
    ...[...mailIds].map((id) => repos.mail.collection.doc(id)),
    ...subscribers.map((s) => repos.subscribers.collection.doc(s.id)),
  ];
  const counts = { preSaves: preSaveIds.size, mail: mailIds.size, subscribers: subscribers.length };
  // At least one batch, the last one carrying the audit entry.
  for (let start = 0; start === 0 || start < refs.length; start += 500) {
    const batch = repos.db.batch();
    for (const ref of refs.slice(start, start + 500)) batch.delete(ref);
    if (start + 500 >= refs.length) audit?.(batch, counts);
    await batch.commit();
  }
  return { ...counts, suppressionKept: suppression !== null };
}
