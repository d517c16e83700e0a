import { Timestamp } from "firebase-admin/firestore";
import { beforeEach, describe, expect, it } from "vitest";
import { ValidationError } from "../../src/lib/data/repository";
import { makeArtist, makePressPost, makeRelease, makeTrack } from "../factories";
import { repositories, resetDatabase } from "./support";

const repos = repositories();
beforeEach(resetDatabase);

describe("converters validate with the shared schemas", () => {
  it("stores Dates as Timestamps and reads them back as Dates", async () => {
    const created = new Date("2025-05-06T07:08:09.123Z");
    await repos.artists.set(makeArtist({ id: "a1", created_at: created }));
    const raw = (await repos.db.collection("artists").doc("a1").get()).data();
    expect(raw?.created_at).toBeInstanceOf(Timestamp);
    expect(raw?.id).toBeUndefined();
    const read = await repos.artists.get("a1");
    expect(read?.created_at).toEqual(created);
    expect(read?.id).toBe("a1");
  });

  it("refuses to write an invalid document and writes nothing", async () => {
    const bad = { ...makeArtist({ id: "a2" }), is_published: "yes" } as unknown as ReturnType<typeof makeArtist>;
    await expect(repos.artists.set(bad)).rejects.toBeInstanceOf(ValidationError);
    expect((await repos.db.collection("artists").doc("a2").get()).exists).toBe(false);
  });

  it("stores a release's tracks as one JSON string and reads them back as the list, whichever way they were stored", async () => {
    const tracks = [
      makeTrack({ title: "Splice Room", credits: { writers: ["Ann"] } }),
      makeTrack({ title: "Leader Tape", duration_seconds: null }),
    ];
    await repos.releases.set(makeRelease({ id: "r1", tracks }));
    const raw = (await repos.db.collection("releases").doc("r1").get()).data();
    expect(JSON.parse(raw?.tracks as string)).toEqual(tracks);
    expect((await repos.releases.get("r1"))?.tracks).toEqual(tracks);
    // A document whose tracks are Firestore maps, or that has none, reads the same.
    await repos.db.collection("releases").doc("r1").update({ tracks });
    expect((await repos.releases.get("r1"))?.tracks).toEqual(tracks);
    const { tracks: _stored, ...withoutTracks } = raw!;
    await repos.db.collection("releases").doc("r2").set(withoutTracks);
    expect((await repos.releases.get("r2"))?.tracks).toEqual([]);
    await repos.db.collection("releases").doc("r1").update({ tracks: "[{" });
    await expect(repos.releases.get("r1")).rejects.toThrow(/releases\/r1: tracks is not JSON/);
  });

  it("refuses to read a malformed stored document", async () => {
    await repos.db.collection("press_posts").doc("p1").set({ title: 42 });
    await expect(repos.pressPosts.get("p1")).rejects.toThrow(/press_posts\/p1/);
  });

  it("create fails when the id is taken, leaving the first document", async () => {
    await repos.pressPosts.create(makePressPost({ id: "p2", title: "First" }));
    await expect(repos.pressPosts.create(makePressPost({ id: "p2", title: "Second" }))).rejects.toThrow(/ALREADY_EXISTS|already exists/i);
    expect((await repos.pressPosts.get("p2"))?.title).toBe("First");
  });

  it("update merges, validates the whole result and returns it", async () => {
    await repos.artists.set(makeArtist({ id: "a3", name: "Old" }));
    const updated = await repos.artists.update("a3", { name: "New" });
    expect(updated?.name).toBe("New");
    expect((await repos.artists.get("a3"))?.name).toBe("New");
    await expect(repos.artists.update("a3", { is_published: "no" } as never)).rejects.toBeInstanceOf(ValidationError);
    expect((await repos.artists.get("a3"))?.is_published).toBe(true);
    expect(await repos.artists.update("missing", { name: "x" })).toBeNull();
  });

  it("delete removes the document", async () => {
    await repos.artists.set(makeArtist({ id: "a4" }));
    await repos.artists.delete("a4");
    expect(await repos.artists.get("a4")).toBeNull();
  });
});
