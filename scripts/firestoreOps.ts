import { DocumentReference, Firestore, Query, Transaction, WriteBatch } from "firebase-admin/firestore";

/**
 * Counts the document reads and writes the client makes while `measure`
 * runs, as Firestore bills them: a query's documents (at least one), each
 * document get (in a transaction too), each id of a getAll, each write of a batch or transaction
 * (a transaction's writes go through its own WriteBatch: counted there,
 * once); and, apart, the reads of `count()` aggregations: one per 1,000
 * index entries matched (at least one), so they grow with what they count.
 * For the benches' cost per recipient and per page.
 */
const ops = { reads: 0, writes: 0, aggregationReads: 0 };
let counting = false;
let installed = false;

function install(): void {
  if (installed) return;
  installed = true;
  const wrap = <T extends object>(proto: T, name: keyof T & string, count: (args: unknown[], result: unknown) => void) => {
    const original = proto[name] as unknown as (...args: unknown[]) => unknown;
    Object.defineProperty(proto, name, {
      value: function (this: unknown, ...args: unknown[]) {
        const result = original.apply(this, args);
        if (!counting) return result;
        if (result instanceof Promise) return result.then((value) => (count(args, value), value));
        count(args, result);
        return result;
      },
    });
  };
  const write = () => void (ops.writes += 1);
  wrap(Query.prototype, "get", (_args, snap) => void (ops.reads += Math.max(1, (snap as { size: number }).size)));
  wrap(DocumentReference.prototype, "get", () => void (ops.reads += 1));
  wrap(Firestore.prototype, "getAll", (args) => void (ops.reads += args.filter((a) => a instanceof DocumentReference).length));
  // A transaction's get takes a document (one read) or a query (its documents, at least one).
  wrap(Transaction.prototype, "get", (_args, snap) => {
    const size = (snap as { size?: number }).size;
    ops.reads += size === undefined ? 1 : Math.max(1, size);
  });
  for (const name of ["create", "set", "update", "delete"] as const) wrap(WriteBatch.prototype, name, write);
  // The aggregate query class is not exported: its get is counted on each one count() makes.
  wrap(Query.prototype, "count", (_args, aggregate) => {
    const counted = aggregate as { get(): Promise<{ data(): { count: number } }> };
    const get = counted.get.bind(counted);
    counted.get = () =>
      get().then((snap) => {
        if (counting) ops.aggregationReads += Math.max(1, Math.ceil(snap.data().count / 1000));
        return snap;
      });
  });
}

/** Runs `run`, counting its reads and writes and timing it. */
export async function measureFirestoreOps<T>(
  run: () => Promise<T>,
): Promise<{ result: T; reads: number; writes: number; aggregationReads: number; ms: number }> {
  install();
  Object.assign(ops, { reads: 0, writes: 0, aggregationReads: 0 });
  counting = true;
  const started = Date.now();
  try {
    const result = await run();
    return { result, reads: ops.reads, writes: ops.writes, aggregationReads: ops.aggregationReads, ms: Date.now() - started };
  } finally {
    counting = false;
  }
}
