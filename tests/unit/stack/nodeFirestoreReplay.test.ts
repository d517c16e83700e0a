import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CommitRequest } from "@firestore-emulator/proto/dist/google/firestore/v1/firestore";
import { Write } from "@firestore-emulator/proto/dist/google/firestore/v1/write";
import { describe, expect, it } from "vitest";
import { AppendJournal } from "../../../scripts/stack/appendJournal";
import { startNodeFirestore } from "../../../scripts/stack/nodeFirestore";

const ROOT = "projects/demo-test/databases/(default)/documents";
const doc = (path: string) => `${ROOT}/${path}`;
const text = (value: string) => ({ string_value: value });

/** One journal record, as the stack appends it: the commit time and the CommitRequest in base64. */
function record(t: number, writes: object[]): string {
  const commit = new CommitRequest({ writes: writes.map((w) => Write.fromObject(w)) });
  return JSON.stringify({ t, c: Buffer.from(commit.serializeBinary()).toString("base64") });
}

/** The live documents the journal holds after a start: name → its fields' string values. */
function liveDocuments(file: string): Record<string, Record<string, string>> {
  const live: Record<string, Record<string, string>> = {};
  for (const { c } of AppendJournal.read<{ c: string }>(file)) {
    for (const write of CommitRequest.deserializeBinary(Buffer.from(c, "base64")).writes) {
      const fields = Object.fromEntries([...write.update.fields.entries()].map(([name, value]) => [name, value.string_value]));
      live[write.update.name.slice(ROOT.length + 1)] = fields;
    }
  }
  return live;
}

describe("the Node Firestore emulator's start from its journal", () => {
  it("replays creates, masked updates, deletes and failed preconditions to exactly the documents that were acknowledged", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "replay-")), "firestore.journal");
    const many = Array.from({ length: 300 }, (_, i) => ({ update: { name: doc(`demos/d${i}`), fields: { n: text(String(i)) } } }));
    AppendJournal.rewrite(file, [
      record(1, [
        { update: { name: doc("artists/a1"), fields: { name: text("Halden"), bio: text("old") } } },
        { update: { name: doc("artists/a2"), fields: { name: text("Gone") } } },
      ]),
      record(2, many),
      // A masked update changes only the masked field.
      record(3, [{ update: { name: doc("artists/a1"), fields: { bio: text("new") } }, update_mask: { field_paths: ["bio"] } }]),
      record(4, [{ delete: doc("artists/a2") }, { delete: doc("demos/d7") }]),
      // An update of a document that must exist but does not: refused when it was made, refused again now.
      record(5, [{ update: { name: doc("artists/never"), fields: { name: text("x") } }, current_document: { exists: true } }]),
      record(6, [{ update: { name: doc("releases/r1"), fields: { title: text("Drift") } } }]),
    ]);
    const firestore = await startNodeFirestore(0, file);
    await firestore.stop();

    const live = liveDocuments(file);
    expect(firestore.restored).toBe(301);
    expect(live["artists/a1"]).toEqual({ name: "Halden", bio: "new" });
    expect(live["releases/r1"]).toEqual({ title: "Drift" });
    expect(Object.keys(live).filter((name) => name.startsWith("artists/"))).toEqual(["artists/a1"]);
    expect(Object.keys(live).filter((name) => name.startsWith("demos/")).length).toBe(299);
    expect(live["demos/d7"]).toBeUndefined();
    expect(live["demos/d299"]).toEqual({ n: "299" });
  });
});
