/** Pagination of the artists and releases lists (docs/product.md#list-filters-and-pagination). */
import { LIST_PAGE_SIZE, PAGINATION_MAX_FULL_PAGES } from "./constants";

/** Marks skipped pages in the page-number row. */
export type PageItem = number | "ellipsis";

/** Number of pages for `count` items; at least 1 so an empty list still has page 1. */
export function totalPages(count: number, pageSize: number = LIST_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(Math.max(0, count) / pageSize));
}

/** A requested page brought into 1..total (non-numbers become 1). */
export function clampPage(page: number, total: number): number {
  const last = Math.max(1, Math.floor(total));
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.floor(page)), last);
}

/** The items of one page; an out-of-range page is clamped. */
export function paginate<T>(items: readonly T[], page: number, pageSize: number = LIST_PAGE_SIZE): T[] {
  const current = clampPage(page, totalPages(items.length, pageSize));
  const start = (current - 1) * pageSize;
  return items.slice(start, start + pageSize);
}

/**
 * Page numbers to show: every page when there are at most 7; otherwise the
 * first, the last, the current page and its neighbours, with "ellipsis"
 * wherever at least one page is skipped.
 * e.g. page 5 of 10 → [1, "ellipsis", 4, 5, 6, "ellipsis", 10].
 */
export function pageNumbers(current: number, total: number): PageItem[] {
  const last = Math.max(1, Math.floor(total));
  const page = clampPage(current, last);
  if (last <= PAGINATION_MAX_FULL_PAGES) return Array.from({ length: last }, (_, i) => i + 1);

  const shown = [...new Set([1, page - 1, page, page + 1, last])].filter((n) => n >= 1 && n <= last).sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const n of shown) {
    const previous = items[items.length - 1];
    if (typeof previous === "number" && n - previous > 1) items.push("ellipsis");
    items.push(n);
  }
  return items;
}
