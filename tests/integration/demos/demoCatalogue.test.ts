import { beforeEach, describe, expect, it } from "vitest";
import { DemoCatalogue } from "../../../src/lib/data/demos/demoCatalogue";
import { DemosRepository } from "../../../src/lib/data/demos/demos";
import { makeDemo } from "../../factories";
import { repositories, resetDatabase } from "../support";

const repos = repositories();
const id = (n: number) => `c0000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const reviewer = "reviewer-1";

/** What the catalogue holds, by id: the fields the desk filters and sorts on. */
async function held(catalogue: DemoCatalogue) {
  const demos = await catalogue.all();
  return Object.fromEntries(
    demos.map((d) => [
      d.id,
      { status: d.status, rating_count: d.rating_count, listened: d.listened_at !== undefined, replies: d.replies_sent },
    ]),
  );
}

beforeEach(resetDatabase);

describe("the demo desk's catalogue", () => {
  it("reads every demo once, then follows each kind of write without reading them all again", async () => {
    await Promise.all([1, 2, 3].map((n) => repos.demos.set(makeDemo({ id: id(n) }))));
    const catalogue = new DemoCatalogue(new DemosRepository(repos.db));
    expect(Object.keys(await held(catalogue)).sort()).toEqual([id(1), id(2), id(3)]);
    expect(catalogue.fullReads).toBe(1);

    // Each write path of the data layer: a patch, a rating, listening, a reply noted, the audio removed, a new demo, a deletion.
    await repos.demos.update(id(1), { status: "accepted" });
    await repos.demoRatings.rate({ demo_id: id(2), reviewer_id: reviewer, rating: 4, updated_at: new Date() });
    await repos.demoListens.add(id(2), reviewer, 600, new Date());
    await repos.demos.markReplySent(id(1), "accepted");
    await repos.demos.update(id(3), { status: "rejected" });
    await repos.demos.markAudioRemoved(id(3), new Date(), () => true);
    const fresh = makeDemo({ id: id(4) });
    await repos.demos.createWithMail(
      fresh,
      { id: "mail-1", to: fresh.email, message: { subject: "Received", text: "Thanks" }, created_at: new Date() },
      repos.mail,
    );

    const after = await held(catalogue);
    expect(after[id(1)]).toMatchObject({ status: "accepted", replies: ["accepted"] });
    expect(after[id(2)]).toMatchObject({ rating_count: 1, listened: true });
    expect(after[id(3)]).toMatchObject({ status: "rejected" });
    expect((await catalogue.all()).find((d) => d.id === id(3))?.audio_removed_at).toBeInstanceOf(Date);
    expect(after[id(4)]).toBeDefined();

    await repos.demos.delete(id(2));
    expect(Object.keys(await held(catalogue)).sort()).toEqual([id(1), id(3), id(4)]);
    expect(catalogue.fullReads).toBe(1);
  });

  it("reads everything again when demos vanish without a tombstone (a reset, a console deletion)", async () => {
    await Promise.all([1, 2].map((n) => repos.demos.set(makeDemo({ id: id(n) }))));
    const catalogue = new DemoCatalogue(new DemosRepository(repos.db));
    await catalogue.all();
    await repos.db.collection("demos").doc(id(1)).delete();
    expect((await catalogue.all()).map((d) => d.id)).toEqual([id(2)]);
    expect(catalogue.fullReads).toBe(2);
  });

  it("leaves out a document that does not parse without reading everything on every call", async () => {
    await repos.demos.set(makeDemo({ id: id(1) }));
    await repos.db.collection("demos").doc(id(9)).set({ artist_name: 7 });
    const catalogue = new DemoCatalogue(new DemosRepository(repos.db));
    expect((await catalogue.all()).map((d) => d.id)).toEqual([id(1)]);
    expect((await catalogue.all()).map((d) => d.id)).toEqual([id(1)]);
    expect(catalogue.fullReads).toBe(1);
  });

  it("answers calls that arrive together with one read", async () => {
    await repos.demos.set(makeDemo({ id: id(1) }));
    const catalogue = new DemoCatalogue(new DemosRepository(repos.db));
    const answers = await Promise.all([catalogue.all(), catalogue.all(), catalogue.all()]);
    expect(answers.map((a) => a.length)).toEqual([1, 1, 1]);
    expect(catalogue.fullReads).toBe(1);
  });

  it("makes a call that arrives while a refresh runs wait for the next one: the running one may have read before the caller's own write", async () => {
    await repos.demos.set(makeDemo({ id: id(1) }));
    const catalogue = new DemoCatalogue(new DemosRepository(repos.db));
    const first = catalogue.all();
    // Only microtasks: the first refresh starts and cannot finish (its read needs I/O).
    for (let i = 0; i < 10 && catalogue.refreshes === 0; i++) await Promise.resolve();
    expect(catalogue.refreshes).toBe(1);
    const second = catalogue.all();
    const third = catalogue.all();
    await Promise.all([first, second, third]);
    expect(catalogue.refreshes).toBe(2);
  });
});
