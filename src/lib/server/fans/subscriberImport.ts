import type { Repositories } from "../../data";
import type { AuditWrite } from "../../data/repository";
import type { FanConsent, ImportMerge, ImportRowError } from "../../domain/fans";
import { readImportCsv } from "./subscriberImportCsv";
import type { ServerConfig } from "../../config";
import { fanListOwner, staffAddedRecord } from "./fanList";

export interface SubscriberImport {
  list: string;
  /** Where and how these fans agreed, as staff recorded it: the consent of every imported record. */
  consent_source: string;
  csv: string;
  commit: boolean;
}

export type ImportOutcome =
  | { ok: true; committed: boolean; to_add: number; already_on_list: number; errors: ImportRowError[]; merged: ImportMerge[] }
  | { ok: false; message: string }
  | { ok: false; unknownList: true };

/**
 * A CSV import onto one list (docs/fans.md#importing). The preview (no
 * `commit`) reads the file and the list and writes nothing; the commit
 * reads the same file again and creates the good rows' records, confirmed,
 * with the consent source as their consent, leaving every address the list
 * already has as it is. `audit` is given how many were added.
 */
export async function importSubscribers(
  repos: Repositories,
  request: SubscriberImport,
  config: Pick<ServerConfig, "reminderSecret">,
  now: Date,
  audit: (added: number) => AuditWrite,
): Promise<ImportOutcome> {
  if (!(await fanListOwner(repos, request.list, "leave"))) return { ok: false, unknownList: true };
  const rows = readImportCsv(request.csv);
  if (!rows.ok) return rows;
  const consent: FanConsent = { version: "import", text: request.consent_source, form: "import", agreed_at: now };
  const records = rows.addresses.map(({ email }) =>
    staffAddedRecord({ email, list: request.list, source: "import", consent }, config, now),
  );
  const { errors, merged } = rows;
  if (!request.commit) {
    const existing = await repos.subscribers.getMany(records.map((r) => r.id));
    return { ok: true, committed: false, to_add: records.length - existing.length, already_on_list: existing.length, errors, merged };
  }
  const added = await repos.subscribers.createMissing(records, audit);
  return { ok: true, committed: true, to_add: added, already_on_list: records.length - added, errors, merged };
}
