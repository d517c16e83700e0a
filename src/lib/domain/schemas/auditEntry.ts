/**
 * The audit log: one entry per write made through the admin (content,
 * publish toggles, schedules, imports, link generation, demo reviews and
 * deletes, invites, roles and grants), written in the same transaction as
 * the write. Entries are only ever appended; nothing in the product edits or
 * deletes them. Secrets and password-setup links are never part of an entry.
 */
import { z } from "zod";
import { CONTENT_ENTITIES, fieldChangeSchema, SYSTEM_ACTOR } from "./contentChange";
import { idSchema } from "./common";

/** Records that writes can touch: the content entities and the others. */
export const AUDIT_ENTITIES = [...CONTENT_ENTITIES, "demos", "users", "roles", "role_permissions", "schedules"] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const auditEntrySchema = z.object({
  /** Document id (random). */
  id: idSchema,
  /** When the write's transaction ran. */
  at: z.date(),
  /** uid of the person, or SYSTEM_ACTOR for scheduled jobs. */
  actor: z.string().min(1).default(SYSTEM_ACTOR),
  /** What was done: a content change kind (create, update, publish…) or invite, add_role, remove_role, grant, revoke, review, delete, schedule, cancel_schedule. */
  action: z.string().min(1),
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
