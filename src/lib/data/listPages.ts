import type { Query } from "firebase-admin/firestore";
import { lastPageSize, mergeWindow, pagePosition, type ListKeyRange, type ListPage, type PageCursor } from "../domain/shared";
import { inGroups } from "./inGroups";
import { LIST_FIELDS } from "./listFields";
import type { Repository } from "./repository";

/**
 * The admin lists, paged, searched and counted in Firestore
 * (docs/admin-lists.md). A listed collection's documents carry three fields
 * derived from the model on every write (Repository.toDocument): its list
 * key, its search terms and, for what a grant can scope to one artist, that
 * artist. A page is one ordered, limited query per 30 artists of the
 * caller's scope (Firestore's `in` limit) plus `count()` aggregations: no
 * query reads more than a page of documents.
 */
export { LIST_FIELDS, listFieldsOf, listFilterField, type ListedSpec } from "./listFields";

export interface ListPageRequest {
  /** The folded search term (`searchNeedle`); "" for no search. */
  needle: string;
  /** null: every row; otherwise only rows scoped to these artists (none for an empty list). */
  scopes: readonly string[] | null;
  cursor: PageCursor;
  size: number;
  /** Equality filters on top-level fields (a status), applied to every query of the page and its counts. */
  equals?: Readonly<Record<string, string>>;
  /** Bounds on the list key, both exclusive (a day range of a list keyed by date: orderDayRange). */
  keyRange?: ListKeyRange;
  /**
   * Count the total and the rows before a page only up to this many (the
   * orders, ORDER_COUNT_CAP): a `count()` costs a read per 1,000 index
   * entries it matches, so an uncapped one grows with the collection.
   */
  countCap?: number;
}

interface Keyed<T> {
  key: string;
  row: T;
}

/** One page of a listed collection, with its position in the whole list. */
export async function readListPage<T extends object>(
  repository: Repository<T>,
  request: ListPageRequest,
): Promise<{ rows: T[]; page: ListPage }> {
  const { size, countCap } = request;
  const queries = listQueries(repository, request);
  const idsOf = (rows: T[]) => rows.map((row) => repository.spec.idOf(row));
  if (queries.length === 0) return { rows: [], page: pagePosition({ before: 0, ids: [], total: 0 }, size) };

  const counted = (counting: Query[]) => countAll(counting, countCap);
  const atCap = (n: number) => countCap !== undefined && n >= countCap;
  // Counted while the cursor row is read: the total does not depend on it.
  const total = counted(queries);
  total.catch(() => undefined); // awaited below; a failure while the cursor is read must not go unhandled meanwhile
  const cursor = await cursorKey(repository, request.cursor);
  const read = (bound: [op: "<" | ">", key: string] | null, backward: boolean, limit: number) =>
    readWindow(repository, queries, bound, backward, limit);
  const countBefore = (op: "<" | "<=", key: string) => counted(queries.map((q) => q.where(LIST_FIELDS.key, op, key)));
  // The window, how many rows precede it (`capped`: at least that many) and, for a list counted to its cap, whether a row follows it.
  const window = async (): Promise<{ rows: T[]; before: number; capped?: boolean; more?: boolean }> => {
    if (cursor === null) return { rows: await read(null, false, size), before: 0 };
    if ("last" in cursor) {
      // A full page from the end is read while counting; the count says how many of those rows the last page holds.
      const [count, tail] = await Promise.all([total, read(null, true, size)]);
      // Past the cap the rows before the end are not counted: the last page is the last full page.
      if (atCap(count)) return { rows: tail, before: count - tail.length, capped: true, more: false };
      const rows = tail.slice(tail.length - Math.min(tail.length, lastPageSize(count, size)));
      return { rows, before: count - rows.length };
    }
    if ("after" in cursor) {
      const [rows, before] = await Promise.all([read([">", cursor.after], false, size), countBefore("<=", cursor.after)]);
      return { rows, before, capped: atCap(before) };
    }
    const [rows, upTo] = await Promise.all([read(["<", cursor.before], true, size), countBefore("<", cursor.before)]);
    // The cursor's row follows the page.
    return { rows, before: upTo - rows.length, capped: atCap(upTo), more: true };
  };
  const [{ rows, before, capped = false, more }, count] = await Promise.all([window(), total]);
  // A cursor past the end (its rows were deleted meanwhile): the last page instead of an empty one.
  if (rows.length === 0 && count > 0 && request.cursor !== null && !("last" in request.cursor)) {
    return readListPage(repository, { ...request, cursor: { last: true } });
  }
  const ids = idsOf(rows);
  if (!atCap(count)) return { rows, page: pagePosition({ before, ids, total: count }, size) };
  // The total no longer says whether the page is the last: a full page
  // ending short of the cap has more after it; one reaching past it looks.
  const follows = async () => {
    if (more !== undefined) return more;
    if (rows.length < size) return false;
    if (before + rows.length < count) return true;
    return (await read([">", repository.spec.listed!.key(rows.at(-1)!)], false, 1)).length > 0;
  };
  return { rows, page: pagePosition({ before, ids, total: count, capped: { before: capped, more: await follows() } }, size) };
}

/** The queries a page's window and counts start from: one, or one per 30 scoped artists (the index test reads their shapes). */
export function listQueries<T extends object>(
  repository: Repository<T>,
  { needle, scopes, equals = {}, keyRange = {} }: ListPageRequest,
): Query[] {
  let query: Query = repository.collection;
  for (const [field, value] of Object.entries(equals)) query = query.where(field, "==", value);
  if (keyRange.above !== undefined) query = query.where(LIST_FIELDS.key, ">", keyRange.above);
  if (keyRange.below !== undefined) query = query.where(LIST_FIELDS.key, "<", keyRange.below);
  if (needle !== "") query = query.where(LIST_FIELDS.terms, "array-contains", needle);
  if (scopes === null) return [query];
  return inGroups(scopes).map((ids) => query.where(LIST_FIELDS.scope, "in", ids));
}

/** The cursor row's current key; a cursor whose row is gone starts again at the first page. */
async function cursorKey<T extends object>(
  repository: Repository<T>,
  cursor: PageCursor,
): Promise<{ after: string } | { before: string } | { last: true } | null> {
  if (cursor === null || "last" in cursor) return cursor;
  const id = "after" in cursor ? cursor.after : cursor.before;
  const row = await repository.get(id);
  if (!row) return null;
  const key = repository.spec.listed!.key(row);
  return "after" in cursor ? { after: key } : { before: key };
}

/**
 * The fields a page reads: the model's and the list key, not the search
 * terms (the bulk of a document's derived fields, which no one reads back).
 */
function pageFields<T extends object>(repository: Repository<T>): string[] | null {
  const fields = repository.modelFields();
  return fields ? [...fields, LIST_FIELDS.key] : null;
}

async function readWindow<T extends object>(
  repository: Repository<T>,
  queries: Query[],
  bound: [op: "<" | ">", key: string] | null,
  backward: boolean,
  limit: number,
): Promise<T[]> {
  if (limit === 0) return [];
  const fields = pageFields(repository);
  const chunks = await Promise.all(
    queries.map(async (query) => {
      const bounded = bound ? query.where(LIST_FIELDS.key, bound[0], bound[1]) : query;
      const ordered = bounded.orderBy(LIST_FIELDS.key, backward ? "desc" : "asc").limit(limit);
      const snap = await (fields ? ordered.select(...fields) : ordered).get();
      return snap.docs.map((doc): Keyed<T> => ({ key: doc.get(LIST_FIELDS.key) as string, row: repository.fromSnapshot(doc) }));
    }),
  );
  return mergeWindow(chunks, (keyed) => keyed.key, backward, limit).map((keyed) => keyed.row);
}

/** The rows the queries match, or the cap when they match at least that many: a capped count reads at most `cap` index entries a query. */
async function countAll(queries: Query[], cap?: number): Promise<number> {
  const counts = await Promise.all(
    queries.map(async (query) => (await (cap === undefined ? query : query.limit(cap)).count().get()).data().count),
  );
  const sum = counts.reduce((all, n) => all + n, 0);
  return cap === undefined ? sum : Math.min(sum, cap);
}
