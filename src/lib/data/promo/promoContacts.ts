import { randomUUID } from "node:crypto";
import type { Firestore, QueryDocumentSnapshot } from "firebase-admin/firestore";
import { contactSchema, planContactMerge, type Contact, type ContactInput, type ContactMergePlan } from "../../domain/promo";
import { inGroups } from "../inGroups";
import { Repository, type AuditWrite } from "../repository";

/**
 * The promo collections holding records tied to one contact (a campaign's
 * recipients, their feedback, their downloads): erasing a contact deletes
 * every document of these collections whose `field` is the contact's id.
 * Each collection that stores a contact's id adds itself here.
 */
export const PROMO_CONTACT_COLLECTIONS: readonly { name: string; field: string }[] = [
  { name: "promo_downloads", field: "contact_id" },
  { name: "promo_recipients", field: "contact_id" },
  { name: "promo_feedback", field: "contact_id" },
  { name: "promo_events", field: "contact_id" },
  { name: "mail", field: "promo_contact_id" },
];

/** Contacts per import transaction: well under Firestore's limits of a transaction's size. */
const UPSERT_CHUNK = 300;
/** Documents per deleting batch (Firestore: 500 writes a batch). */
const DELETE_CHUNK = 400;

/** What an erasure deleted, by collection (the contact's own document under "promo_contacts"). */
export type ErasedCounts = Record<string, number>;

/** The promo contact book (`promo_contacts/{id}`, docs/promo.md#contacts): one contact per address. */
export class PromoContactsRepository extends Repository<Contact> {
  constructor(db: Firestore) {
    super(db, { name: "promo_contacts", schema: contactSchema, idField: "id", idOf: (c) => c.id });
  }

  /** Every contact, by name: a label's book is a few thousand at most, searched and filtered by the pure rules of contactList.ts. */
  listContacts(): Promise<Contact[]> {
    return this.query((c) => c.orderBy("name"));
  }

  /** The contacts of these ids that exist (a campaign's chosen recipients). */
  getContacts(ids: readonly string[]): Promise<Contact[]> {
    return this.getMany(ids);
  }

  /** The contacts holding any of these tags (a campaign's recipients chosen by tag), each once. */
  async contactsWithTags(tags: readonly string[]): Promise<Contact[]> {
    const found = await Promise.all(inGroups(tags).map((group) => this.query((c) => c.where("tags", "array-contains-any", group))));
    return [...new Map(found.flat().map((contact) => [contact.id, contact])).values()];
  }

  /** The contacts of these addresses (lower case), at most one each. */
  async withEmails(emails: readonly string[]): Promise<Contact[]> {
    const found = await Promise.all(inGroups(emails).map((group) => this.query((c) => c.where("email", "in", group))));
    return found.flat();
  }

  /**
   * Adds records (distinct addresses) to the book, merged into the contact
   * an address already has (contact.ts `mergeContact`), a transaction per
   * chunk that reads the addresses' contacts again: a contact added
   * meanwhile is merged into, never duplicated. `audit` is written in the
   * last chunk's transaction, given how many were created and updated
   * (none when nothing changed). Returns what was done.
   */
  async upsertContacts(
    records: readonly ContactInput[],
    now: Date,
    audit?: (done: { created: number; updated: number }) => AuditWrite,
  ): Promise<ContactMergePlan> {
    const done: ContactMergePlan = { create: [], update: [], unchanged: 0 };
    for (let start = 0; start < records.length; start += UPSERT_CHUNK) {
      const chunk = records.slice(start, start + UPSERT_CHUNK);
      const last = start + UPSERT_CHUNK >= records.length;
      const plan = await this.db.runTransaction(async (tx) => {
        const snaps = await Promise.all(
          inGroups(chunk.map((r) => r.email)).map((group) => tx.get(this.collection.where("email", "in", group))),
        );
        const existing = snaps.flatMap((snap) => snap.docs.map((doc) => this.fromSnapshot(doc)));
        const chunkPlan = planContactMerge(existing, chunk, now);
        for (const record of chunkPlan.create) {
          const contact: Contact = { ...record, id: randomUUID(), created_at: now, updated_at: now };
          tx.create(this.collection.doc(contact.id), this.toDocument(contact));
        }
        for (const { after } of chunkPlan.update) tx.set(this.collection.doc(after.id), this.toDocument(after));
        const created = done.create.length + chunkPlan.create.length;
        const updated = done.update.length + chunkPlan.update.length;
        if (last && audit && created + updated > 0) audit({ created, updated })(tx, null, null);
        return chunkPlan;
      });
      done.create.push(...plan.create);
      done.update.push(...plan.update);
      done.unchanged += plan.unchanged;
    }
    return done;
  }

  /**
   * Adds one contact (`id` null) or replaces one contact's fields, in a
   * transaction that checks no other contact has the address. Returns the
   * contact, "email_taken", or "not_found" for an id that is not there.
   */
  async saveContact(
    id: string | null,
    input: ContactInput,
    now: Date,
    audit: (contactId: string) => AuditWrite,
  ): Promise<Contact | "email_taken" | "not_found"> {
    return this.db.runTransaction(async (tx) => {
      const ref = this.collection.doc(id ?? randomUUID());
      const [snap, sameEmail] = await Promise.all([tx.get(ref), tx.get(this.collection.where("email", "==", input.email).limit(2))]);
      if (id !== null && !snap.exists) return "not_found";
      if (sameEmail.docs.some((doc) => doc.id !== ref.id)) return "email_taken";
      const before = snap.exists ? this.fromSnapshot(snap as QueryDocumentSnapshot) : null;
      const contact: Contact = { ...input, id: ref.id, created_at: before?.created_at ?? now, updated_at: now };
      tx.set(ref, this.toDocument(contact));
      audit(contact.id)(tx, before, contact);
      return contact;
    });
  }

  /**
   * Deletes the contact's own document. The audit entry is given how many
   * records went (`tied` and this one), never the contact: it names them by
   * id alone. See eraseContactEverywhere.
   */
  async eraseContact(id: string, tied: ErasedCounts, audit: AuditWrite): Promise<ErasedCounts | null> {
    return this.db.runTransaction(async (tx) => {
      const snap = await tx.get(this.collection.doc(id));
      if (!snap.exists) return null;
      tx.delete(snap.ref);
      const counts = { ...tied, promo_contacts: 1 };
      audit(tx, null, counts);
      return counts;
    });
  }
}

/**
 * Erases a contact on request with everything tied to them: first the
 * records of PROMO_CONTACT_COLLECTIONS naming them, then the contact with
 * the audit entry in one transaction. Interrupted halfway, the contact is
 * still there and erasing again finishes the work. The entry gets the
 * counts only, never the contact's fields. Null when there is no such contact.
 */
export async function eraseContactEverywhere(
  repos: { db: Firestore; promoContacts: PromoContactsRepository },
  contactId: string,
  audit: AuditWrite,
): Promise<ErasedCounts | null> {
  if (!(await repos.promoContacts.get(contactId))) return null;
  const tied: ErasedCounts = {};
  for (const { name, field } of PROMO_CONTACT_COLLECTIONS) {
    tied[name] = (tied[name] ?? 0) + (await deleteWhere(repos.db, name, field, contactId));
  }
  return repos.promoContacts.eraseContact(contactId, tied, audit);
}

/** Deletes every document of `collection` whose `field` is `value`, in batches; returns how many. */
export async function deleteWhere(db: Firestore, collection: string, field: string, value: string): Promise<number> {
  let deleted = 0;
  for (;;) {
    const snap = await db.collection(collection).where(field, "==", value).select().limit(DELETE_CHUNK).get();
    if (snap.empty) return deleted;
    const batch = db.batch();
    for (const doc of snap.docs) batch.delete(doc.ref);
    await batch.commit();
    deleted += snap.size;
  }
}
