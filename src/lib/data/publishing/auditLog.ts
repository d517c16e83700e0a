import { randomUUID } from "node:crypto";
import type { Firestore, Query, Transaction, WriteBatch } from "firebase-admin/firestore";
import { auditEntrySchema, type AuditEntity, type AuditEntry, type AuditEntryInput } from "../../domain/publishing";
import { fieldChanges } from "../../domain/publishing";
import { Repository, type AuditWrite } from "../repository";

/** Entries read beyond a page, so entries sharing the cursor's millisecond are not lost. */
const AUDIT_TIE_ROOM = 20;

/** Newest first; ties (one transaction's entries) by id, descending. */
export const newestFirst = (a: AuditEntry, b: AuditEntry) => b.at.getTime() - a.at.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/** Who wrote which record and how: what a write hands its repository so the entry lands with it. */
export interface AuditContext {
  actor: string;
  action: string;
  entity: AuditEntity;
  entityId: string;
  label?: string | null;
  /** A job's moment when it acts as of another time (the entry's `as_of`); the entry's `at` is the real time. */
  asOf?: Date | null;
}

/** Fields never written to the log (secrets, password-setup links). */
const REDACTED_FIELDS = new Set(["password", "link", "reset_link", "password_setup_link", "token", "secret"]);

/** Filters of the audit screen; `before` is the paging cursor (entries strictly older). */
export interface AuditQuery {
  actor?: string | null;
  entity?: AuditEntity | null;
  entityId?: string | null;
  from?: Date | null;
  to?: Date | null;
  before?: { at: Date; id: string } | null;
  limit: number;
}

/**
 * The audit log (audit_log). Entries are appended inside the transaction or
 * batch of the write they describe (`append`); there is no update or delete.
 */
export class AuditLogRepository extends Repository<AuditEntry> {
  constructor(db: Firestore) {
    super(db, { name: "audit_log", schema: auditEntrySchema, idField: "id", idOf: (e) => e.id });
  }

  /** Adds an entry to a transaction or batch; it lands with the write or not at all. */
  append(tx: Transaction | WriteBatch, entry: Omit<AuditEntryInput, "id" | "at"> & { at?: Date }): AuditEntry {
    const parsed = auditEntrySchema.parse({ ...entry, id: randomUUID(), at: entry.at ?? new Date() });
    const safe = { ...parsed, fields: parsed.fields.filter((f) => !REDACTED_FIELDS.has(f.field)) };
    tx.create(this.collection.doc(safe.id), this.toDocument(safe));
    return safe;
  }

  /** Appends the entry of a write of one record, its fields from the record before and after. */
  appendChange(tx: Transaction | WriteBatch, context: AuditContext, before: object | null, after: object | null): AuditEntry {
    const { actor, action, entity, entityId, label = null, asOf = null } = context;
    return this.append(tx, { actor, action, entity, entity_id: entityId, label, as_of: asOf, fields: fieldChanges(before, after) });
  }

  /** The AuditWrite a repository method takes: the entry of that write, in its transaction. */
  recorder(context: AuditContext): AuditWrite {
    return (tx, before, after) => {
      this.appendChange(tx, context, before, after);
    };
  }

  /**
   * One page of entries, newest first, with the screen's filters applied in
   * the database. The cursor is a range on `at` (the Node emulator ignores
   * startAfter); entries of the cursor's own millisecond are told apart by id.
   */
  async page(query: AuditQuery): Promise<AuditEntry[]> {
    const to = query.before && (!query.to || query.before.at < query.to) ? query.before.at : query.to;
    const found = await this.query((c) => {
      let q: Query = c;
      if (query.actor) q = q.where("actor", "==", query.actor);
      if (query.entity) q = q.where("entity", "==", query.entity);
      if (query.entityId) q = q.where("entity_id", "==", query.entityId);
      if (query.from) q = q.where("at", ">=", query.from);
      if (to) q = q.where("at", "<=", to);
      return q.orderBy("at", "desc").limit(query.limit + AUDIT_TIE_ROOM);
    });
    const cursor = query.before;
    return found
      .sort(newestFirst)
      .filter((e) => !cursor || e.at.getTime() < cursor.at.getTime() || (e.at.getTime() === cursor.at.getTime() && e.id < cursor.id))
      .slice(0, query.limit);
  }

  /** The latest entry about one record (who changed it last, and when). */
  latestFor(entity: AuditEntity, entityId: string): Promise<AuditEntry | null> {
    return this.first((c) => c.where("entity", "==", entity).where("entity_id", "==", entityId).orderBy("at", "desc"));
  }
}
