import { Timestamp, type Firestore } from "firebase-admin/firestore";

/**
 * Local-mode persistence: the whole database as one JSON file, written on
 * exit (and periodically) and read back on start. Timestamps are tagged so
 * they come back as Timestamps. Goes through firebase-admin, so it works the
 * same against either Firestore emulator.
 */
export type DatabaseSnapshot = Record<string, Record<string, unknown>>;

const TS_TAG = "__timestamp";

function encode(value: unknown): unknown {
  if (value instanceof Timestamp) return { [TS_TAG]: value.toDate().toISOString() };
  if (Array.isArray(value)) return value.map(encode);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, encode(v)]));
  }
  return value;
}

function decode(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(decode);
  if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (typeof record[TS_TAG] === "string" && Object.keys(record).length === 1) {
      return Timestamp.fromDate(new Date(record[TS_TAG]));
    }
    return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, decode(v)]));
  }
  return value;
}

export async function exportDatabase(db: Firestore, collections: readonly string[]): Promise<DatabaseSnapshot> {
  const out: DatabaseSnapshot = {};
  for (const name of collections) {
    const snap = await db.collection(name).get();
    out[name] = Object.fromEntries(snap.docs.map((d) => [d.id, encode(d.data())]));
  }
  return out;
}

export async function importDatabase(db: Firestore, snapshot: DatabaseSnapshot): Promise<number> {
  let written = 0;
  let batch = db.batch();
  let pending = 0;
  for (const [name, docs] of Object.entries(snapshot)) {
    for (const [id, data] of Object.entries(docs)) {
      batch.set(db.collection(name).doc(id), decode(data) as Record<string, unknown>);
      written++;
      // Firestore batches hold at most 500 writes.
      if (++pending === 400) {
        await batch.commit();
        batch = db.batch();
        pending = 0;
      }
    }
  }
  if (pending > 0) await batch.commit();
  return written;
}

export async function countDocuments(db: Firestore, collections: readonly string[]): Promise<number> {
  const counts = await Promise.all(collections.map(async (c) => (await db.collection(c).count().get()).data().count));
  return counts.reduce((a, b) => a + b, 0);
}
