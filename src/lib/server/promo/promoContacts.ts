import type { Repositories } from "../../data";
import type { AuditWrite } from "../../data/repository";
import { readCsvRows } from "../fans/subscriberImportCsv";
import type { ImportMerge, ImportRowError } from "../../domain/fans";
import { holdsAnywhere } from "../../domain/access";
import { planContactMerge } from "../../domain/promo";
import { contactImportRowsOf } from "../../domain/promo";
import type { CallerGrants } from "../../domain/access";

/** What the caller may do in the contact book (docs/promo.md#contacts). */
export const contactAbilities = (caller: CallerGrants) => ({
  edit: holdsAnywhere(caller, "press", ["edit"]),
  erase: holdsAnywhere(caller, "press", ["delete"]),
});

export type ContactImportOutcome =
  | { ok: true; committed: boolean; to_add: number; to_update: number; unchanged: number; errors: ImportRowError[]; merged: ImportMerge[] }
  | { ok: false; message: string };

/**
 * A CSV import into the book (docs/promo.md#contacts). The preview (no
 * `commit`) reads the file and the contacts of its addresses and writes
 * nothing; the commit reads the same file again and adds or merges its good
 * rows. `audit` is given how many were created and updated.
 */
export async function importContacts(
  repos: Pick<Repositories, "promoContacts">,
  request: { csv: string; commit: boolean },
  now: Date,
  audit: (done: { created: number; updated: number }) => AuditWrite,
): Promise<ContactImportOutcome> {
  const read = readCsvRows(request.csv);
  if (!read.ok) return read;
  const rows = contactImportRowsOf(read.rows);
  if (!rows.ok) return rows;
  const records = rows.contacts.map((row) => row.contact);
  const plan = request.commit
    ? await repos.promoContacts.upsertContacts(records, now, audit)
    : planContactMerge(await repos.promoContacts.withEmails(records.map((r) => r.email)), records, now);
  return {
    ok: true,
    committed: request.commit,
    to_add: plan.create.length,
    to_update: plan.update.length,
    unchanged: plan.unchanged,
    errors: rows.errors,
    merged: rows.merged,
  };
}
