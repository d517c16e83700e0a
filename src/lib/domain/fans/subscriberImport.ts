/**
 * Importing addresses from a CSV file (docs/fans.md#importing): which column
 * holds the address, what each row's problem is, duplicates merged by
 * address. Pure; the file is read into rows by subscriberImportCsv.ts (server side).
 */
import { z } from "zod";
import { LIMITS } from "../shared/constants";
import { INVALID_EMAIL, tooLong } from "../shared/validationTexts";
import { FAN_LIST_ADMIN_TEXTS as T } from "./fanListTexts";

/** An address as staff type or import it: at most LIMITS.preSaveEmail characters. */
export const staffEmailSchema = z
  .string({ error: INVALID_EMAIL })
  .trim()
  .max(LIMITS.preSaveEmail, { error: tooLong(LIMITS.preSaveEmail), abort: true })
  .pipe(z.email({ error: INVALID_EMAIL }));

/** A file staff upload: a small label's list, read whole by one call. */
export const IMPORT_MAX_CHARS = 2_000_000;
export const IMPORT_MAX_ROWS = 5_000;

/** One row of the file as read: its line in the file (1-based) and its cells. */
export interface CsvRow {
  line: number;
  cells: string[];
}

export interface ImportAddress {
  line: number;
  email: string;
}

/** A row refused, with what is wrong: nothing of it is imported. */
export interface ImportRowError {
  line: number;
  /** The cell as it was in the file (cut to 100 characters), or "" when the row had none. */
  value: string;
  message: string;
}

/** A row whose address an earlier row already has: merged into that one. */
export interface ImportMerge {
  line: number;
  email: string;
  same_as: number;
}

export type ImportRows =
  { ok: true; addresses: ImportAddress[]; errors: ImportRowError[]; merged: ImportMerge[] } | { ok: false; message: string };

/** Headers taken for the address column, compared folded ("Email Address", "E-mail", "email"). */
const EMAIL_HEADERS = new Set(["email", "e-mail", "email address", "e-mail address", "emailaddress", "mail"]);
const fold = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, " ");

/** The address as the list compares it: an address is on a list once, whatever its case. */
export const importKeyOf = (email: string) => email.trim().toLowerCase();

/**
 * The addresses of a file's rows. The address column is the one headed
 * "email" (or a usual variant); a file whose first row is already an address
 * has no header and its first column is the address. Blank rows are skipped;
 * a row with a bad address is refused with its line and message; a row
 * repeating an earlier row's address is merged into it.
 */
export function importRowsOf(rows: readonly CsvRow[]): ImportRows {
  const [first, ...rest] = rows.filter((row) => row.cells.some((cell) => cell.trim() !== ""));
  if (!first) return { ok: false, message: T.importEmpty };
  const headed = first.cells.findIndex((cell) => EMAIL_HEADERS.has(fold(cell)));
  const headerless = headed === -1 && staffEmailSchema.safeParse(first.cells[0] ?? "").success;
  if (headed === -1 && !headerless) return { ok: false, message: T.importNoEmailColumn };
  const column = headerless ? 0 : headed;
  const body = headerless ? [first, ...rest] : rest;
  if (body.length > IMPORT_MAX_ROWS) return { ok: false, message: T.importTooManyRows(IMPORT_MAX_ROWS) };

  const addresses: ImportAddress[] = [];
  const errors: ImportRowError[] = [];
  const merged: ImportMerge[] = [];
  const firstLineOf = new Map<string, number>();
  for (const row of body) {
    const value = row.cells[column] ?? "";
    if (value.trim() === "") {
      errors.push({ line: row.line, value: "", message: T.importNoAddress });
      continue;
    }
    const parsed = staffEmailSchema.safeParse(value);
    if (!parsed.success) {
      errors.push({ line: row.line, value: value.slice(0, 100), message: parsed.error.issues[0]?.message ?? INVALID_EMAIL });
      continue;
    }
    const key = importKeyOf(parsed.data);
    const earlier = firstLineOf.get(key);
    if (earlier !== undefined) {
      merged.push({ line: row.line, email: parsed.data, same_as: earlier });
      continue;
    }
    firstLineOf.set(key, row.line);
    addresses.push({ line: row.line, email: parsed.data });
  }
  return { ok: true, addresses, errors, merged };
}
