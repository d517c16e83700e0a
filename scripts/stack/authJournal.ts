import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { AppendJournal } from "./appendJournal";
import type { StackConfig } from "./config";

/**
 * Auth accounts survive a hard kill through a journal the Auth emulator
 * itself appends to before it answers (firebaseToolsPreload.cjs, loaded into
 * the firebase-tools process). This side names the file and, once, carries
 * accounts over from the export older versions of the stack wrote on exit.
 */
export function authJournalFile(config: StackConfig): string {
  return join(config.dataDir, "auth.journal");
}

export function authJournalEnv(config: StackConfig): Record<string, string> {
  const file = authJournalFile(config);
  if (!existsSync(file)) importLegacyExport(join(config.dataDir, "emulators", "auth_export", "accounts.json"), file);
  return {
    STACK_AUTH_JOURNAL: file,
    STACK_AUTH_PROJECT: config.projectId,
  };
}

function importLegacyExport(exportFile: string, journalFile: string): void {
  if (!existsSync(exportFile)) return;
  const { users = [] } = JSON.parse(readFileSync(exportFile, "utf8")) as { users?: { localId: string }[] };
  AppendJournal.rewrite(
    journalFile,
    users.map((user) => JSON.stringify({ op: "put", user })),
  );
}
