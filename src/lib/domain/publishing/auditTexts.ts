/** Texts of the audit screen, the version history and edit conflicts (docs/product.md#admin-audit). */
export const AUDIT_TEXTS = {
  heading: "AUDIT LOG",
  person: "PERSON",
  /** Narrows PERSON's choices: a label has hundreds of accounts, the list offers a page of them. */
  findPerson: "Find by email",
  record: "RECORD",
  from: "FROM",
  to: "TO",
  filter: "FILTER",
  loadMore: "LOAD MORE",
  empty: "No entries found",
  loadFailed: "Failed to load audit log",
  system: "Scheduled job",
  unknownPerson: "Removed account",
} as const;

/** How long a job may run after the moment it acts as of before the entry says so: a scheduled run starts within this of its minute. */
const AS_OF_SHOWN_AFTER_MS = 60_000;

/**
 * Beside an entry's time: the moment a job acted as of, when that is not
 * when it wrote (`npm run job -- … --now <time>`, or a run long late); null
 * otherwise. `when` formats a date as the screen does.
 */
export function actedAsOf(entry: { at: Date; as_of: Date | null }, when: (date: Date) => string): string | null {
  if (!entry.as_of || Math.abs(entry.at.getTime() - entry.as_of.getTime()) < AS_OF_SHOWN_AFTER_MS) return null;
  return `as of ${when(entry.as_of)}`;
}

/** A restore's entry: which saved version it brought back. */
export const restoredFromVersion = (when: string) => `restored from the version of ${when}`;

/** A save refused because someone else saved the record after it was loaded (docs/version-history.md#no-silent-overwrites). */
export const editConflict = (who: string, when: string) =>
  `${who} changed this record on ${when} after you opened it. Reload to see their changes.`;

export const VERSION_TEXTS = {
  heading: "VERSION HISTORY",
  empty: "No versions yet",
  loadFailed: "Failed to load versions",
  restore: "RESTORE",
  restoring: "RESTORING...",
  restored: "Version restored",
  restoreFailed: "Failed to restore version",
  noChanges: "No field changed",
  current: "Current",
} as const;
