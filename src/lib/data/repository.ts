import type { DocumentData, Firestore, Query, QueryDocumentSnapshot, Transaction, WriteBatch } from "firebase-admin/firestore";
import type { z } from "zod";
import { listFieldsOf, type ListedSpec } from "./listFields";
import { datesToTimestamps, timestampsToDates } from "./timestamps";

/**
 * How one collection maps to one domain schema. Documents are validated with
 * the shared schema on every read and every write, so a malformed document
 * never reaches a page or a function and a bad write never reaches Firestore.
 */
export interface CollectionSpec<T extends object> {
  name: string;
  schema: z.ZodType<T>;
  /** The model field that holds the document id (not stored in the body). */
  idField?: keyof T & string;
  /** Document id of a model, for collections whose ids derive from fields. */
  idOf: (model: T) => string;
  /** Collections the admin lists page and search: the fields derived for them on every write (listPages.ts). */
  listed?: ListedSpec<T>;
  /**
   * Fields stored as one JSON string rather than as Firestore maps and
   * arrays: long lists of small records that are only ever read and
   * written whole (a release's tracks). Reading a map costs the emulator
   * per value: a catalogue's tracklists as maps made the site's catalog
   * read several times slower, as JSON it costs what the releases alone do
   * (docs/listening.md#where-tracks-are-stored-and-why). No Dates inside.
   */
  jsonFields?: readonly (keyof T & string)[];
}

/**
 * Adds the audit entry of a write to the write's own transaction or batch,
 * given the record before and after (null: created / deleted). Built by
 * `repos.auditLog.recorder(...)` (auditLog.ts).
 */
export type AuditWrite = (tx: Transaction | WriteBatch, before: object | null, after: object | null) => void;

export class ValidationError extends Error {
  constructor(
    message: string,
    readonly collection: string,
    readonly docId: string,
  ) {
    super(`${collection}/${docId}: ${message}`);
  }
}

export class Repository<T extends object> {
  constructor(
    protected readonly db: Firestore,
    readonly spec: CollectionSpec<T>,
  ) {}

  get collection() {
    return this.db.collection(this.spec.name);
  }

  /** Validates a model and turns it into a document body. */
  toDocument(model: T): DocumentData {
    const parsed = this.spec.schema.safeParse(model);
    if (!parsed.success) {
      throw new ValidationError(parsed.error.issues[0]?.message ?? "invalid", this.spec.name, this.spec.idOf(model));
    }
    const body: Record<string, unknown> = { ...(parsed.data as Record<string, unknown>) };
    if (this.spec.idField) delete body[this.spec.idField];
    for (const field of this.spec.jsonFields ?? []) body[field] = JSON.stringify(body[field]);
    // Derived from the validated model; the schemas drop them again on read.
    if (this.spec.listed) Object.assign(body, listFieldsOf(this.spec.listed, parsed.data));
    return datesToTimestamps(body) as DocumentData;
  }

  /** Validates a stored document and turns it into a model. */
  fromSnapshot(snap: QueryDocumentSnapshot): T {
    const data = timestampsToDates(snap.data()) as Record<string, unknown>;
    if (this.spec.idField) data[this.spec.idField] = snap.id;
    for (const field of this.spec.jsonFields ?? []) {
      if (typeof data[field] !== "string") continue;
      try {
        data[field] = JSON.parse(data[field]);
      } catch {
        throw new ValidationError(`${field} is not JSON`, this.spec.name, snap.id);
      }
    }
    const parsed = this.spec.schema.safeParse(data);
    if (!parsed.success) {
      throw new ValidationError(parsed.error.issues[0]?.message ?? "invalid", this.spec.name, snap.id);
    }
    return parsed.data;
  }

  /** The model, or null for a document that does not parse: for migrations, which skip what they cannot read instead of stopping. */
  tryFromSnapshot(snap: QueryDocumentSnapshot): T | null {
    try {
      return this.fromSnapshot(snap);
    } catch (error) {
      if (error instanceof ValidationError) return null;
      throw error;
    }
  }

  async get(id: string): Promise<T | null> {
    const snap = await this.collection.doc(id).get();
    return snap.exists ? this.fromSnapshot(snap as QueryDocumentSnapshot) : null;
  }

  async getMany(ids: readonly string[]): Promise<T[]> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    const snaps = await this.db.getAll(...unique.map((id) => this.collection.doc(id)));
    return snaps.filter((s) => s.exists).map((s) => this.fromSnapshot(s as QueryDocumentSnapshot));
  }

  /**
   * The fields the model is read from: the schema's, less the id field. Null
   * for a schema that is not a plain object (then every field is read).
   */
  modelFields(): string[] | null {
    const shape = (this.spec.schema as unknown as { shape?: Record<string, unknown> }).shape;
    if (!shape) return null;
    return Object.keys(shape).filter((field) => field !== this.spec.idField);
  }

  /**
   * Restricts a query to the model's fields: what a listed collection also
   * stores for the admin lists (list_key, list_terms, list_scope; about half
   * of a release's values) is neither sent nor decoded. For reads of whole
   * collections, such as the site's catalog.
   */
  selectModelFields(query: Query): Query {
    const fields = this.modelFields();
    return fields ? query.select(...fields) : query;
  }

  async query(build: (collection: Query) => Query): Promise<T[]> {
    const snap = await build(this.collection).get();
    return snap.docs.map((d) => this.fromSnapshot(d));
  }

  /**
   * A query whose order is applied here rather than by Firestore: for fields
   * that may hold null, which the Node emulator cannot order (see
   * docs/local-stack.md). Filters still run in the database.
   */
  async queryOrderedBy(build: (collection: Query) => Query, compare: (a: T, b: T) => number, limit?: number): Promise<T[]> {
    const sorted = (await this.query(build)).sort(compare);
    return limit === undefined ? sorted : sorted.slice(0, limit);
  }

  /**
   * Calls `onChange` whenever the query's documents change (and once at
   * once), without reading them into models: a wake-up for a process that
   * would otherwise poll (the site builder). Returns the unsubscribe.
   */
  watch(build: (collection: Query) => Query, onChange: () => void, onError: (error: Error) => void): () => void {
    return build(this.collection).onSnapshot(() => onChange(), onError);
  }

  async first(build: (collection: Query) => Query): Promise<T | null> {
    const [found] = await this.query((c) => build(c).limit(1));
    return found ?? null;
  }

  async count(build: (collection: Query) => Query = (c) => c): Promise<number> {
    const snap = await build(this.collection).count().get();
    return snap.data().count;
  }

  /** Creates the document; fails with ALREADY_EXISTS when the id is taken. */
  async create(model: T, audit?: AuditWrite): Promise<T> {
    const batch = this.db.batch();
    batch.create(this.collection.doc(this.spec.idOf(model)), this.toDocument(model));
    audit?.(batch, null, model);
    await batch.commit();
    return model;
  }

  /** Writes the whole document (insert or replace). */
  async set(model: T): Promise<T> {
    await this.collection.doc(this.spec.idOf(model)).set(this.toDocument(model));
    return model;
  }

  /**
   * Applies a partial change inside a transaction: read, merge, validate the
   * whole result, write. Returns null when the document does not exist.
   */
  async update(id: string, patch: Partial<T>, audit?: AuditWrite): Promise<T | null> {
    return this.db.runTransaction(async (tx) => {
      const ref = this.collection.doc(id);
      const snap = await tx.get(ref);
      if (!snap.exists) return null;
      const before = this.fromSnapshot(snap as QueryDocumentSnapshot);
      const next = { ...before, ...patch } as T;
      tx.set(ref, this.toDocument(next));
      audit?.(tx, before, next);
      return next;
    });
  }

  /** Deletes the document; with `audit`, reads it first in a transaction so the entry holds what was removed. */
  async delete(id: string, audit?: AuditWrite): Promise<void> {
    if (!audit) {
      await this.collection.doc(id).delete();
      return;
    }
    await this.db.runTransaction(async (tx) => {
      const snap = await tx.get(this.collection.doc(id));
      if (!snap.exists) return;
      tx.delete(snap.ref);
      audit(tx, this.fromSnapshot(snap as QueryDocumentSnapshot), null);
    });
  }
}
