import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { beforeEach, describe, expect, it } from "vitest";
import { SCHEDULE_TEXTS } from "../../../src/lib/domain/publishing";
import { makePressPost, makeRelease, makeReleaseArtist } from "../../factories";
import { callFunction } from "../support";
import { expectError, expectOk, grantCustom, HALDEN, OTHER, repos, setUpStaff, THIRD, type Staff } from "../contentSupport";

/**
 * Scheduled publishing end to end below the UI: schedules made through the
 * callables, carried out by `npm run job -- scheduled-publish --now …` as a
 * person runs it (docs/scheduled-publishing.md). The label's clock is UTC.
 */
const root = join(import.meta.dirname, "../../..");
async function runScheduledPublish(now: string) {
  const { stdout } = await promisify(execFile)(join(root, "node_modules/.bin/tsx"), ["scripts/job.ts", "scheduled-publish", "--now", now], {
    cwd: root,
    env: process.env,
  });
  return stdout;
}

const RELEASE = "b0000000-0000-4000-8000-0000000000a1";
const POST = "c0000000-0000-4000-8000-0000000000a1";
const at = { date: "2030-03-05", time: "09:30" };
const releaseItem = { entity: "releases", id: RELEASE } as const;

let staff: Staff;
beforeEach(async () => {
  staff = await setUpStaff();
  await Promise.all([
    repos.releases.set(makeRelease({ id: RELEASE, title: "Night Signals", slug: "night-signals", artist_id: HALDEN, is_published: false })),
    repos.releaseArtists.set(makeReleaseArtist({ release_id: RELEASE, artist_id: HALDEN })),
    repos.pressPosts.set(
      makePressPost({
        id: POST,
        title: "Night Signals announced",
        slug: "night-signals-announced",
        is_published: false,
        published_at: null,
      }),
    ),
  ]);
});

describe("scheduled publish", () => {
  it("a release scheduled for a time goes live when the job runs at that time, with its change record, audit entry and version", async () => {
    const made = expectOk(
      await callFunction("schedulePublish", { action: "publish", ...at, items: [releaseItem] }, staff.editor.idToken),
    ) as { schedule: { id: string; at: string } };
    expect(made.schedule.at).toBe("2030-03-05T09:30:00.000Z");
    const listed = expectOk(await callFunction("listPublishSchedules", {}, staff.editor.idToken)) as {
      schedules: { id: string; items: unknown[] }[];
      time_zone: string;
    };
    expect(listed).toMatchObject({ time_zone: "UTC", schedules: [{ id: made.schedule.id, items: [releaseItem] }] });

    const early = await runScheduledPublish("2030-03-05T09:29:59Z");
    expect(early).toContain("scheduled-publish (as of 2030-03-05T09:29:59.000Z): nothing due");
    expect((await repos.releases.get(RELEASE))?.is_published).toBe(false);

    const onTime = await runScheduledPublish("2030-03-05T09:30:00Z");
    expect(onTime).toContain("carried out 1 of 1 due schedules; cancelled 0");
    const release = await repos.releases.get(RELEASE);
    expect(release).toMatchObject({ is_published: true, updated_at: new Date("2030-03-05T09:30:00Z") });
    expect(await repos.publishSchedules.count()).toBe(0);

    const changes = await repos.contentChanges.listPending();
    expect(changes.map((c) => [c.entity, c.entity_id, c.kind, c.actor])).toEqual([["releases", RELEASE, "publish", staff.editor.uid]]);
    const audit = await repos.auditLog.page({ limit: 10 });
    expect(audit.map((e) => [e.action, e.entity, e.actor]).sort()).toEqual([
      ["publish", "releases", staff.editor.uid],
      ["schedule", "schedules", staff.editor.uid],
    ]);
    expect(audit.find((e) => e.action === "publish")?.fields).toContainEqual({ field: "is_published", before: false, after: true });
    expect((await repos.contentVersions.listFor("releases", RELEASE)).map((v) => v.kind)).toEqual(["publish"]);

    expect(await runScheduledPublish("2030-03-05T09:31:00Z")).toContain("nothing due");
    expect(await repos.contentChanges.listPending()).toHaveLength(1);
  });

  it("a run with --now is logged when it wrote, as of the time it was given: it sorts among real writes by when it wrote", async () => {
    expectOk(await callFunction("schedulePublish", { action: "publish", ...at, items: [releaseItem] }, staff.editor.idToken));
    const started = Date.now();
    expect(await runScheduledPublish("2030-03-05T09:30:00Z")).toContain("carried out 1 of 1 due schedules");
    // A person's write after the run, at the real time.
    expectOk(await callFunction("setReleasePublished", { id: RELEASE, is_published: false }, staff.admin.idToken));

    const listed = expectOk(await callFunction("listAuditEntries", {}, staff.admin.idToken)) as {
      entries: { action: string; at: string; as_of: string | null }[];
    };
    expect(listed.entries.map((e) => e.action)).toEqual(["unpublish", "publish", "schedule"]);
    const [unpublished, published, scheduled] = listed.entries;
    expect(published!.as_of).toBe("2030-03-05T09:30:00.000Z");
    expect(new Date(published!.at).getTime()).toBeGreaterThanOrEqual(started);
    expect(new Date(published!.at).getTime()).toBeLessThanOrEqual(new Date(unpublished!.at).getTime());
    expect([unpublished!.as_of, scheduled!.as_of]).toEqual([null, null]);
  });

  it("a named batch (a release, its press post and its new artist) goes live together, in one transaction", async () => {
    const made = expectOk(
      await callFunction(
        "schedulePublish",
        {
          name: "Night Signals launch",
          action: "publish",
          ...at,
          items: [releaseItem, { entity: "press_posts", id: POST }, { entity: "artists", id: THIRD }],
        },
        staff.admin.idToken,
      ),
    ) as { schedule: { name: string } };
    expect(made.schedule.name).toBe("Night Signals launch");
    expect(await runScheduledPublish("2030-03-05T10:00:00Z")).toContain('published batch "Night Signals launch" (3 items)');

    expect((await repos.releases.get(RELEASE))?.is_published).toBe(true);
    expect(await repos.pressPosts.get(POST)).toMatchObject({ is_published: true, published_at: new Date("2030-03-05T10:00:00Z") });
    expect((await repos.artists.get(THIRD))?.is_published).toBe(true);
    const changes = await repos.contentChanges.listPending();
    expect(changes.map((c) => `${c.entity}:${c.kind}`).sort()).toEqual(["artists:publish", "press_posts:publish", "releases:publish"]);
    // One transaction: one moment for all three.
    expect(new Set(changes.map((c) => c.at.getTime())).size).toBe(1);
  });

  it("a batch with an item gone is not carried out at all: cancelled, nothing published, the reason in the audit log", async () => {
    expectOk(
      await callFunction(
        "schedulePublish",
        { name: "Launch", action: "publish", ...at, items: [releaseItem, { entity: "press_posts", id: POST }] },
        staff.admin.idToken,
      ),
    );
    await repos.pressPosts.delete(POST);
    expect(await runScheduledPublish("2030-03-05T09:30:00Z")).toContain(`cancelled batch "Launch": ${SCHEDULE_TEXTS.itemNotFound}`);
    expect((await repos.releases.get(RELEASE))?.is_published).toBe(false);
    expect(await repos.contentChanges.listPending()).toEqual([]);
    expect(await repos.publishSchedules.count()).toBe(0);
    const cancel = (await repos.auditLog.page({ limit: 10 })).find((e) => e.action === "cancel_schedule");
    expect(cancel).toMatchObject({ actor: "system", entity: "schedules", label: "Launch" });
    expect(cancel?.fields).toContainEqual({ field: "reason", before: null, after: SCHEDULE_TEXTS.itemNotFound });
  });

  it("when the scheduler's publish grant was revoked before the time, the schedule is cancelled with an audit entry", async () => {
    await grantCustom([{ resource: "releases", action: "publish", artistId: HALDEN }]);
    expectOk(await callFunction("schedulePublish", { action: "publish", ...at, items: [releaseItem] }, staff.custom.idToken));
    await grantCustom([{ resource: "releases", action: "edit", artistId: HALDEN }]);

    expect(await runScheduledPublish("2030-03-05T09:30:00Z")).toContain(`cancelled schedule`);
    expect((await repos.releases.get(RELEASE))?.is_published).toBe(false);
    expect(await repos.publishSchedules.count()).toBe(0);
    const cancel = (await repos.auditLog.page({ limit: 10 })).find((e) => e.action === "cancel_schedule");
    expect(cancel).toMatchObject({ entity: "schedules", label: "Night Signals" });
    expect(cancel?.fields).toContainEqual({ field: "reason", before: null, after: SCHEDULE_TEXTS.grantRevoked });
  });

  it("scheduled unpublish withdraws the item at its time", async () => {
    await repos.releases.set(
      makeRelease({ id: RELEASE, title: "Night Signals", slug: "night-signals", artist_id: HALDEN, is_published: true }),
    );
    expectOk(await callFunction("schedulePublish", { action: "unpublish", ...at, items: [releaseItem] }, staff.editor.idToken));
    expect(await runScheduledPublish("2030-03-05T09:30:00Z")).toContain("unpublished schedule");
    expect((await repos.releases.get(RELEASE))?.is_published).toBe(false);
    expect((await repos.contentChanges.listPending()).map((c) => c.kind)).toEqual(["unpublish"]);
  });
});

describe("scheduling refusals change nothing", () => {
  it("a time in the past, a malformed date, no item, an item scheduled twice, a missing item", async () => {
    const schedule = (body: Record<string, unknown>) =>
      callFunction("schedulePublish", { action: "publish", ...at, items: [releaseItem], ...body }, staff.editor.idToken);
    expectError(await schedule({ date: "2020-01-01" }), "INVALID_ARGUMENT", SCHEDULE_TEXTS.inThePast);
    expectError(await schedule({ date: "2030-02-31" }), "INVALID_ARGUMENT", SCHEDULE_TEXTS.dateRequired);
    expectError(await schedule({ time: "" }), "INVALID_ARGUMENT", SCHEDULE_TEXTS.dateRequired);
    expectError(await schedule({ items: [] }), "INVALID_ARGUMENT", SCHEDULE_TEXTS.noItems);
    expectError(
      await schedule({ items: [{ entity: "releases", id: "b0000000-0000-4000-8000-0000000000ff" }] }),
      "NOT_FOUND",
      SCHEDULE_TEXTS.itemNotFound,
    );
    expect(await repos.publishSchedules.count()).toBe(0);
    expectOk(await schedule({}));
    expectError(await schedule({ time: "10:00" }), "FAILED_PRECONDITION", SCHEDULE_TEXTS.alreadyScheduled);
    expect(await repos.publishSchedules.count()).toBe(1);
  });

  it("the editor of one artist cannot schedule another artist's release, nor a role-less user anything; cancel needs the grant too", async () => {
    await repos.releases.set(makeRelease({ id: RELEASE, slug: "night-signals", artist_id: OTHER, is_published: false }));
    expectError(
      await callFunction("schedulePublish", { action: "publish", ...at, items: [releaseItem] }, staff.editor.idToken),
      "PERMISSION_DENIED",
    );
    expectError(
      await callFunction("schedulePublish", { action: "publish", ...at, items: [releaseItem] }, staff.fan.idToken),
      "PERMISSION_DENIED",
    );
    const made = expectOk(
      await callFunction("schedulePublish", { action: "publish", ...at, items: [releaseItem] }, staff.admin.idToken),
    ) as { schedule: { id: string } };
    expectError(await callFunction("cancelPublishSchedule", { id: made.schedule.id }, staff.editor.idToken), "PERMISSION_DENIED");
    expect(await repos.publishSchedules.count()).toBe(1);
    expectOk(await callFunction("cancelPublishSchedule", { id: made.schedule.id }, staff.admin.idToken));
    expect(await repos.publishSchedules.count()).toBe(0);
    expect((await repos.auditLog.page({ limit: 10 })).map((e) => e.action).sort()).toEqual(["cancel_schedule", "schedule"]);
  });
});
