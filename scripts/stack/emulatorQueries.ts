import type { FirestoreServer, FirestoreStateDocument } from "@firestore-emulator/server";
import type { Server, ServerWritableStream } from "@grpc/grpc-js";
import { RunQueryResponse, type RunQueryRequest } from "@firestore-emulator/proto/dist/google/firestore/v1/firestore";

const RUN_QUERY_PATH = "/google.firestore.v1.Firestore/RunQuery";

type HandlerTable = Map<string, { func: unknown; serialize: (value: never) => Buffer; deserialize: (bytes: Buffer) => unknown }>;

/** A document as a query saw it: the package replaces `fields` and `metadata` with new objects on every write. */
interface DocumentVersion {
  document: FirestoreStateDocument;
  fields: object;
  metadata: FirestoreStateDocument["metadata"];
}

/** A field path's first segment (`credits.producers` → `credits`; paths here are unquoted). */
const topLevelField = (path: string) => path.split(".")[0]!;

/**
 * Replaces the emulator's RunQuery handler (reached through grpc-js's handler table: the package does not
 * export its service class), answering as the package does, with three differences:
 *
 * - A query's projection (`select()`) is applied, as Firestore does: only the selected top-level fields are
 *   converted and sent (nested paths select their whole top-level field). The site's catalog read selects
 *   the public fields of documents that also carry the admin lists'.
 * - Each document version's answer is converted and encoded once, per projection, and kept: the package
 *   converted every document through three object models on every query, about 4 s of this process's CPU
 *   for the catalog at catalogue scale, each time the site builder read it.
 * - Answers are encoded as the client takes them (the stream's backpressure), not all before the first is
 *   sent, so the client decodes while this process encodes. Each answer is the version the query found.
 *
 * The query itself (filters, order, limits) stays the package's (`v1Query`). An answer's bytes are its
 * document's (kept) followed by the response's other fields: encoded protobuf messages concatenated are
 * one message with the fields of both.
 */
export function answerQueriesFromCache(server: FirestoreServer): void {
  const grpc = (server as unknown as { server: Server }).server;
  const handlers = (grpc as unknown as { handlers: HandlerTable }).handlers;
  const original = handlers.get(RUN_QUERY_PATH);
  if (!original) throw new Error("@firestore-emulator/server: RunQuery handler not found; queries cannot be answered from the cache");
  const packageRunQuery = original.func as (call: ServerWritableStream<RunQueryRequest, Uint8Array>) => void;
  const encoded = encodedDocuments();

  const runQuery = (call: ServerWritableStream<RunQueryRequest, Uint8Array>) => {
    const { request } = call;
    if (!request.has_structured_query) return packageRunQuery(call);
    const query = request.structured_query;
    const fields = query.has_select ? [...new Set(query.select.fields.map((field) => topLevelField(field.field_path)))].sort() : null;
    const now = Date.now();
    const found: DocumentVersion[] = server.state
      .v1Query(request.parent, query)
      .map((document) => ({ document, fields: (document as unknown as { fields: object }).fields, metadata: document.metadata }));
    const transaction =
      request.consistency_selector === "new_transaction" ? crypto.getRandomValues(new Uint8Array(12)) : request.transaction;
    const rest = (done: boolean) =>
      RunQueryResponse.fromObject({
        done,
        read_time: { seconds: Math.floor(now / 1000), nanos: (now % 1000) * 1e6 },
        skipped_results: 0,
        transaction,
      }).serializeBinary();
    if (found.length === 0) {
      call.write(rest(true));
      call.end();
      return;
    }
    const [more, last] = [rest(false), rest(true)];
    let next = 0;
    const send = () => {
      while (next < found.length && !call.cancelled) {
        const i = next++;
        const answer = Buffer.concat([encoded(found[i]!, fields), i === found.length - 1 ? last : more]);
        if (!call.write(answer) && next < found.length) return void call.once("drain", send);
      }
      call.end();
    };
    send();
  };
  grpc.unregister(RUN_QUERY_PATH);
  grpc.register(
    RUN_QUERY_PATH,
    runQuery,
    (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    original.deserialize as (bytes: Buffer) => RunQueryRequest,
    "serverStream",
  );
}

/** A RunQueryResponse holding only the document, encoded, per projection, kept for the document's latest version. */
function encodedDocuments() {
  const kept = new WeakMap<FirestoreStateDocument, { fields: object; metadata: object; byFields: Map<string, Uint8Array> }>();
  return (version: DocumentVersion, fields: string[] | null): Uint8Array => {
    let entry = kept.get(version.document);
    if (!entry || entry.fields !== version.fields || entry.metadata !== version.metadata)
      kept.set(version.document, (entry = { fields: version.fields, metadata: version.metadata, byFields: new Map() }));
    const key = fields ? fields.join("\n") : "";
    let bytes = entry.byFields.get(key);
    if (!bytes) {
      const document = RunQueryResponse.fromObject({ document: asFound(version, fields).toV1DocumentObject() });
      entry.byFields.set(key, (bytes = document.serializeBinary()));
    }
    return bytes;
  };
}

/** The document as the query found it (its fields then, the selected ones only), for conversion; the stored document is left as it is. */
function asFound({ document, fields, metadata }: DocumentVersion, selected: string[] | null): FirestoreStateDocument {
  const all = fields as Record<string, unknown>;
  const shown = selected ? Object.fromEntries(selected.flatMap((name) => (name in all ? [[name, all[name]]] : []))) : all;
  return Object.create(document, { fields: { value: shown }, metadata: { value: metadata } }) as FirestoreStateDocument;
}
