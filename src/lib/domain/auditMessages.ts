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

/** A save refused because someone else saved the record after it was loaded (docs/version-history.md#no-silent-overwrites). */
export const editConflict = (who: string, when: string) => `${who} changed this record on ${when} after you opened it. Reload to see their changes.`;

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
