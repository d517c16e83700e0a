import { DocumentReference, Firestore, Query, Transaction, WriteBatch } from "firebase-admin/firestore";

/**
 * Counts the document reads and writes the client makes while `measure`
 * runs, as Firestore bills them: a query's documents (at least one), each
 * document get, each id of a getAll, each write of a batch or transaction
 * (a transaction's writes go through its own WriteBatch: counted there,
 * once). For the benches' cost per recipient.
 */
const ops = { reads: 0, writes: 0 };
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
  wrap(Transaction.prototype, "get", () => void (ops.reads += 1));
  for (const name of ["create", "set", "update", "delete"] as const) wrap(WriteBatch.prototype, name, write);
}

/** Runs `run`, counting its reads and writes and timing it. */
export async function measureFirestoreOps<T>(run: () => Promise<T>): Promise<{ result: T; reads: number; writes: number; ms: number }> {
  install();
  Object.assign(ops, { reads: 0, writes: 0 });
  counting = true;
  const started = Date.now();
  try {
    const result = await run();
    return { result, reads: ops.reads, writes: ops.writes, ms: Date.now() - started };
  } finally {
    counting = false;
  }
}
