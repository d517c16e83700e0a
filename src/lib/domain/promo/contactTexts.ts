/** The contact book's words (docs/promo.md#contacts). The product's own: the spec has none. */
import { plural } from "../shared/format";
import type { ContactRole } from "./contactRoles";

export const CONTACT_ROLE_LABELS: Record<ContactRole, string> = {
  press: "Press",
  radio: "Radio",
  dj: "DJ",
  curator: "Curator",
  other: "Other",
};

/** What the contact form and the import say about a field (first failing rule only). */
export const CONTACT_FIELD_MESSAGES = {
  role: "Choose a role: press, radio, DJ, curator or other",
  country: "Country must be a two-letter code (ISO 3166), such as FR",
  emailTaken: "A contact with this email already exists",
  notFound: "Contact not found",
} as const;

/** The import's file-level and row-level messages. */
export const CONTACT_IMPORT_TEXTS = {
  empty: "The file holds no contacts",
  noEmailColumn: "The file needs a column headed email",
  noNameColumn: "The file needs a column headed name",
  noAddress: "No email address",
} as const;

export const CONTACT_SCREEN_TEXTS = {
  breadcrumb: "CONTACTS",
  heading: "CONTACTS",
  loadFailed: "Failed to load contacts",
  empty: "No contacts yet.",
  emptyFiltered: "No contacts match these filters.",
  search: "SEARCH BY NAME, EMAIL OR OUTLET",
  role: "ROLE",
  tag: "TAG",
  all: "All",
  clearFilters: "CLEAR FILTERS",
  matching: (n: number) => plural(n, "contact"),
  columns: { name: "Name", email: "Email", outlet: "Outlet", role: "Role", country: "Country", tags: "Tags", actions: "Actions" },
  add: "ADD CONTACT",
  addTitle: "ADD A CONTACT",
  edit: "EDIT",
  editTitle: (name: string) => `EDIT ${name}`,
  fields: { name: "NAME", email: "EMAIL", outlet: "OUTLET", role: "ROLE", country: "COUNTRY", tags: "TAGS", notes: "NOTES" },
  countryHint: "Two-letter code, such as FR or US; leave empty if unknown.",
  tagsHint: "Separated by commas.",
  save: "SAVE",
  cancel: "CANCEL",
  saved: "Contact saved",
  import: "IMPORT CSV",
  importTitle: "IMPORT CONTACTS FROM CSV",
  importHint:
    "Columns: name, email, outlet, role, country, tags (in one cell, separated by commas), notes. A header row is required; only email and name are needed. A contact already in the book keeps its name and role; tags are added and empty fields filled.",
  importFile: "CSV FILE",
  importPreview: "PREVIEW",
  importConfirm: "IMPORT",
  importNothingYet: "Nothing is written until you press IMPORT.",
  importSummary: (add: number, update: number, unchanged: number) =>
    `${plural(add, "new contact")}, ${plural(update, "contact")} updated, ${plural(unchanged, "contact")} already as in the file.`,
  rowErrorsHeading: (n: number) => `${plural(n, "row")} refused (not imported)`,
  mergedHeading: (n: number) => `${plural(n, "row")} merged into an earlier row with the same email`,
  mergedRow: (line: number, email: string, sameAs: number) => `Line ${line}: ${email}, same as line ${sameAs}`,
  line: "Line",
  value: "Value",
  problem: "Problem",
  chooseFile: "Choose a CSV file",
  previewing: "READING...",
  importing: "IMPORTING...",
  previewFailed: "Failed to read the file",
  importFailed: "Failed to import contacts",
  saveFailed: "Failed to save the contact",
  eraseFailed: "Failed to erase the contact",
  erasing: "ERASING...",
  saving: "SAVING...",
  imported: (add: number, update: number) => `${plural(add, "contact")} added, ${plural(update, "contact")} updated`,
  erase: "ERASE",
  eraseTitle: (name: string) => `ERASE ${name}?`,
  eraseBody:
    "The contact is deleted with everything tied to them: campaign invitations, feedback and download records. The audit log keeps that a contact was erased, without their details. This cannot be undone.",
  eraseConfirm: "ERASE CONTACT",
  erased: "Contact erased",
  previous: "PREVIOUS",
  next: "NEXT",
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
} as const;
