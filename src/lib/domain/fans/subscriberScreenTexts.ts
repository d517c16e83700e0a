/** The subscribers screen's words (docs/fans.md#staff). The product's own: the spec has none. */
import { plural } from "../shared/format";
import type { FanListSource, SubscriberStatus } from "./subscriber";

export const SUBSCRIBER_SOURCE_LABELS: Record<FanListSource, string> = {
  footer: "Footer",
  artist_page: "Artist page",
  pre_save: "Pre-save",
  store_checkout: "Store checkout",
  import: "Import",
  manual: "Added by staff",
};

export const SUBSCRIBER_STATUS_LABELS: Record<SubscriberStatus, string> = {
  pending: "Pending",
  confirmed: "Confirmed",
  unsubscribed: "Unsubscribed",
};

export const SUBSCRIBER_SCREEN_TEXTS = {
  breadcrumb: "SUBSCRIBERS",
  heading: "SUBSCRIBERS",
  loadFailed: "Failed to load subscribers",
  empty: "No subscribers yet.",
  emptyFiltered: "No subscribers match these filters.",
  search: "SEARCH BY EMAIL",
  list: "LIST",
  source: "SOURCE",
  status: "STATUS",
  all: "All",
  labelNews: (label: string) => `Label news (${label})`,
  followers: (artist: string) => `Followers of ${artist}`,
  clearFilters: "CLEAR FILTERS",
  matching: (n: number) => plural(n, "subscriber"),
  shownOf: (shown: number, total: number) =>
    `Showing the newest ${shown.toLocaleString("en-US")} of ${total.toLocaleString("en-US")}; export for all.`,
  countsByStatus: "By status",
  countsBySource: "By source",
  growthHeading: "CONFIRMED SUBSCRIBERS, LAST 90 DAYS",
  growthSummary: (from: number, to: number) =>
    `${to.toLocaleString("en-US")} confirmed today, ${from.toLocaleString("en-US")} 90 days ago.`,
  columns: { email: "Email", list: "List", source: "Source", status: "Status", since: "Since", consent: "Consent", actions: "Actions" },
  add: "ADD SUBSCRIBER",
  addTitle: "ADD A SUBSCRIBER",
  addHint: "Only an address whose owner agreed to hear from you. It is confirmed at once and sent nothing.",
  email: "EMAIL",
  consentNote: "CONSENT NOTE",
  consentNoteHint: "Where and how this fan agreed, e.g. “Signed the mailing list sheet at the Leeds show, 3 October”.",
  adding: "ADDING...",
  save: "ADD",
  cancel: "CANCEL",
  added: "Subscriber added",
  alreadyOnList: "This address is already on the list (or left it): nothing changed",
  addFailed: "Failed to add the subscriber",
  importCsv: "IMPORT CSV",
  importTitle: "IMPORT SUBSCRIBERS FROM CSV",
  importHint:
    "A CSV file with a column headed email (other columns are ignored), or one address a line. Nothing is written until you confirm the preview.",
  file: "CSV FILE",
  consentSource: "CONSENT SOURCE",
  consentSourceHint:
    "Where and how these fans agreed, e.g. “Bandcamp mailing list export, fans who ticked the label's box”. Kept with every imported address; they count as confirmed because of it.",
  chooseFile: "Choose a CSV file",
  preview: "PREVIEW",
  previewing: "READING...",
  previewFailed: "Failed to read the file",
  previewSummary: (add: number, existing: number) =>
    `${plural(add, "new address", "new addresses")} to add; ${plural(existing, "address", "addresses")} already on the list stay as they are.`,
  rowErrorsHeading: (n: number) => `${plural(n, "row")} refused (not imported)`,
  mergedHeading: (n: number) => `${plural(n, "duplicate")} merged`,
  mergedRow: (line: number, email: string, sameAs: number) => `Line ${line}: ${email}, same as line ${sameAs}`,
  line: "Line",
  value: "Value",
  problem: "Problem",
  confirmImport: (n: number) => `IMPORT ${plural(n, "ADDRESS", "ADDRESSES")}`,
  importing: "IMPORTING...",
  imported: (n: number) => `Imported ${plural(n, "subscriber")}`,
  importFailed: "Failed to import the file",
  exportCsv: "EXPORT CSV",
  exporting: "EXPORTING...",
  exportFailed: "Failed to export subscribers",
  erase: "ERASE",
  eraseLabel: (email: string) => `Erase ${email}`,
  eraseTitle: "ERASE THIS ADDRESS?",
  eraseBody: (email: string) =>
    `Every record of ${email} is deleted: its subscriptions on every list, its pre-saves and its emails. If it unsubscribed, a keyed hash stays so that it is never emailed again. This cannot be undone.`,
  eraseConfirm: "ERASE EVERYTHING",
  erased: (email: string) => `Erased ${email}`,
} as const;
