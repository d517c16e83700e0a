import { z } from "zod";
import type { buildJobSchema } from "../../src/lib/site/build";

/**
 * What the site builder and its warm renderer processes (scripts/site/warmRenderer.ts) say to each other
 * over IPC: "ready" once a process is loaded, then a request per job, answered by a reply.
 */

/**
 * A render request: the job's file, and which of its pages to render (a preview's paths, the pages the
 * report its planning writes names, or every page), so that the process need not read the job file a second
 * time for them.
 */
export const renderRequestSchema = z.object({
  id: z.number(),
  jobFile: z.string(),
  into: z.string(),
  pages: z.union([z.object({ paths: z.array(z.string()) }), z.object({ reportFile: z.string() }), z.literal("all")]),
  /** A folder (the served one) whose files a page is compared with: one with the same bytes is not written. */
  unchangedIn: z.string().optional(),
});
/** A job's outcome; `planned` comes first, once the job's catalog snapshot and report are written. */
export const renderReplySchema = z.union([
  z.object({ id: z.number(), files: z.array(z.string()), unchanged: z.array(z.string()) }),
  z.object({ id: z.number(), error: z.string() }),
  z.object({ id: z.number(), planned: z.literal(true) }),
]);
export type RenderRequest = z.output<typeof renderRequestSchema>;
export type RenderReply = z.output<typeof renderReplySchema>;
/** What a job rendered: the files it wrote, and the pages it left unwritten as they were (`unchangedIn`). Paths relative to the folder. */
export type Rendered = Omit<Extract<RenderReply, { files: string[] }>, "id">;

export type RenderJob = z.input<typeof buildJobSchema>;
