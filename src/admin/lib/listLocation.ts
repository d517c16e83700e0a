/**
 * An admin list's search and page live in the URL query (?q=…&after=…), so
 * a page of results can be shared, reloaded and reached with the back
 * button (docs/admin-lists.md). Cursors are row ids; defaults are left out.
 */
export interface ListLocation {
  /** Search text as typed. */
  q: string;
  /** The page after this row, the page before that one, or the last page; none of them: the first page. */
  after: string | null;
  before: string | null;
  last: boolean;
}

export const FIRST_PAGE: ListLocation = { q: "", after: null, before: null, last: false };

export function parseListLocation(search: string): ListLocation {
  const params = new URLSearchParams(search);
  const q = params.get("q") ?? "";
  const after = params.get("after") || null;
  const before = after ? null : params.get("before") || null;
  return { q, after, before, last: !after && !before && params.get("page") === "last" };
}

/** "?q=tide&after=…", or "" for the first page of everything. */
export function listLocationSearch(location: ListLocation): string {
  const params = new URLSearchParams();
  if (location.q !== "") params.set("q", location.q);
  if (location.after) params.set("after", location.after);
  else if (location.before) params.set("before", location.before);
  else if (location.last) params.set("page", "last");
  const text = params.toString();
  return text === "" ? "" : `?${text}`;
}

/** A new search starts again at its first page. */
export const searchLocation = (q: string): ListLocation => ({ ...FIRST_PAGE, q });

/** The list request of a location (the shared `adminListRequestSchema`). */
export function listRequestOf(location: ListLocation): { q: string; after?: string; before?: string; last?: boolean } {
  if (location.after) return { q: location.q, after: location.after };
  if (location.before) return { q: location.q, before: location.before };
  return location.last ? { q: location.q, last: true } : { q: location.q };
}
