/** Texts of the audit screen, the version history and edit conflicts (docs/product.md#admin-audit). */
export const AUDIT_TEXTS = {
  heading: "AUDIT LOG",
  person: "PERSON",
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
