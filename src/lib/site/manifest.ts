import { z } from "zod";
import { SITE_ENTITIES } from "../domain/publishing";
import type { DependencyKey } from "./dependencies";

/**
 * The build manifest: every content page of the live site and what it was
 * rendered from. Each build reports the pages it rendered and removed; the
 * builder folds the report into the manifest once the files are live.
 */
const dependencyKeySchema = z.string().regex(new RegExp(`^(${[...SITE_ENTITIES, "day"].join("|")}):.+$`)) as z.ZodType<DependencyKey>;
const pagesSchema = z.record(z.string().startsWith("/"), z.array(dependencyKeySchema));

export const buildManifestSchema = z.object({
  version: z.literal(1),
  /** When the last build that changed the site read its data. */
  builtAt: z.string(),
  /** The UTC calendar day of that build: a later day re-renders the pages that depend on the date. */
  today: z.string(),
  pages: pagesSchema,
});

export type BuildManifest = z.output<typeof buildManifestSchema>;

export const buildReportSchema = z.object({
  mode: z.enum(["full", "incremental"]),
  builtAt: z.string(),
  today: z.string(),
  /** Pages this build rendered, with their dependencies. */
  rendered: pagesSchema,
  /** Pages to delete from the live site. */
  removed: z.array(z.string().startsWith("/")),
});

export type BuildReport = z.output<typeof buildReportSchema>;

/** The manifest after a build's files went live: a full build replaces it, an incremental one patches it. */
export function applyReport(previous: BuildManifest | null, report: BuildReport): BuildManifest {
  const pages: Record<string, DependencyKey[]> = report.mode === "full" || !previous ? {} : { ...previous.pages };
  for (const path of report.removed) delete pages[path];
  Object.assign(pages, report.rendered);
  return { version: 1, builtAt: report.builtAt, today: report.today, pages };
}
