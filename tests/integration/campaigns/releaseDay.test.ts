import { spawn, execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { beforeEach, describe, expect, it } from "vitest";
import { LABEL } from "../../../src/config/label";
import { runReleaseDay, releaseDayJob } from "../../../src/lib/jobs/releaseDay";
import { runJob } from "../../../src/lib/jobs";
import { fakeServiceEnv, fakeServiceUrls } from "../../../scripts/stack/fakeServices";
import { stackConfig } from "../../../scripts/stack/config";
import { testStackEnv } from "../../stackPorts";
import { recordedChanges, resetDatabase } from "../support";
import { MOMENT, addPreSaves, addRelease, fanEmail, jobContext, queuedReminders, repos } from "./reminderSupport";

const root = join(import.meta.dirname, "../../..");
const tsx = join(root, "node_modules/.bin/tsx");
const FANS = 900;
const SLOW = 240_000;

beforeEach(async () => {
  await resetDatabase();
});

describe("release-day job: the release moment", () => {
  it("does nothing before 00:00 of the release date on the label's clock", async () => {
    const release = await addRelease();
    await addPreSaves(release.id, 3);
    const report = await runReleaseDay(jobContext(new Date(MOMENT.getTime() - 1)));
    expect(report).toEqual({ switched: [], linked: [], waiting: [], queued: {}, announced: {} });
    expect((await queuedReminders(release.id)).count).toBe(0);
    expect(await recordedChanges()).toEqual([]);
  });

  it("at the moment switches the pages (one content change) and queues one reminder per address; a second run queues nothing", async () => {
    const release = await addRelease();
    await addPreSaves(release.id, 3);
    const first = await runReleaseDay(jobContext(MOMENT));
    expect(first).toMatchObject({ switched: [release.id], queued: { [release.id]: 3 } });
    expect(await recordedChanges()).toEqual([`releases:${release.id}`]);
    expect((await repos.releases.get(release.id))?.released_on).toBe("2030-03-05");

    const { count, recipients, mails } = await queuedReminders(release.id);
    expect(count).toBe(3);
    expect([...recipients].sort()).toEqual([fanEmail(0), fanEmail(1), fanEmail(2)]);
    const mail = mails.find((m) => m.to === fanEmail(0))!;
    expect(mail.message.subject).toBe("Out now: Tape Hiss Sermons by Halden Drift");
    expect(mail.message.html).toContain('src="http://localhost:');
    expect(mail.message.text).toContain("- Spotify: https://open.spotify.com/album/3TapeHissSermons000003");
    expect(mail.message.text).toContain("- Deezer: https://www.deezer.com/album/1");
    expect(mail.message.text).toContain("/releases/halden-drift/tape-hiss-sermons");
    // The label's postal address starts with its name: the sender line says it once.
    expect(mail.message.text).toContain(`\n${LABEL.postalAddress} · ${LABEL.contactEmail}`);
    expect(mail.message.text).not.toContain(`${LABEL.name} · ${LABEL.postalAddress}`);
    const unsubscribe = /Unsubscribe from emails of this label: (\S+)/.exec(mail.message.text)![1]!;
    expect(unsubscribe).toMatch(/\/emailPreferences\?t=u\./);
    expect(mail.headers).toEqual({ "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });

    const second = await runReleaseDay(jobContext(new Date(MOMENT.getTime() + 15 * 60_000)));
    expect(second).toEqual({ switched: [], linked: [], waiting: [], queued: {}, announced: {} });
    expect((await queuedReminders(release.id)).count).toBe(3);
    expect(await recordedChanges()).toEqual([`releases:${release.id}`]);
  });

  it("leaves unpublished releases alone", async () => {
    const release = await addRelease({ is_published: false });
    await addPreSaves(release.id, 2);
    await runReleaseDay(jobContext(MOMENT));
    expect((await queuedReminders(release.id)).count).toBe(0);
  });
});

describe("release-day job: exactly once", () => {
  it(
    "a run that dies between batches and is run again queues every address once",
    async () => {
      const release = await addRelease();
      await addPreSaves(release.id, FANS);
      const dying = releaseDayJob({
        batchSize: 200,
        afterBatch: ({ batch }) => {
          if (batch === 3) throw new Error("killed between batches");
        },
      });
      await expect(runJob(dying, jobContext(MOMENT))).rejects.toThrow("killed between batches");
      expect((await queuedReminders(release.id)).count).toBe(600);

      await runReleaseDay(jobContext(MOMENT), { batchSize: 200 });
      const { count, recipients } = await queuedReminders(release.id);
      expect(count).toBe(FANS);
      expect(recipients.size).toBe(FANS);
    },
    SLOW,
  );

  it(
    "two runs overlapping each other queue every address once",
    async () => {
      const release = await addRelease();
      await addPreSaves(release.id, FANS);
      const reports = await Promise.all([
        runReleaseDay(jobContext(MOMENT), { batchSize: 150 }),
        runReleaseDay(jobContext(MOMENT), { batchSize: 250 }),
      ]);
      const { count, recipients } = await queuedReminders(release.id);
      expect(count).toBe(FANS);
      expect(recipients.size).toBe(FANS);
      // No address is reported twice. (On the local emulator a batch of create()s that meets an
      // existing document is not all-or-nothing, so a run may under-report what it wrote.)
      const reported = reports.reduce((sum, r) => sum + (r.queued[release.id] ?? 0), 0);
      expect(reported).toBeGreaterThan(0);
      expect(reported).toBeLessThanOrEqual(FANS);
    },
    SLOW,
  );

  it(
    "a process killed with SIGKILL between batches, then npm run job once its lease expired, queues every address once",
    async () => {
      const release = await addRelease();
      await addPreSaves(release.id, 500);
      // Node itself with tsx's loader (not the tsx wrapper, whose child would outlive a SIGKILL).
      const child = spawn(
        process.execPath,
        ["--import", "tsx", join(import.meta.dirname, "releaseDayChild.ts"), MOMENT.toISOString(), "2"],
        { cwd: root, env: process.env, stdio: ["ignore", "pipe", "inherit"] },
      );
      await new Promise<void>((resolve, reject) => {
        child.stdout.on("data", (chunk: Buffer) => {
          if (chunk.toString().includes("batch 2")) resolve();
        });
        child.once("exit", (code) => reject(new Error(`the run ended by itself (${code}) before batch 2`)));
      });
      child.kill("SIGKILL");
      await new Promise((resolve) => child.once("exit", resolve));
      expect((await queuedReminders(release.id)).count).toBe(200);

      // The dead run's lease expires on its own; here, at once.
      const lease = await repos.jobLeases.get("job:release-day");
      expect(lease).not.toBeNull();
      await repos.jobLeases.set({ ...lease!, expires_at: new Date(Date.now() - 1000) });
      const env = { ...process.env, ...fakeServiceEnv(fakeServiceUrls(stackConfig())) };
      const { stdout } = await promisify(execFile)(tsx, ["scripts/job.ts", "release-day", "--now", "2030-03-05"], { cwd: root, env });
      expect(stdout).toContain(
        "release-day (as of 2030-03-05T00:00:00.000Z): 0 releases switched to listen; 300 reminders and 0 announcements queued",
      );
      const { count, recipients } = await queuedReminders(release.id);
      expect(count).toBe(500);
      expect(recipients.size).toBe(500);
    },
    SLOW,
  );
});

describe("npm run job from a Firebase developer's shell", () => {
  it(
    "with only FIRESTORE_EMULATOR_HOST exported, runs against the running stack to the end (its keys, Auth emulator and fakes)",
    async () => {
      const release = await addRelease();
      await addPreSaves(release.id, 3);
      // What such a shell holds: its own basics, the port the stack was started on, and the emulator host, nothing of the stack's keys.
      const shell = {
        PATH: process.env.PATH!,
        HOME: process.env.HOME!,
        ...testStackEnv("integration"),
        FIRESTORE_EMULATOR_HOST: `localhost:${stackConfig().ports.firestore}`,
      };
      const { stdout } = await promisify(execFile)(tsx, ["scripts/job.ts", "release-day", "--now", "2030-03-05"], {
        cwd: root,
        env: shell,
      });
      expect(stdout).toContain(
        `Running release-day as of 2030-03-05T00:00:00.000Z (Firestore emulator localhost:${stackConfig().ports.firestore}, project demo-label`,
      );
      expect(stdout).toContain(
        "release-day (as of 2030-03-05T00:00:00.000Z): 1 release switched to listen; 3 reminders and 0 announcements queued",
      );
      expect((await queuedReminders(release.id)).count).toBe(3);
    },
    SLOW,
  );

  it(
    "refuses at once, saying what to do, when FIRESTORE_EMULATOR_HOST names another emulator and nothing else of it",
    async () => {
      const release = await addRelease();
      await addPreSaves(release.id, 3);
      // Something answers there (the stack's Auth emulator stands in for another suite's Firestore).
      const other = `127.0.0.1:${stackConfig().ports.auth}`;
      const shell = { PATH: process.env.PATH!, HOME: process.env.HOME!, ...testStackEnv("integration"), FIRESTORE_EMULATOR_HOST: other };
      const run = promisify(execFile)(tsx, ["scripts/job.ts", "release-day", "--now", "2030-03-05"], { cwd: root, env: shell });
      await expect(run).rejects.toMatchObject({
        code: 2,
        stderr: expect.stringContaining(
          `FIRESTORE_EMULATOR_HOST is ${other}, but the local stack's Firestore is 127.0.0.1:${stackConfig().ports.firestore}`,
        ),
      });
      expect((await queuedReminders(release.id)).count).toBe(0);
      expect((await repos.releases.get(release.id))?.released_on).toBeUndefined();
    },
    SLOW,
  );
});

describe("release-day job: links", () => {
  it("generates the links of a release that has none, from the services, before the reminders", async () => {
    const release = await addRelease({ spotify_album_id: null, dsp_links: {}, isrc: "GBXYZ2400001" });
    await addPreSaves(release.id, 1);
    const report = await runReleaseDay(jobContext(MOMENT), {
      collectLinks: async () => ({ deezer: "https://www.deezer.com/album/77", tidal: "https://tidal.com/album/77" }),
    });
    expect(report.linked).toEqual([release.id]);
    expect((await repos.releases.get(release.id))?.dsp_links).toEqual({
      deezer: "https://www.deezer.com/album/77",
      tidal: "https://tidal.com/album/77",
    });
    const [mail] = (await queuedReminders(release.id)).mails;
    expect(mail!.message.text).toContain("- TIDAL: https://tidal.com/album/77");
  });

  it("while the services have not listed it, retries on each run for a bounded time, then sends the reminders linking to the release page", async () => {
    const release = await addRelease({ spotify_album_id: null, dsp_links: {}, isrc: "GBXYZ2400002" });
    await addPreSaves(release.id, 2);
    let asked = 0;
    const collectLinks = async () => (asked++, null);
    const at = (minutes: number) => jobContext(new Date(MOMENT.getTime() + minutes * 60_000));
    for (const minutes of [0, 15, 30]) {
      expect((await runReleaseDay(at(minutes), { collectLinks })).waiting).toEqual([release.id]);
      expect((await queuedReminders(release.id)).count).toBe(0);
    }
    const last = await runReleaseDay(at(45), { collectLinks });
    expect(asked).toBe(4);
    expect(last.queued).toEqual({ [release.id]: 2 });
    const [mail] = (await queuedReminders(release.id)).mails;
    expect(mail!.message.text).toContain("Listen on the release page:");
    expect(mail!.message.text).toContain("Release page: http://localhost:");
    await runReleaseDay(at(60), { collectLinks });
    expect(asked).toBe(4);
  });
});
