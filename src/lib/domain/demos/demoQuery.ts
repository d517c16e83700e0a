/**
 * Finding demos (docs/demos.md#finding-demos): the admin list's search,
 * filters, sort and pages, applied on the server by `listDemos`. Pure, so
 * the rules are unit-tested and the function only loads and hands over.
 */
import { z } from "zod";
import { LIMITS } from "../shared/constants";
import { DEMO_FILTERS, countDemosByFilter, type DemoFilter } from "./demoFilters";
import { tooLong } from "../shared/validationTexts";
import { documentIdSchema } from "../shared/fields";
import { demoRatingAverage, demoWaitedMs } from "./demoWaiting";
import type { Demo } from "./demo";

export const DEMO_SORTS = ["newest", "oldest", "rating", "waiting"] as const;
export type DemoSort = (typeof DEMO_SORTS)[number];
export const DEMO_SORT_LABELS: Record<DemoSort, string> = {
  newest: "Newest first",
  oldest: "Oldest first",
  rating: "Highest rated",
  waiting: "Longest waiting",
};

/** Duplicates are hidden unless asked for. */
export const DEMO_DUPLICATE_VIEWS = ["hide", "include", "only"] as const;
export type DemoDuplicateView = (typeof DEMO_DUPLICATE_VIEWS)[number];

/** The assignee filter's value for demos nobody has. */
export const UNASSIGNED = "unassigned";
export const DEMO_PAGE_SIZE = 20;

/** listDemos' request: every field optional, so `{}` is the spec's list (all, newest first). */
const L = LIMITS.demoDesk;
/** A filter's text (genre, tag), bounded before anything reads it. */
const filterText = z.string().max(L.filter, tooLong(L.filter)).nullable().default(null);

export const demoListQuerySchema = z.object({
  /** Part of the artist name, track title or email, any case. */
  query: z
    .string()
    .max(L.search * 4, { error: tooLong(L.search), abort: true })
    .trim()
    .max(L.search, tooLong(L.search))
    .default(""),
  status: z.enum(DEMO_FILTERS).default("all"),
  genre: filterText,
  /** A uid, UNASSIGNED, or null for anyone. */
  assignee: documentIdSchema.nullable().default(null),
  /** Average rating at least this. */
  min_rating: z.int().min(1).max(5).nullable().default(null),
  tag: filterText,
  duplicates: z.enum(DEMO_DUPLICATE_VIEWS).default("hide"),
  sort: z.enum(DEMO_SORTS).default("newest"),
  /** 1-based. */
  page: z.int().min(1).max(L.page).default(1),
  page_size: z.int().min(1).max(100).default(DEMO_PAGE_SIZE),
});
export type DemoListQuery = z.output<typeof demoListQuerySchema>;
export type DemoListQueryInput = z.input<typeof demoListQuerySchema>;

type ListedDemo = Pick<
  Demo,
  | "artist_name"
  | "track_title"
  | "email"
  | "status"
  | "genre"
  | "assignee_id"
  | "tags"
  | "duplicate_of"
  | "rating_total"
  | "rating_count"
  | "submitted_at"
  | "status_changed_at"
>;

export interface DemoListPage<T> {
  demos: T[];
  /** Demos matching every filter, over all pages. */
  total: number;
  page: number;
  page_count: number;
  /** Per status, with every other filter applied: the status filter's counts. */
  counts: Record<DemoFilter, number>;
  /**
   * Duplicates the counts leave out because the Duplicates filter hides them
   * (any status, every other filter applied); 0 when duplicates are shown.
   * Said beside the counts, so a demo an artist says they sent is not lost.
   */
  hidden_duplicates: number;
  /** Every tag and genre in use, for the filter selects. */
  tags: string[];
  genres: string[];
}

function matchesText(demo: ListedDemo, query: string): boolean {
  if (query === "") return true;
  const needle = query.toLowerCase();
  return [demo.artist_name, demo.track_title, demo.email].some((field) => field.toLowerCase().includes(needle));
}

/** Every filter but status (the counts are per status). */
function matchesFilters(demo: ListedDemo, q: DemoListQuery): boolean {
  if (q.duplicates === "hide" && demo.duplicate_of !== null) return false;
  if (q.duplicates === "only" && demo.duplicate_of === null) return false;
  if (q.genre !== null && demo.genre !== q.genre) return false;
  if (q.assignee === UNASSIGNED ? demo.assignee_id !== null : q.assignee !== null && demo.assignee_id !== q.assignee) return false;
  if (q.min_rating !== null && (demoRatingAverage(demo) ?? 0) < q.min_rating) return false;
  if (q.tag !== null && !demo.tags.includes(q.tag)) return false;
  return matchesText(demo, q.query);
}

function comparator(sort: DemoSort, now: Date): (a: ListedDemo, b: ListedDemo) => number {
  const newest = (a: ListedDemo, b: ListedDemo) => b.submitted_at.getTime() - a.submitted_at.getTime();
  switch (sort) {
    case "newest":
      return newest;
    case "oldest":
      return (a, b) => -newest(a, b);
    // Unrated last; ties newest first.
    case "rating":
      return (a, b) => (demoRatingAverage(b) ?? 0) - (demoRatingAverage(a) ?? 0) || newest(a, b);
    case "waiting":
      return (a, b) => demoWaitedMs(b, now) - demoWaitedMs(a, now) || newest(a, b);
  }
}

/** One page of the demos that match, the status counts, and the tags and genres in use. */
export function queryDemos<T extends ListedDemo>(all: readonly T[], q: DemoListQuery, now: Date): DemoListPage<T> {
  const filtered = all.filter((d) => matchesFilters(d, q));
  const counts = countDemosByFilter(filtered);
  const shown = { ...q, duplicates: "only" } as const;
  const hiddenDuplicates = q.duplicates === "hide" ? all.filter((d) => d.duplicate_of !== null && matchesFilters(d, shown)).length : 0;
  const matching = q.status === "all" ? filtered : filtered.filter((d) => d.status === q.status);
  matching.sort(comparator(q.sort, now));
  const pageCount = Math.max(1, Math.ceil(matching.length / q.page_size));
  const page = Math.min(q.page, pageCount);
  return {
    demos: matching.slice((page - 1) * q.page_size, page * q.page_size),
    total: matching.length,
    page,
    page_count: pageCount,
    counts,
    hidden_duplicates: hiddenDuplicates,
    tags: [...new Set(all.flatMap((d) => d.tags))].sort(),
    genres: [...new Set(all.flatMap((d) => (d.genre ? [d.genre] : [])))].sort(),
  };
}
