import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { beforeEach, describe, expect, it } from "vitest";
import { DEMO_UPLOAD_ERRORS, isDemoAudioDue, type Demo } from "../../../src/lib/domain/demos";
import { removeExpiredDemoAudio } from "../../../src/lib/jobs/demoAudioRetention";
import { AUDIO_FIXTURE_DIR } from "../../fixtures/audio/build";
import { makeDemo } from "../../factories";
import { clearFiles, files } from "./demoSupport";
import { callFunction, repositories, resetDatabase, signInTestUser } from "../support";

const repos = repositories();
const audio = new Uint8Array(readFileSync(join(AUDIO_FIXTURE_DIR, "tone.wav")));
const root = join(import.meta.dirname, "../../..");
const at = (iso: string) => new Date(iso);

/** `npm run job -- …`, as a person runs it: the emulators come from this run's environment. */
async function runJobCommand(...args: string[]) {
  const { stdout } = await promisify(execFile)(join(root, "node_modules/.bin/tsx"), ["scripts/job.ts", ...args], {
    cwd: root,
    env: process.env,
  });
  return stdout;
}

async function addDemo(overrides: Partial<Demo>): Promise<Demo> {
  const demo = makeDemo({ ...overrides, audio_path: `${overrides.id}.wav` });
  await files.put(demo.audio_path, audio, demo.content_type);
  return repos.demos.set(demo);
}

beforeEach(async () => {
  await resetDatabase();
  await clearFiles();
  await addDemo({
    id: "d0000000-0000-4000-8000-00000000a004",
    status: "rejected",
    track_title: "Old No",
    submitted_at: at("2025-12-01T00:00:00Z"),
    status_changed_at: at("2026-01-01T00:00:00Z"),
  });
  // Rejected before status_changed_at existed: counts from its submission.
  await addDemo({ id: "d0000000-0000-4000-8000-00000000a003", status: "rejected", submitted_at: at("2025-06-01T00:00:00Z") });
  await addDemo({
    id: "d0000000-0000-4000-8000-00000000a005",
    status: "rejected",
    submitted_at: at("2025-01-01T00:00:00Z"),
    status_changed_at: at("2029-12-01T00:00:00Z"),
  });
  await addDemo({
    id: "d0000000-0000-4000-8000-00000000a001",
    status: "accepted",
    submitted_at: at("2020-01-01T00:00:00Z"),
    status_changed_at: at("2020-02-01T00:00:00Z"),
  });
  // Marked by a run that stopped before deleting the file.
  await addDemo({
    id: "d0000000-0000-4000-8000-00000000a002",
    status: "rejected",
    submitted_at: at("2025-01-01T00:00:00Z"),
    audio_removed_at: at("2029-06-01T03:00:00Z"),
  });
});

describe("demo-audio-retention", () => {
  it("npm run job --now deletes the audio of demos rejected over 180 days before, keeps their records, and a second run does nothing", async () => {
    const output = await runJobCommand("demo-audio-retention", "--now", "2030-01-01T00:00:00Z");
    expect(output).toContain("Running demo-audio-retention as of 2030-01-01T00:00:00.000Z");
    expect(output).toContain('· removed the audio of demo d0000000-0000-4000-8000-00000000a004 ("Old No" by Demo Artist)');
    expect(output).toContain(
      "demo-audio-retention (as of 2030-01-01T00:00:00.000Z): removed the audio of 2 demos rejected over 180 days ago; finished 1 removal an earlier run left half-done",
    );

    expect(await files.list()).toEqual(["d0000000-0000-4000-8000-00000000a001.wav", "d0000000-0000-4000-8000-00000000a005.wav"]);
    const demos = new Map((await repos.demos.list()).map((d) => [d.id, d]));
    expect(demos.get("d0000000-0000-4000-8000-00000000a004")).toMatchObject({
      status: "rejected",
      track_title: "Old No",
      audio_path: "d0000000-0000-4000-8000-00000000a004.wav",
      audio_removed_at: at("2030-01-01T00:00:00Z"),
    });
    expect(demos.get("d0000000-0000-4000-8000-00000000a003")?.audio_removed_at).toEqual(at("2030-01-01T00:00:00Z"));
    expect(demos.get("d0000000-0000-4000-8000-00000000a002")?.audio_removed_at).toEqual(at("2029-06-01T03:00:00Z"));
    expect(demos.get("d0000000-0000-4000-8000-00000000a005")?.audio_removed_at).toBeUndefined();
    expect(demos.get("d0000000-0000-4000-8000-00000000a001")?.audio_removed_at).toBeUndefined();

    const again = await runJobCommand("demo-audio-retention", "--now", "2030-01-01T00:00:00Z");
    expect(again).toContain(
      "demo-audio-retention (as of 2030-01-01T00:00:00.000Z): nothing to remove (the audio of rejected demos is kept 180 days)",
    );
    expect(await files.list()).toEqual(["d0000000-0000-4000-8000-00000000a001.wav", "d0000000-0000-4000-8000-00000000a005.wav"]);
  });

  it("keeps the audio until the period is over, to the millisecond", async () => {
    const context = { repos, files, log: () => {} };
    // rejected-recently: rejected 2029-12-01, due 180 days later, 2030-05-30.
    await removeExpiredDemoAudio({ ...context, now: at("2030-05-29T23:59:59.999Z") });
    expect(await files.exists("d0000000-0000-4000-8000-00000000a005.wav")).toBe(true);
    const report = await removeExpiredDemoAudio({ ...context, now: at("2030-05-30T00:00:00Z") });
    expect(report).toEqual({ removed: ["d0000000-0000-4000-8000-00000000a005"], finished: [] });
    expect(await files.exists("d0000000-0000-4000-8000-00000000a005.wav")).toBe(false);
  });

  it("marks a demo only if it is still due when the transaction reads it", async () => {
    const now = at("2030-01-01T00:00:00Z");
    const isDue = (demo: Demo) => isDemoAudioDue(demo, now);
    // A reviewer accepted it after the job's query: the stored status wins.
    await repos.demos.update("d0000000-0000-4000-8000-00000000a004", { status: "accepted" });
    expect(await repos.demos.markAudioRemoved("d0000000-0000-4000-8000-00000000a004", now, isDue)).toBeNull();
    expect((await repos.demos.get("d0000000-0000-4000-8000-00000000a004"))?.audio_removed_at).toBeUndefined();
    expect(await repos.demos.markAudioRemoved("gone", now, isDue)).toBeNull();
    expect(await repos.demos.markAudioRemoved("d0000000-0000-4000-8000-00000000a003", now, isDue)).toMatchObject({
      markedNow: true,
      demo: { audio_removed_at: now },
    });
    expect(await repos.demos.markAudioRemoved("d0000000-0000-4000-8000-00000000a003", now, isDue)).toMatchObject({ markedNow: false });
  });

  it("two overlapping runs leave the same result as one", async () => {
    const context = { repos, files, log: () => {}, now: at("2030-01-01T00:00:00Z") };
    await Promise.all([removeExpiredDemoAudio(context), removeExpiredDemoAudio(context)]);
    expect(await files.list()).toEqual(["d0000000-0000-4000-8000-00000000a001.wav", "d0000000-0000-4000-8000-00000000a005.wav"]);
    expect((await repos.demos.listAudioRemoved()).map((d) => d.id).sort()).toEqual([
      "d0000000-0000-4000-8000-00000000a002",
      "d0000000-0000-4000-8000-00000000a003",
      "d0000000-0000-4000-8000-00000000a004",
    ]);
  });
});

describe("npm run job", () => {
  it("lists the jobs, and refuses an unknown job or a bad --now, naming the known jobs", async () => {
    expect(await runJobCommand("--list")).toContain("demo-audio-retention     0 3 * * * (UTC)");
    await expect(runJobCommand("no-such-job")).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Unknown job "no-such-job". Known jobs:\n  demo-audio-retention'),
    });
    await expect(runJobCommand("demo-audio-retention", "--now", "next tuesday")).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('--now "next tuesday" is not an ISO date and time.'),
    });
    expect(await files.list()).toHaveLength(5);
  });
});

describe("a demo whose audio was removed", () => {
  it("records when its status changes, and answers play and download with a clear refusal", async () => {
    const viewer = await signInTestUser("retention-admin@label.test");
    await repos.roles.set({ id: "role-super", name: "Super Admin", description: null });
    await repos.users.set({ user_id: viewer.uid, email: "retention-admin@label.test", created_at: new Date(), role_ids: ["role-super"] });

    const before = Date.now();
    expect(
      (await callFunction("updateDemoStatus", { id: "d0000000-0000-4000-8000-00000000a005", status: "accepted" }, viewer.idToken)).status,
    ).toBe(200);
    expect((await repos.demos.get("d0000000-0000-4000-8000-00000000a005"))?.status_changed_at?.getTime()).toBeGreaterThanOrEqual(
      before - 1000,
    );

    const listed = (await callFunction("listDemos", {}, viewer.idToken)).result as { demos: { id: string; audio_removed_at?: string }[] };
    expect(listed.demos.find((d) => d.id === "d0000000-0000-4000-8000-00000000a002")?.audio_removed_at).toBe("2029-06-01T03:00:00.000Z");

    const link = await callFunction("demoAudioUrl", { id: "d0000000-0000-4000-8000-00000000a002" }, viewer.idToken);
    expect(link.error).toEqual({ status: "FAILED_PRECONDITION", message: DEMO_UPLOAD_ERRORS.audioRemoved });
    const route = new URL(process.env.DEMO_AUDIO_URL!);
    route.searchParams.set("id", "d0000000-0000-4000-8000-00000000a002");
    const response = await fetch(route, { headers: { authorization: `Bearer ${viewer.idToken}` } });
    expect(response.status).toBe(410);
    expect(await response.json()).toEqual({ error: { message: DEMO_UPLOAD_ERRORS.audioRemoved } });
    // Four functions start cold here, one after another.
  }, 120_000);
});
