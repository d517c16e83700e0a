import { z } from "zod";
import { AUDIT_ENTITIES, auditEntrySchema, restoredVersionSchema } from "./auditEntry";
import { CONTENT_ENTITIES } from "./contentChange";
import { contentVersionSchema } from "./contentVersion";
import { documentIdSchema, recordIdSchema, wireDate } from "../shared/fields";

/** Entries per page of the audit screen. */
export const AUDIT_PAGE_SIZE = 50;

/** An audit entry as the screen shows it: with the email of who wrote it (null: a scheduled job or a removed account). */
export const auditRowSchema = auditEntrySchema.extend({
  at: wireDate,
  as_of: wireDate.nullable(),
  restored_from: restoredVersionSchema.extend({ at: wireDate }).nullable(),
  actor_email: z.string().nullable(),
});
export type AuditRow = z.output<typeof auditRowSchema>;

/** Where the next page starts: the last entry shown (audit entry ids are UUIDs). */
export const auditCursorSchema = z.object({ at: wireDate, id: recordIdSchema });

export const contentVersionRowSchema = contentVersionSchema.extend({ at: wireDate, actor_email: z.string().nullable() });
export type ContentVersionRow = z.output<typeof contentVersionRowSchema>;

/** The audit screen and the version history of the content forms. */
export const auditCallables = {
  /** /admin/audit: newest first, filtered by person (uid), record and date range; one page at a time. */
  listAuditEntries: {
    request: z
      .object({
        /** A uid, or SYSTEM_ACTOR for scheduled jobs. */
        actor: documentIdSchema.nullable().default(null),
        entity: z.enum(AUDIT_ENTITIES).nullable().default(null),
        /** A record id, a role id or a uid, as the entries hold it. */
        entity_id: documentIdSchema.nullable().default(null),
        from: wireDate.nullable().default(null),
        to: wireDate.nullable().default(null),
        cursor: auditCursorSchema.nullable().default(null),
      })
      // Absent: every filter at its default.
      .prefault({}),
    response: z.object({ entries: z.array(auditRowSchema), next_cursor: auditCursorSchema.nullable() }),
  },
  /** An item's saved versions, newest first (view on the item). */
  listContentVersions: {
    request: z.object({ entity: z.enum(CONTENT_ENTITIES), id: recordIdSchema }),
    response: z.object({ versions: z.array(contentVersionRowSchema) }),
  },
} as const;
