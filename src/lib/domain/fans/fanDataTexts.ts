/** Admin texts of fans' data (docs/reminders.md#staff): the product's own, the spec has none. */
export const FAN_DATA_TEXTS = {
  panelTitle: "FANS",
  panelHint: "Pre-saves of this release and its release-day reminder (sent = delivered by the Trigger Email extension).",
  counts: {
    preSaves: "Pre-saves",
    withEmail: "With an email",
    queued: "Reminders queued",
    sent: "Sent",
    failed: "Failed",
    unsubscribed: "Unsubscribed",
  },
  exportCsv: "EXPORT CSV",
  exporting: "EXPORTING...",
  exportFailed: "Failed to export reminder emails",
  statsFailed: "Failed to load fan counts",
  eraseTitle: "ERASE A FAN'S EMAIL",
  eraseHint:
    "Deletes every pre-save, fan list subscription and email of this address. If it unsubscribed, a keyed hash stays so that it is never emailed again.",
  eraseLabel: "FAN EMAIL",
  erase: "ERASE",
  erasing: "ERASING...",
  eraseConfirm: (email: string) => `Erase every record of ${email}? This cannot be undone.`,
  erased: (preSaves: number, mail: number) =>
    `Erased ${preSaves} pre-save${preSaves === 1 ? "" : "s"} and ${mail} email${mail === 1 ? "" : "s"}`,
  eraseFailed: "Failed to erase the address",
} as const;
