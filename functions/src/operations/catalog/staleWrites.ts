import { HttpsError } from "firebase-functions/https";
import { editConflict, SYSTEM_ACTOR, AUDIT_TEXTS } from "../../../../src/lib/domain/publishing";
import type { Repositories } from "../../../../src/lib/data";
import { StaleWriteError } from "../../../../src/lib/data/catalog/contentTransactions";

/**
 * Runs a save; when it was refused as stale, answers `aborted` with who
 * changed the record last and when (from the audit log), so the admin can
 * offer to reload.
 */
export async function refuseStale<T>(repos: Repositories, save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (!(error instanceof StaleWriteError)) throw error;
    const latest = await repos.auditLog.latestFor(error.entity, error.entityId);
    const user = latest && latest.actor !== SYSTEM_ACTOR ? await repos.users.get(latest.actor) : null;
    const who = latest?.actor === SYSTEM_ACTOR ? AUDIT_TEXTS.system : (user?.email ?? AUDIT_TEXTS.unknownPerson);
    throw new HttpsError("aborted", editConflict(who, (latest?.at ?? new Date()).toISOString().replace("T", " ").slice(0, 16) + " UTC"));
  }
}
