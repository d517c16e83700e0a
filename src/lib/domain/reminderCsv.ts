/** The export of a release's reminder addresses (docs/reminders.md#staff). */
export interface ReminderCsvRow {
  email: string;
  preSavedAt: Date;
  /** sent, failed, queued, waiting (release day to come) or cancelled (unsubscribed). */
  state: string;
}

/** RFC 4180 field: quoted when it holds a comma, quote or line break; a leading = + - @ is defused for spreadsheets. */
function csvField(value: string): string {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function reminderCsv(rows: readonly ReminderCsvRow[]): string {
  const lines = [["email", "pre_saved_at", "reminder"], ...rows.map((r) => [r.email, r.preSavedAt.toISOString(), r.state])];
  return `${lines.map((line) => line.map(csvField).join(",")).join("\r\n")}\r\n`;
}
