import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Firestore } from "firebase-admin/firestore";

/**
 * The code the start-up migrations apply: the list-field derivations
 * (listed specs in src/lib/data, listSearch and the schemas in
 * src/lib/domain), the press sanitizer and its DOMPurify (the lock file).
 * Deliberately wider than the rules themselves: a change anywhere here costs
 * one full pass on the next start, a missed file would leave stale data.
 */
const RULE_SOURCES = ["src/lib/domain", "src/lib/data", "src/lib/server/sanitizeHtml.ts", "package-lock.json"];

/** A digest of the rule sources' contents. */
export function migrationRules(root: string): string {
  const hash = createHash("sha256");
  const add = (path: string) => {
    const full = join(root, path);
    let entries: string[];
    try {
      entries = readdirSync(full).sort();
    } catch {
      hash.update(`${path}\0`).update(readFileSync(full));
      return;
    }
    for (const entry of entries) add(join(path, entry));
  };
  for (const source of RULE_SOURCES) add(source);
  return hash.digest("hex");
}

export interface StartupMigrationsResult {
  /** False when skipped: the data already went through these rules. */
  ran: boolean;
  listFieldsUpdated: number;
  pressPostsCleaned: number;
  preSaveTotalsSet: number;
  releaseCreditsAdded: number;
  demoReferencesAssigned: number;
}

/**
 * Brings stored data up to the current rules when the local stack starts:
 * the admin lists' derived fields (refreshListFields), the press posts'
 * HTML (resanitizePressPosts), the releases' pre-save totals
 * (recountTotals), their credits (releaseCredits.addMissing) and the
 * demos' references (demos.assignMissingReferences). Each
 * reads its whole collections (seconds at
 * the bench's catalogue scale), so a mark in the data folder records the
 * rules of the last complete run: while they are unchanged, every document
 * written since went through them (Repository.toDocument, the content
 * writer) and the passes are skipped. A fresh data folder, a journal from
 * before the mark or changed rules run them; the mark is written only after
 * all finished. Production runs them at deploy (`npm run lists:refresh`,
 * `npm run migrate:press-html`).
 */
export async function runStartupMigrations(db: Firestore, root: string, dataDir: string): Promise<StartupMigrationsResult> {
  const markFile = join(dataDir, "startup-migrations.json");
  const rules = migrationRules(root);
  if (readMark(markFile) === rules)
    return {
      ran: false,
      listFieldsUpdated: 0,
      pressPostsCleaned: 0,
      preSaveTotalsSet: 0,
      releaseCreditsAdded: 0,
      demoReferencesAssigned: 0,
    };
  // Imported lazily: firebase-admin must see the emulator env first.
  const { createRepositories } = await import("../../src/lib/data");
  const { refreshListFields } = await import("../../src/lib/data/listFieldsRefresh");
  const { resanitizePressPosts } = await import("../../src/lib/data/catalog/resanitizePressPosts");
  const { sanitizeRichText } = await import("../../src/lib/server/sanitizeHtml");
  const repos = createRepositories(db);
  const listFieldsUpdated = await refreshListFields(repos);
  const pressPostsCleaned = (await resanitizePressPosts(repos, sanitizeRichText)).length;
  const preSaveTotalsSet = await repos.preSaves.recountTotals();
  const releaseCreditsAdded = await repos.releaseCredits.addMissing(repos.releases, repos.releaseArtists);
  const demoReferencesAssigned = await repos.demos.assignMissingReferences();
  // A torn mark reads as none: the next start runs them all again.
  writeFileSync(markFile, JSON.stringify({ rules }));
  return { ran: true, listFieldsUpdated, pressPostsCleaned, preSaveTotalsSet, releaseCreditsAdded, demoReferencesAssigned };
}

function readMark(file: string): string | null {
  try {
    const mark: unknown = JSON.parse(readFileSync(file, "utf8"));
    return typeof mark === "object" && mark !== null && "rules" in mark && typeof mark.rules === "string" ? mark.rules : null;
  } catch {
    return null;
  }
}
