/** The export of a release's reminder addresses (docs/reminders.md#staff). */
export interface ReminderCsvRow {
  email: string;
  preSavedAt: Date;
  /** sent, failed, queued, waiting (release day to come) or cancelled (unsubscribed). */
  state: string;
}

/**
 * RFC 4180 field: quoted when it holds a comma, quote or line break. A cell
 * a spreadsheet would run as a formula (leading = + - @, tab or carriage
 * return) is defused with a leading apostrophe.
 */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Every CSV export of fans' data: a header line and rows, CRLF line ends, formula cells defused. */
export function csvTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return `${[header, ...rows].map((line) => line.map(csvField).join(",")).join("\r\n")}\r\n`;
}

export function reminderCsv(rows: readonly ReminderCsvRow[]): string {
  return csvTable(
    ["email", "pre_saved_at", "reminder"],
    rows.map((r) => [r.email, r.preSavedAt.toISOString(), r.state]),
  );
}
