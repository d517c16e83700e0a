import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { storeDemoSubmission } from "../../functions/src/demos/intake";
import type { DemoSubmission } from "../../src/lib/domain";
import { AUDIO_FIXTURE_DIR } from "../fixtures/audio/build";
import { makeDemo } from "../factories";
import { clearFiles, files } from "./demoSupport";
import { repositories, resetDatabase } from "./support";

/**
 * The store-then-record step against the real Firestore emulator and file
 * store. The record writes below fail for real (an id that is taken, a value
 * the converter refuses); no layer is mocked.
 */
const repos = repositories();
const audio = { bytes: new Uint8Array(readFileSync(join(AUDIO_FIXTURE_DIR, "tone.wav"))), extension: "wav" as const, contentType: "audio/wav" };
const submission: DemoSubmission = { artist_name: "Mira Osei", email: "mira@example.com", track_title: "Modular City", genre: null, message: null };

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

  it("removes the stored file when the record id is already taken", async () => {
    const existing = makeDemo({ id: "taken", audio_path: "1700000000000-existing.wav" });
    await repos.demos.set(existing);

    await expect(storeDemoSubmission({ repos, files, newId: () => "taken" }, submission, audio)).rejects.toThrow(/ALREADY_EXISTS|already exists/i);

    expect(await files.list()).toEqual([]);
    expect(await repos.demos.get("taken")).toEqual(existing);
  });

  it("removes the stored file when the converter refuses the record", async () => {
    const notAString = { ...submission, genre: 42 } as unknown as DemoSubmission;

    await expect(storeDemoSubmission({ repos, files, newId: () => "bad" }, notAString, audio)).rejects.toThrow(/demos\/bad/);

    expect(await files.list()).toEqual([]);
    expect(await repos.demos.get("bad")).toBeNull();
  });
});
