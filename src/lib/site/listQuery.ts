/**
 * The artists and releases lists keep their filter and page in the URL
 * query (?q=…&genre=…&page=…), so a filtered page can be shared and the
 * back button returns to it. Defaults are left out of the URL.
 */
export interface ListQuery {
  /** Search text as typed. */
  q: string;
  /** Genre slug; "" means All Genres. */
  genre: string;
  /** 1-based. */
  page: number;
}

export const DEFAULT_LIST_QUERY: ListQuery = { q: "", genre: "", page: 1 };

export function parseListQuery(search: string): ListQuery {
  const params = new URLSearchParams(search);
  const page = Number(params.get("page"));
  return {
    q: params.get("q") ?? "",
    genre: params.get("genre") ?? "",
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** "?q=tide&page=2", or "" for the defaults. */
export function listQueryString(query: ListQuery): string {
  const params = new URLSearchParams();
  if (query.q !== "") params.set("q", query.q);
  if (query.genre !== "") params.set("genre", query.genre);
  if (query.page > 1) params.set("page", String(query.page));
  const text = params.toString();
  return text === "" ? "" : `?${text}`;
}

/** A filter change starts again from page 1 (docs/product.md#list-filters-and-pagination). */
export function withFilter(query: ListQuery, change: Partial<Pick<ListQuery, "q" | "genre">>): ListQuery {
  return { ...query, ...change, page: 1 };
}

/**
 * The query the list starts from once its script runs: the URL's, with
 * whatever the visitor typed into the search box or chose in the genre
 * select of the server-rendered page before that (the page renders both
 * empty). What they typed is newer than the URL, so it wins, from page 1.
 */
export function withTypedFilters(fromUrl: ListQuery, typed: Pick<ListQuery, "q" | "genre">): ListQuery {
  const change: Partial<Pick<ListQuery, "q" | "genre">> = {};
  if (typed.q !== DEFAULT_LIST_QUERY.q && typed.q !== fromUrl.q) change.q = typed.q;
  if (typed.genre !== DEFAULT_LIST_QUERY.genre && typed.genre !== fromUrl.genre) change.genre = typed.genre;
  return Object.keys(change).length === 0 ? fromUrl : withFilter(fromUrl, change);
}
