/**
 * The audit log: one entry per write made through the admin (content,
 * publish toggles, schedules, imports, link generation, demo reviews and
 * deletes, invites, roles and grants), written in the same transaction as
 * the write. Entries are only ever appended; nothing in the product edits or
 * deletes them. Secrets and password-setup links are never part of an entry.
 */
import { z } from "zod";
import { CONTENT_ENTITIES, fieldChangeSchema, SYSTEM_ACTOR } from "./contentChange";
import { idSchema } from "../shared/fields";

/** Records that writes can touch: the content entities and the others. */
export const AUDIT_ENTITIES = [
  ...CONTENT_ENTITIES,
  "demos",
  "users",
  "roles",
  "role_permissions",
  "schedules",
  "subscribers",
  "newsletters",
  "promo_contacts",
  "promo_campaigns",
  "store_code_batches",
  "store_orders",
  "store_products",
  "store_settings",
  "store_shipping_zones",
  "media",
  "track_audio",
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** The saved version a restore brought back. */
export const restoredVersionSchema = z.object({
  /** The version's id (content_versions). */
  version_id: idSchema,
  /** When that version was saved. */
  at: z.date(),
});
export type RestoredVersion = z.output<typeof restoredVersionSchema>;

export const auditEntrySchema = z.object({
  /** Document id (random). */
  id: idSchema,
  /**
   * When the write's transaction ran: the real time, always, so the log's
   * order is the order of the writes (its sort key and its date filters).
   */
  at: z.date(),
  /**
   * The moment a scheduled job acted as of, when it wrote (the schedule's
   * run time; `npm run job -- … --now <time>` can put it anywhere); null
   * for writes of people. Shown beside `at`, never sorted by.
   */
  as_of: z.date().nullable().default(null),
  /** uid of the person, or SYSTEM_ACTOR for scheduled jobs. */
  actor: z.string().min(1).default(SYSTEM_ACTOR),
  /** What was done: a content change kind (create, update, publish, restore…) or invite, add_role, remove_role, grant, revoke, review, delete, schedule, cancel_schedule. */
  action: z.string().min(1),
  /** For a restore: the saved version it brought back, when the version was still kept. */
  restored_from: restoredVersionSchema.nullable().default(null),
  entity: z.enum(AUDIT_ENTITIES),
  /** The record's id (a release id, a role id, a user's uid…). */
  entity_id: z.string().min(1),
  /** A readable name of the record when it was written (a title, a name, an email). */
  label: z.string().nullable().default(null),
  /** The fields the write changed, before and after. */
  fields: z.array(fieldChangeSchema).default([]),
});

export type AuditEntry = z.output<typeof auditEntrySchema>;
export type AuditEntryInput = z.input<typeof auditEntrySchema>;
