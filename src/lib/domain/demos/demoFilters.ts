import { DEMO_STATUSES, type DemoStatus } from "./demoLimits";
/** The admin demos screen's status filter (docs/product.md#admin-demos: All, Pending, Reviewed, Accepted, Rejected, with a count). */

export const DEMO_FILTERS = ["all", ...DEMO_STATUSES] as const;
export type DemoFilter = (typeof DEMO_FILTERS)[number];

/** "all" → "All", "pending" → "Pending". */
export function demoFilterLabel(filter: DemoFilter): string {
  return filter.charAt(0).toUpperCase() + filter.slice(1);
}

/**
 * Beside the counts when the Duplicates filter hides some that match
 * (docs/demos.md#duplicates-and-spam): the counts leave them out, and an
 * artist's "I sent it" must not end at a list that seems not to have it.
 */
export const HIDDEN_DUPLICATES_TEXTS = {
  count: (n: number) => (n === 1 ? "1 hidden as a duplicate" : `${n} hidden as duplicates`),
  show: "Show duplicates",
} as const;

/** How many demos each filter shows. */
export function countDemosByFilter(demos: readonly { status: DemoStatus }[]): Record<DemoFilter, number> {
  const counts = Object.fromEntries(DEMO_FILTERS.map((f) => [f, 0])) as Record<DemoFilter, number>;
  for (const demo of demos) {
    counts.all += 1;
    counts[demo.status] += 1;
  }
  return counts;
}

/**
 * Download name offered to staff: "Artist - Title.ext", reduced to characters
 * every file system and Content-Disposition header accept.
 */
export function demoDownloadName(demo: { artist_name: string; track_title: string; audio_path: string }): string {
  const extension = demo.audio_path.slice(demo.audio_path.lastIndexOf(".") + 1).toLowerCase();
  const base = `${demo.artist_name} - ${demo.track_title}`
    .normalize("NFKD")
    .replace(/[^\w .()-]+/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 120);
  return `${/\w/.test(base) ? base : "demo"}.${extension}`;
}
