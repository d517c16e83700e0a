import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Firestore } from "@google-cloud/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startNodeFirestore, type NodeFirestore } from "../../../scripts/stack/nodeFirestore";
import { freePort } from "./freePort";

let emulator: NodeFirestore;
let db: Firestore;

beforeAll(async () => {
  const port = await freePort();
  // The client in emulator mode: a plain connection to this host.
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${port}`;
  emulator = await startNodeFirestore(port, join(mkdtempSync(join(tmpdir(), "queries-")), "firestore.journal"));
  db = new Firestore({
    projectId: "demo-queries",
    preferRest: false,
    credentials: { client_email: "emulator@demo-queries.test", private_key: "unused" },
  });
});

afterAll(async () => {
  await db.terminate();
  await emulator.stop();
});

const titles = async (query: FirebaseFirestore.Query) => (await query.get()).docs.map((d) => d.get("title") as string);

describe("the Node Firestore emulator's query answers", () => {
  it("answer each query with the documents as they are when it runs, after writes to documents answered before", async () => {
    const releases = db.collection("releases");
    await releases.doc("a").set({ title: "Drift", year: 2024, body: "long" });
    await releases.doc("b").set({ title: "Tide", year: 2025, body: "long" });
    const newest = releases.orderBy("year", "desc");
    expect(await titles(newest)).toEqual(["Tide", "Drift"]);

    await releases.doc("a").update({ title: "Drift (remaster)", year: 2026 });
    expect(await titles(newest)).toEqual(["Drift (remaster)", "Tide"]);

    await releases.doc("b").delete();
    expect(await titles(newest)).toEqual(["Drift (remaster)"]);
    await releases.doc("b").set({ title: "Tide", year: 2025, body: "long" });
    expect(await titles(releases.where("year", "==", 2025))).toEqual(["Tide"]);
  });

  it("send only the selected fields, and every field to a query without a projection of the same documents", async () => {
    const posts = db.collection("posts");
    await posts.doc("p").set({ title: "Notes", body: "text", tags: { a: 1 } });
    const selected = await posts.select("title", "tags.a").get();
    expect(selected.docs.map((d) => d.data())).toEqual([{ title: "Notes", tags: { a: 1 } }]);
    const whole = await posts.get();
    expect(whole.docs.map((d) => d.data())).toEqual([{ title: "Notes", body: "text", tags: { a: 1 } }]);
    expect((await posts.select("body").get()).docs.map((d) => d.data())).toEqual([{ body: "text" }]);
  });

  it("answer a query of thousands of large documents whole and in order, and an empty one", async () => {
    const tracks = db.collection("tracks");
    const body = "x".repeat(4000);
    for (let start = 0; start < 2000; start += 500) {
      const batch = db.batch();
      for (let i = start; i < start + 500; i++) batch.set(tracks.doc(`t${String(i).padStart(4, "0")}`), { n: i, body });
      await batch.commit();
    }
    const all = await tracks.orderBy("n").get();
    expect(all.size).toBe(2000);
    expect(all.docs.every((d, i) => d.get("n") === i && d.get("body") === body)).toBe(true);
    expect((await tracks.where("n", ">", 5000).get()).size).toBe(0);
  });

  it("answer a query inside a transaction and let the transaction commit", async () => {
    const counters = db.collection("counters");
    await counters.doc("c").set({ title: "c", value: 1 });
    await db.runTransaction(async (tx) => {
      const [found] = (await tx.get(counters.where("value", "==", 1))).docs;
      tx.update(found!.ref, { value: 2 });
    });
    expect((await counters.doc("c").get()).get("value")).toBe(2);
  });
});
