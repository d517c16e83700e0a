import { FirestoreServer, type FirestoreStateDocument } from "@firestore-emulator/server";
import type { sendUnaryData, Server, ServerUnaryCall } from "@grpc/grpc-js";
import { CommitRequest, type CommitResponse } from "@firestore-emulator/proto/dist/google/firestore/v1/firestore";
import { Write } from "@firestore-emulator/proto/dist/google/firestore/v1/write";
import { AppendJournal } from "./appendJournal";
import { answerQueriesFromCache } from "./emulatorQueries";

/** One acknowledged commit: its time (ms) and the CommitRequest, protobuf in base64. */
interface CommitRecord {
  t: number;
  c: string;
}

const COMMIT_PATH = "/google.firestore.v1.Firestore/Commit";
/** Rewrite the journal once this much has been appended since the last rewrite (and it is bigger than the data). */
const CHECKPOINT_BYTES = 64 * 1024 * 1024;

export interface NodeFirestore {
  /** Documents restored from the journal at start. */
  restored: number;
  stop(): Promise<void>;
}

/**
 * The Node Firestore emulator (@firestore-emulator/server), used where the
 * official one cannot run. It runs in this process; see docs/local-stack.md
 * for the query subset it supports and tests/integration/queryContract.test.ts
 * for the proof that every query of the data layer stays inside it.
 *
 * Durability: every commit is appended to `journalFile` and synced to disk
 * before the emulator answers it, so a write a caller saw succeed survives a
 * kill -9. On start the journal is replayed into the emulator's memory, then
 * rewritten as one record per live document.
 *
 * Queries with a projection (`select()`) answer with the selected fields
 * only, as Firestore does (the package itself sends every field), and a
 * document's answer is encoded once per version (emulatorQueries.ts).
 */
export async function startNodeFirestore(port: number, journalFile: string): Promise<NodeFirestore> {
  const server = new FirestoreServer();
  const live = trackLiveDocuments(server);
  const commits = [...AppendJournal.read<CommitRecord>(journalFile)].map((record) => ({
    date: new Date(record.t),
    writes: CommitRequest.deserializeBinary(Buffer.from(record.c, "base64")).writes,
  }));
  addDocuments(
    server,
    commits.flatMap(({ writes }) => writes.map(writtenPath)),
  );
  for (const { date, writes } of commits) {
    for (const write of writes) {
      try {
        server.state.writeV1Document(date, write);
      } catch {
        // A precondition that failed the first time fails again: that commit was never acknowledged either.
      }
    }
  }
  AppendJournal.rewrite(journalFile, checkpointLines(live));
  const journal = new AppendJournal(journalFile);
  journalCommits(server, journal, live);
  answerQueriesFromCache(server);
  await server.start(port);
  return {
    restored: live.size,
    async stop() {
      server.stop();
      await journal.flushed();
      journal.close();
    },
  };
}

/** The path of the document a write changes. */
function writtenPath(write: Write): string {
  if (write.has_update) return write.update.name;
  if (write.has_delete) return write.delete;
  return write.transform.document;
}

/** The parts of the emulator's collection that `addDocuments` relies on (the package does not type them). */
interface EmulatorCollection {
  documents: Record<string, unknown>;
  emitter: unknown;
  database: unknown;
  getDocument(id: string): object;
}

/**
 * Adds the (still empty) documents of these paths to their collections, one
 * collection at a time, before the replay writes them. The emulator keeps a
 * collection's documents in an immutable object and copies it whenever it
 * meets a new document name, so writing a collection's documents one by one
 * costs time in the square of their number: 27,500 documents took 73 s to
 * replay. Added together they cost one copy per collection. Each is built
 * as the emulator builds one (FirestoreStateCollection.getDocument): the
 * class of the first, the same arguments, and the result frozen, as immer
 * leaves it.
 */
function addDocuments(server: FirestoreServer, paths: readonly string[]): void {
  const byCollection = new Map<string, Set<string>>();
  for (const path of paths) {
    const cut = path.lastIndexOf("/");
    const collectionPath = path.slice(0, cut);
    byCollection.set(collectionPath, (byCollection.get(collectionPath) ?? new Set()).add(path.slice(cut + 1)));
  }
  const state = server.state as unknown as { getCollection(path: string): EmulatorCollection };
  for (const [collectionPath, ids] of byCollection) {
    const collection = state.getCollection(collectionPath);
    const [first, ...rest] = ids;
    const Document = collection.getDocument(first!).constructor as new (...args: unknown[]) => unknown;
    const added = rest
      .filter((id) => !(id in collection.documents))
      .map((id) => [id, new Document(collection.emitter, collection.database, collection, id, {}, {})]);
    if (added.length > 0) collection.documents = Object.freeze({ ...collection.documents, ...Object.fromEntries(added) });
  }
}

/** Documents that exist, by path, kept current from the emulator's own events. */
function trackLiveDocuments(server: FirestoreServer): Map<string, FirestoreStateDocument> {
  const live = new Map<string, FirestoreStateDocument>();
  const emitter = server.state.emitter;
  emitter.on("create-document", ({ document }) => live.set(document.getPath(), document));
  emitter.on("update-document", ({ document }) => live.set(document.getPath(), document));
  emitter.on("delete-document", ({ document }) => live.delete(document.getPath()));
  emitter.on("clear-all-projects", () => live.clear());
  return live;
}

/** The journal that rebuilds today's data: each live document as one set, dated by its last update. */
function* checkpointLines(live: Map<string, FirestoreStateDocument>): Generator<string> {
  for (const document of live.values()) {
    if (!document.metadata.hasExist) continue;
    const { fields } = document.toV1DocumentObject();
    const commit = new CommitRequest({ writes: [Write.fromObject({ update: { name: document.getPath(), fields } })] });
    const record: CommitRecord = { t: document.metadata.updatedAt.getTime(), c: Buffer.from(commit.serializeBinary()).toString("base64") };
    yield JSON.stringify(record);
  }
}

/**
 * Wraps the emulator's Commit handler: the commit is applied in memory as
 * before, then journaled, and only answered once the journal is on disk.
 * The handler is reached through grpc-js's handler table because the
 * package does not export its service class.
 */
function journalCommits(server: FirestoreServer, journal: AppendJournal, live: Map<string, FirestoreStateDocument>): void {
  const grpc = (server as unknown as { server: Server }).server;
  const handlers = (
    grpc as unknown as {
      handlers: Map<string, { func: Commit; serialize: (r: CommitResponse) => Buffer; deserialize: (b: Buffer) => CommitRequest }>;
    }
  ).handlers;
  const original = handlers.get(COMMIT_PATH);
  if (!original) throw new Error("@firestore-emulator/server: Commit handler not found; the journal cannot hook it");
  const durableCommit: Commit = (call, callback) => {
    original.func(call, (error, response) => {
      if (error || !response) return callback(error, response);
      const commitTime = response.commit_time;
      const record: CommitRecord = {
        t: commitTime.seconds * 1000 + Math.floor(commitTime.nanos / 1e6),
        c: Buffer.from(call.request.serializeBinary()).toString("base64"),
      };
      journal.append(record).then(
        () => callback(null, response),
        (journalError: unknown) =>
          callback({ code: 14, message: `could not persist the write: ${String(journalError)}`, name: "Error" }, null),
      );
      if (journal.appendedBytes > CHECKPOINT_BYTES && journal.appendedBytes > live.size * 2048)
        void journal.checkpoint(() => [...checkpointLines(live)]);
    });
  };
  grpc.unregister(COMMIT_PATH);
  grpc.register(COMMIT_PATH, durableCommit, original.serialize, original.deserialize, "unary");
}

type Commit = (call: ServerUnaryCall<CommitRequest, CommitResponse>, callback: sendUnaryData<CommitResponse>) => void;
