/**
 * The contact book's list (docs/promo.md#contacts): search, filters and
 * pages, applied on the server by `listPromoContacts` over the whole book
 * (a label's press list is a few thousand contacts at most). Pure.
 */
import { z } from "zod";
import { matchesSearch } from "../shared/listSearch";
import { tooLong } from "../shared/validationTexts";
import { type Contact } from "./contact";
import { CONTACT_ROLES } from "./contactRoles";

export const CONTACT_PAGE_SIZE = 50;
const SEARCH_MAX = 200;

/** What the screen filters by, as its URL keeps it; null is "all". */
export const contactFiltersSchema = z.object({
  /** Part of the name, address or outlet, from the start of a word, any case or accent. */
  q: z
    .string()
    .max(SEARCH_MAX * 4, { error: tooLong(SEARCH_MAX), abort: true })
    .trim()
    .max(SEARCH_MAX, tooLong(SEARCH_MAX))
    .default(""),
  role: z.enum(CONTACT_ROLES).nullable().default(null),
  tag: z.string().max(100, tooLong(100)).nullable().default(null),
  /** 1-based; past the last page reads the last page. */
  page: z.int().min(1).max(10_000).default(1),
});
export type ContactFilters = z.output<typeof contactFiltersSchema>;

export interface ContactListPage {
  contacts: Contact[];
  /** Contacts matching every filter, over all pages. */
  total: number;
  page: number;
  page_count: number;
  /** Every tag in use in the book, for the tag filter. */
  tags: string[];
}

export function matchesContactFilters(contact: Contact, filters: ContactFilters): boolean {
  if (filters.role !== null && contact.role !== filters.role) return false;
  if (filters.tag !== null && !contact.tags.includes(filters.tag)) return false;
  return matchesSearch([contact.name, contact.email, contact.outlet ?? ""].join(" "), filters.q);
}

/** One page of the matching contacts, by name (then address). */
export function queryContacts(all: readonly Contact[], filters: ContactFilters): ContactListPage {
  const matching = all
    .filter((c) => matchesContactFilters(c, filters))
    .sort((a, b) => a.name.localeCompare(b.name, "en") || a.email.localeCompare(b.email));
  const pageCount = Math.max(1, Math.ceil(matching.length / CONTACT_PAGE_SIZE));
  const page = Math.min(filters.page, pageCount);
  return {
    contacts: matching.slice((page - 1) * CONTACT_PAGE_SIZE, page * CONTACT_PAGE_SIZE),
    total: matching.length,
    page,
    page_count: pageCount,
    tags: [...new Set(all.flatMap((c) => c.tags))].sort(),
  };
}
