/**
 * Paging of the admin lists (artists, releases, press posts, users;
 * docs/admin-lists.md): the request every list callable takes, the page
 * description it answers, and the pure rules between them. Pages are
 * windows of the list's order reached by cursor (the id of the row the
 * window starts after or ends before), never by offset: Firestore bills an
 * offset's skipped rows and the local emulator ignores offsets.
 */
import { z } from "zod";

/** Admin lists: rows per page. */
export const ADMIN_PAGE_SIZE = 20;
/** Longest search text a list accepts. */
export const ADMIN_SEARCH_MAX = 200;
export const ONE_PAGE_CURSOR = "Ask for one page: after, before or last";

/** A list request; every field optional, so `{}` is the first page of everything. */
export function adminListRequestSchema<Id extends z.ZodType<string>>(id: Id) {
  return z
    .object({
      /** Search text as typed (title or name; users: email). */
      q: z.string().trim().max(ADMIN_SEARCH_MAX).default(""),
      /** The page that starts after this row. */
      after: id.nullish(),
      /** The page that ends before this row. */
      before: id.nullish(),
      /** The last page. */
      last: z.boolean().default(false),
    })
    .refine((r) => [r.after, r.before, r.last || null].filter((c) => c !== null && c !== undefined).length <= 1, ONE_PAGE_CURSOR);
}
export type AdminListRequest = z.input<ReturnType<typeof adminListRequestSchema>>;

/** Where a page sits in its list, and the cursors of its neighbours. */
export const listPageSchema = z.object({
  /** Rows matching the search (that the caller may see), over all pages. */
  total: z.int().min(0),
  /** 1-based. */
  page: z.int().min(1),
  page_count: z.int().min(1),
  /** `before` of the previous page; null on the first. */
  previous: z.string().nullable(),
  /** `after` of the next page; null on the last. */
  next: z.string().nullable(),
  /**
   * A list counted up to a cap (the orders: `countCap`): true when the count
   * stopped there, so `total` is the cap and the list holds at least that
   * many rows ("1,000+"). Absent on an exact count.
   */
  total_at_least: z.boolean().optional(),
  /** Likewise for the rows before the page: they were counted to the cap, so the page is `page` or a later one. */
  page_at_least: z.boolean().optional(),
});
export type ListPage = z.output<typeof listPageSchema>;

/** Which window a request asks for. */
export type PageCursor = { after: string } | { before: string } | { last: true } | null;

export function pageCursorOf(request: { after?: string | null; before?: string | null; last?: boolean }): PageCursor {
  if (request.after) return { after: request.after };
  if (request.before) return { before: request.before };
  return request.last ? { last: true } : null;
}

/**
 * The rows of one window from several queries over disjoint sets (a scoped
 * editor's artists, 30 to a query), each already in reading order: merged
 * in that order, cut to `limit`, and put back in list order.
 */
export function mergeWindow<T>(chunks: readonly (readonly T[])[], keyOf: (row: T) => string, backward: boolean, limit: number): T[] {
  const sign = backward ? -1 : 1;
  const merged = chunks.flat().sort((a, b) => sign * compareKeys(keyOf(a), keyOf(b)));
  const window = merged.slice(0, limit);
  return backward ? window.reverse() : window;
}

/** Code-unit order, as Firestore's emulator orders strings. */
const compareKeys = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** How many rows the last page holds: a full page unless the total leaves fewer. */
export function lastPageSize(total: number, size: number = ADMIN_PAGE_SIZE): number {
  return total === 0 ? 0 : total % size || size;
}

/**
 * The page of a window: `before` rows precede it, `ids` are its rows in
 * list order. Pages count from the start of the list, so a window that does
 * not start on a page boundary (rows were added or removed while paging)
 * takes the page it starts in, and the window that reaches the end is the last.
 */
export function pagePosition(
  window: { before: number; ids: readonly string[]; total: number; capped?: CappedCounts },
  size: number = ADMIN_PAGE_SIZE,
): ListPage {
  const { before, ids, total, capped } = window;
  if (capped) return cappedPagePosition({ before, ids, total }, capped, size);
  const pageCount = Math.max(1, Math.ceil(total / size));
  const reachesEnd = before + ids.length >= total;
  return {
    total,
    page: reachesEnd && ids.length > 0 ? pageCount : Math.min(pageCount, Math.floor(before / size) + 1),
    page_count: pageCount,
    previous: before > 0 && ids.length > 0 ? ids[0]! : null,
    next: !reachesEnd && ids.length > 0 ? ids.at(-1)! : null,
  };
}

/**
 * How a page counted up to a cap (`ListPageRequest.countCap`) came out when
 * its total reached the cap: whether the rows before it reached it too, and
 * whether a row follows the window (the total no longer says).
 */
export interface CappedCounts {
  before: boolean;
  more: boolean;
}

/**
 * A page of a list whose total reached the cap: pages count from the start
 * as far as the rows before it were counted (past the cap, the page is
 * that one or later), and the next page is offered when a row follows.
 */
function cappedPagePosition(
  window: { before: number; ids: readonly string[]; total: number },
  capped: CappedCounts,
  size: number,
): ListPage {
  const { before, ids, total } = window;
  const page = Math.floor(before / size) + 1;
  const more = capped.more && ids.length > 0;
  return {
    total,
    page,
    page_count: Math.max(Math.ceil(total / size), page + (more ? 1 : 0)),
    previous: before > 0 && ids.length > 0 ? ids[0]! : null,
    next: more ? ids.at(-1)! : null,
    total_at_least: true,
    page_at_least: capped.before,
  };
}

/** Bounds on a list's key, both exclusive: a date range of a list keyed by date (the orders' days, orderDayRange). */
export interface ListKeyRange {
  above?: string;
  below?: string;
}
