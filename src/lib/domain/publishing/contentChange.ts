/**
 * Content changes: one record per content document a write changed, written
 * in the same transaction as the write (src/lib/data/catalog/contentWriter.ts). The
 * site builder reads them to re-render only the pages that depend on the
 * changed documents; who changed what, how and when is kept for the audit
 * log, version history and scheduled publishing to hook into.
 */
import { z } from "zod";
import { idSchema } from "../shared/fields";

/** Entities that public pages are rendered from. */
export const CONTENT_ENTITIES = ["artists", "releases", "press_posts"] as const;
export type ContentEntity = (typeof CONTENT_ENTITIES)[number];

/**
 * What the site builder re-renders pages for: the content, and the store's
 * products (a product's price, status or stock shows on its release page
 * and on /store; docs/store.md#on-the-site). Products have no versions,
 * schedules or previews, so they are not content.
 */
export const SITE_ENTITIES = [...CONTENT_ENTITIES, "store_products"] as const;
export type SiteEntity = (typeof SITE_ENTITIES)[number];

/**
 * What kind of write changed the document. `publish`/`unpublish` are saves
 * that changed the published state; `import`, `refetch` and `links` come
 * from the streaming-service integrations; `restore` is a save of a saved
 * version's fields from the version history (whatever else it changes);
 * `audio` names a release whose track audio became playable or stopped
 * being so (docs/listening.md#label-hosted-audio): the release document
 * itself is not written.
 */
export const CONTENT_CHANGE_KINDS = [
  "create",
  "update",
  "delete",
  "publish",
  "unpublish",
  "import",
  "refetch",
  "links",
  "release_day",
  "restore",
  "audio",
] as const;
export type ContentChangeKind = (typeof CONTENT_CHANGE_KINDS)[number];

/** The actor of writes no person made (scheduled jobs). */
export const SYSTEM_ACTOR = "system";

/** One changed field: its value before and after the write (null when absent, e.g. before a create). */
export const fieldChangeSchema = z.object({
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});

export type FieldChange = z.output<typeof fieldChangeSchema>;

export const contentChangeSchema = z.object({
  /** Document id (random). */
  id: idSchema,
  entity: z.enum(SITE_ENTITIES),
  /** The changed (or deleted) document. */
  entity_id: idSchema,
  /** Defaults read records queued before kinds and actors were kept. */
  kind: z.enum(CONTENT_CHANGE_KINDS).default("update"),
  /** The uid of the staff member who wrote, or SYSTEM_ACTOR. */
  actor: idSchema.default(SYSTEM_ACTOR),
  at: z.date(),
  /** The fields the write changed. */
  fields: z.array(fieldChangeSchema).default([]),
});

export type ContentChange = z.output<typeof contentChangeSchema>;
