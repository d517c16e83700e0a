import { z } from "zod";
import { SITE_ENTITIES, type SiteEntity } from "../domain/publishing";

/**
 * What a public page was rendered from. `artists:<id>` (one document),
 * `artists:*` (any document of the collection: list pages), and
 * `day:<YYYY-MM-DD>` for pages that change on a calendar day (an upcoming
 * release switches from pre-save to listen links on its release date).
 */
export type DependencyKey = `${SiteEntity}:${string}` | `day:${string}`;

export const anyOf = (entity: SiteEntity): DependencyKey => `${entity}:*`;
export const entityKey = (entity: SiteEntity, id: string): DependencyKey => `${entity}:${id}`;
export const dayKey = (isoDate: string): DependencyKey => `day:${isoDate}`;

/** Something that happened since the last build: a content write, or a new day (as the build job carries it). */
export const siteChangeSchema = z.union([
  z.object({ entity: z.enum(SITE_ENTITIES), id: z.string().min(1) }),
  z.object({ day: z.string() }),
]);

export type SiteChange = z.output<typeof siteChangeSchema>;

/** Whether a page rendered from `deps` must be rendered again after `change`. */
export function dependsOn(deps: readonly DependencyKey[], change: SiteChange): boolean {
  if ("day" in change) return deps.some((dep) => dep.startsWith("day:") && dep.slice(4) <= change.day);
  const exact = entityKey(change.entity, change.id);
  const any = anyOf(change.entity);
  return deps.some((dep) => dep === exact || dep === any);
}

/** Path → what it was (or will be) rendered from. */
export type PageDependencies = ReadonlyMap<string, readonly DependencyKey[]> | Readonly<Record<string, readonly DependencyKey[]>>;

function entries(pages: PageDependencies): [string, readonly DependencyKey[]][] {
  return pages instanceof Map ? [...pages.entries()] : Object.entries(pages);
}

export interface RebuildSelection {
  /** Pages to render: they exist with the current data and depend on a change. */
  render: string[];
  /** Pages to delete: they were built before, depend on a change and no longer exist (unpublished, deleted, renamed). */
  remove: string[];
}

/**
 * The dependency rule of incremental builds. A page is affected when the
 * last build rendered it from a changed document (so a renamed slug or a
 * deleted item reaches its old page), or when the current data would render
 * it from one (so a new or newly published item gets its page).
 */
export function selectRebuild(built: PageDependencies, planned: PageDependencies, changes: readonly SiteChange[]): RebuildSelection {
  const plannedPaths = new Set(entries(planned).map(([path]) => path));
  const affected = new Set<string>();
  for (const pages of [built, planned]) {
    for (const [path, deps] of entries(pages)) {
      if (changes.some((change) => dependsOn(deps, change))) affected.add(path);
    }
  }
  const sorted = [...affected].sort();
  return { render: sorted.filter((p) => plannedPaths.has(p)), remove: sorted.filter((p) => !plannedPaths.has(p)) };
}
