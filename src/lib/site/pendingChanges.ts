import type { ContentChange } from "../domain/publishing";
import type { SiteChange } from "./dependencies";
import type { BuildManifest } from "./manifest";

/**
 * Pure rules of the site builder (scripts/site/siteBuilder.ts): what a pass
 * must render, and where a rendered page lands in a build folder.
 */

/** Entity changes, each once, plus a day change when the calendar moved on since the last build. */
export function pendingSiteChanges(
  pending: readonly Pick<ContentChange, "entity" | "entity_id">[],
  manifest: BuildManifest,
  today: string,
): SiteChange[] {
  const seen = new Set<string>();
  const changes: SiteChange[] = [];
  for (const change of pending) {
    const key = `${change.entity}:${change.entity_id}`;
    if (!seen.has(key)) changes.push({ entity: change.entity, id: change.entity_id });
    seen.add(key);
  }
  if (manifest.today < today) changes.push({ day: today });
  return changes;
}

/** Where a page's file lands in a build folder ("/artists" → artists/index.html, "/rss.xml" → rss.xml). */
export function outputFileOf(path: string): string {
  if (path === "/") return "index.html";
  const relative = path.replace(/^\/+/, "");
  return /\.[a-z0-9]+$/i.test(relative.split("/").pop() ?? "") ? relative : `${relative}/index.html`;
}

/**
 * The pages a freshly started warm renderer renders once, into a folder
 * nobody serves, before the first change: one page of each kind (the first
 * path of each first segment and depth: `/`, `/releases`, a release page, a
 * post, an embed, a feed…), so that the first edit does not pay for loading
 * what only some kinds of page use (the press pages' sanitizer among it:
 * 12 s for the first job after a start when nothing was rendered).
 */
export function warmUpPaths(paths: Iterable<string>): string[] {
  const byKind = new Map<string, string>();
  for (const path of paths) {
    const segments = path.split("/").filter(Boolean);
    const kind = `${segments[0] ?? ""}/${segments.length}`;
    if (!byKind.has(kind)) byKind.set(kind, path);
  }
  return [...byKind.values()];
}
