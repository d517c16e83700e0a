import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { storeDemoSubmission } from "../../../functions/src/operations/demos/intake";
import type { DemoSubmission } from "../../../src/lib/domain/demos";
import { AUDIO_FIXTURE_DIR } from "../../fixtures/audio/build";
import { makeDemo } from "../../factories";
import { clearFiles, files } from "./demoSupport";
import { repositories, resetDatabase } from "../support";

/**
 * The store-then-record step against the real Firestore emulator and file
 * store. The record writes below fail for real (an id that is taken, a value
 * the converter refuses); no layer is mocked.
 */
const repos = repositories();
const audio = {
  bytes: new Uint8Array(readFileSync(join(AUDIO_FIXTURE_DIR, "tone.wav"))),
  extension: "wav" as const,
  contentType: "audio/wav",
};
const submission: DemoSubmission = {
  artist_name: "Mira Osei",
  email: "mira@example.com",
  track_title: "Modular City",
  genre: null,
  message: null,
};

beforeEach(async () => {
  await resetDatabase();
  await clearFiles();
});

describe("storeDemoSubmission", () => {
  it("stores the file, then the record naming it", async () => {
    const demo = await storeDemoSubmission({ repos, files, newId: () => "new-demo" }, submission, audio);
    expect(await repos.demos.get("new-demo")).toEqual(demo);
    expect(await files.list()).toEqual([demo.audio_path]);
  });

  it("claims a reference no other demo holds: a drawn reference that is taken is drawn again", async () => {
    const draws = ["DEMO-AAAAAAAA", "DEMO-AAAAAAAA", "DEMO-BBBBBBBB"];
    const drawReference = () => draws.shift()!;
    const first = await storeDemoSubmission({ repos, files, newId: () => "first", drawReference }, submission, audio);
    const second = await storeDemoSubmission(
      { repos, files, newId: () => "second", drawReference },
      { ...submission, track_title: "Second" },
      audio,
    );
    expect([first.reference, second.reference]).toEqual(["DEMO-AAAAAAAA", "DEMO-BBBBBBBB"]);
    expect((await repos.demos.get("second"))?.reference).toBe("DEMO-BBBBBBBB");
    expect((await repos.demos.references.doc("DEMO-AAAAAAAA").get()).get("demo_id")).toBe("first");
    const receipt = (await repos.mail.listTo(submission.email)).find((m) => m.id === "demo-receipt-second");
    expect(receipt?.message.subject).toBe('We received your demo "Second" (DEMO-BBBBBBBB)');
  });

  it("gives up, storing nothing, when every draw is taken", async () => {
    await storeDemoSubmission({ repos, files, newId: () => "first", drawReference: () => "DEMO-AAAAAAAA" }, submission, audio);
    await expect(
      storeDemoSubmission({ repos, files, newId: () => "second", drawReference: () => "DEMO-AAAAAAAA" }, submission, audio),
    ).rejects.toThrow(/No free demo reference/);
    expect(await repos.demos.get("second")).toBeNull();
    expect(await files.list()).toHaveLength(1);
  });

  it("references stay unique over many demos stored at once", async () => {
    // Four demos draw from a space of four references, each going round it from the first: every demo must still get its own.
    const space = ["DEMO-00000000", "DEMO-11111111", "DEMO-22222222", "DEMO-33333333"];
    const roundTheSpace = () => {
      let n = 0;
      return () => space[n++ % space.length]!;
    };
    const stored = await Promise.all(
      space.map((_, i) =>
        storeDemoSubmission({ repos, files, drawReference: roundTheSpace() }, { ...submission, track_title: `Take ${i}` }, audio),
      ),
    );
    expect(stored.map((d) => d.reference).sort()).toEqual(space);
  });

  it("removes the stored file when the record id is already taken", async () => {
    const existing = makeDemo({ id: "taken", audio_path: "1700000000000-existing.wav" });
    await repos.demos.set(existing);

    await expect(storeDemoSubmission({ repos, files, newId: () => "taken" }, submission, audio)).rejects.toThrow(
      /ALREADY_EXISTS|already exists/i,
    );

    expect(await files.list()).toEqual([]);
    expect(await repos.demos.get("taken")).toEqual(existing);
    // The reference it claimed is given back.
    expect((await repos.demos.references.get()).size).toBe(0);
  });

  it("removes the stored file when the converter refuses the record", async () => {
    const notAString = { ...submission, genre: 42 } as unknown as DemoSubmission;

    await expect(storeDemoSubmission({ repos, files, newId: () => "bad" }, notAString, audio)).rejects.toThrow(/demos\/bad/);

    expect(await files.list()).toEqual([]);
    expect(await repos.demos.get("bad")).toBeNull();
  });
});
