/**
 * Importing contacts from a CSV file (docs/promo.md#contacts): which column
 * holds which field, each row's first problem, rows of one address merged.
 * Pure; the file is read into rows by the fan list's reader
 * (fans/subscriberImportCsv.ts, server side), whose limits and file-level
 * messages apply here too.
 */
import { FAN_LIST_ADMIN_TEXTS as FILE } from "../fans/fanListTexts";
import { IMPORT_MAX_ROWS, type CsvRow, type ImportMerge, type ImportRowError } from "../fans/subscriberImport";
import { contactInputSchema, mergeContact, type ContactInput } from "./contact";
import type { ContactRole } from "./contactRoles";
import { CONTACT_IMPORT_TEXTS as T } from "./contactTexts";

const FIELDS = ["name", "email", "outlet", "role", "country", "tags", "notes"] as const;
type Field = (typeof FIELDS)[number];

/** Headers taken for each field, compared folded ("E-mail", "Email Address", "Full name"). */
const HEADERS: Record<Field, readonly string[]> = {
  name: ["name", "full name", "contact", "contact name"],
  email: ["email", "e-mail", "email address", "e-mail address", "emailaddress", "mail"],
  outlet: ["outlet", "publication", "media", "station", "company", "organisation", "organization"],
  role: ["role", "type"],
  country: ["country", "country code"],
  tags: ["tags", "tag"],
  notes: ["notes", "note", "comment", "comments"],
};
const fold = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, " ");

/** Role cells as spreadsheets hold them ("DJ", "Journalist", "Playlist curator"); blank is other. */
const ROLE_WORDS: Record<string, ContactRole> = {
  "": "other",
  press: "press",
  journalist: "press",
  radio: "radio",
  dj: "dj",
  curator: "curator",
  "playlist curator": "curator",
  playlist: "curator",
  other: "other",
};

/** A tags cell: tags separated by semicolons, commas or bars. */
export const splitTags = (cell: string) =>
  cell
    .split(/[;,|]/)
    .map((tag) => tag.trim())
    .filter((tag) => tag !== "");

export interface ImportContact {
  line: number;
  contact: ContactInput;
}

export type ContactImportRows =
  { ok: true; contacts: ImportContact[]; errors: ImportRowError[]; merged: ImportMerge[] } | { ok: false; message: string };

/**
 * The contacts of a file's rows. The first non-blank row is the header; the
 * email and name columns are required, the others optional. A row is
 * refused with its line, the failing cell and the first failing rule's
 * message; a row repeating an earlier row's address is merged into it
 * (contact.ts `mergeContact`).
 */
export function contactImportRowsOf(rows: readonly CsvRow[]): ContactImportRows {
  const [header, ...body] = rows.filter((row) => row.cells.some((cell) => cell.trim() !== ""));
  if (!header) return { ok: false, message: T.empty };
  const headers = header.cells.map(fold);
  const column = Object.fromEntries(FIELDS.map((field) => [field, headers.findIndex((h) => HEADERS[field].includes(h))])) as Record<
    Field,
    number
  >;
  if (column.email === -1) return { ok: false, message: T.noEmailColumn };
  if (column.name === -1) return { ok: false, message: T.noNameColumn };
  if (body.length === 0) return { ok: false, message: T.empty };
  if (body.length > IMPORT_MAX_ROWS) return { ok: false, message: FILE.importTooManyRows(IMPORT_MAX_ROWS) };

  const contacts: ImportContact[] = [];
  const errors: ImportRowError[] = [];
  const merged: ImportMerge[] = [];
  const byEmail = new Map<string, ImportContact>();
  for (const row of body) {
    const cell = (field: Field) => (column[field] === -1 ? "" : (row.cells[column[field]] ?? ""));
    if (cell("email").trim() === "") {
      errors.push({ line: row.line, value: "", message: T.noAddress });
      continue;
    }
    const role = ROLE_WORDS[fold(cell("role"))] ?? cell("role");
    const parsed = contactInputSchema.safeParse({
      name: cell("name"),
      email: cell("email"),
      outlet: cell("outlet"),
      role,
      country: cell("country"),
      tags: splitTags(cell("tags")),
      notes: cell("notes"),
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = FIELDS.find((f) => f === issue?.path[0]);
      errors.push({ line: row.line, value: field ? cell(field).slice(0, 100) : "", message: issue?.message ?? T.noAddress });
      continue;
    }
    const earlier = byEmail.get(parsed.data.email);
    if (earlier) {
      earlier.contact = mergeContact(earlier.contact, parsed.data);
      merged.push({ line: row.line, email: parsed.data.email, same_as: earlier.line });
      continue;
    }
    const found = { line: row.line, contact: parsed.data };
    byEmail.set(parsed.data.email, found);
    contacts.push(found);
  }
  return { ok: true, contacts, errors, merged };
}
