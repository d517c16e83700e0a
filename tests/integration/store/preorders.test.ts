import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ffmpeg from "@ffmpeg-installer/ffmpeg";
import { beforeEach, describe, expect, it } from "vitest";
import { newDownloadToken } from "../../../src/lib/domain/store/code";
import { downloadFilePart } from "../../../src/lib/domain/store/downloads";
import type { Order } from "../../../src/lib/domain/store/order";
import { PREORDER_TEXTS } from "../../../src/lib/domain/store/preorderTexts";
import { runReleaseDay } from "../../../src/lib/jobs/releaseDay";
import { requiredSecret, serverConfig } from "../../../src/lib/config";
import { signedDownloadPath } from "../../../src/lib/server/store/downloadLinks";
import { makeTrack } from "../../factories";
import { storeWavMasters } from "../../storeMasters";
import { functionUrl, resetDatabase } from "../support";
import { MOMENT, addPreSaves, addRelease, fanEmail, jobContext, repos } from "../campaigns/reminderSupport";
import { item, saveOrder } from "./orderFixtures";

/**
 * Pre-orders on the local stack (docs/store.md#pre-orders): before the
 * release moment (2030-03-05, ahead of the real clock) the download page
 * offers the focus track and says when the rest comes, and the file
 * handler refuses the rest; the release-day job, run as if at the moment,
 * unlocks them and mails each buyer once, in the reminder they get that
 * day when they pre-saved too, however often it runs.
 */
const tmp = mkdtempSync(join(tmpdir(), "store-preorders-it-"));
const MASTER = join(tmp, "master.wav");
execFileSync(ffmpeg.path, [
  "-hide_banner",
  "-loglevel",
  "error",
  "-y",
  "-f",
  "lavfi",
  "-i",
  "sine=frequency=440:duration=1:sample_rate=44100",
  "-ac",
  "2",
  "-c:a",
  "pcm_s16le",
  MASTER,
]);

const BEFORE = new Date(MOMENT.getTime() - 86_400_000);
const get = (path: string) => fetch(`${functionUrl("storeDownload")}${path}`, { redirect: "manual" });
/** A file link as the download page signs it (the page lists no link for a locked track: a buyer could still have kept one, or guess the path). */
const signed = (order: Order, part: string) =>
  signedDownloadPath(requiredSecret(serverConfig(), "reminderSecret"), order.download_token, order.id, part, Date.now() + 10 * 60_000);

/** The upcoming release with a focus track and a locked one, each with its master in the private store. */
async function upcomingRelease() {
  const tracks = [
    makeTrack({ id: randomUUID(), title: "First Single", focus: true }),
    makeTrack({ id: randomUUID(), title: "Album Track" }),
  ];
  const release = await addRelease({ tracks });
  await storeWavMasters(repos, release.id, tracks, () => MASTER, 1);
  return { release, focus: tracks[0]!, locked: tracks[1]! };
}

const preorder = (releaseId: string, email: string, overrides: Partial<Order> = {}) =>
  saveOrder(randomUUID(), [item("mine", { release_id: releaseId, title: "Tape Hiss Sermons — Halden Drift", formats: ["mp3-320"] })], {
    email,
    email_key: email.toLowerCase(),
    download_token: newDownloadToken(),
    created_at: BEFORE,
    ...overrides,
  });

beforeEach(resetDatabase);

describe("a pre-order", () => {
  it("downloads its focus track at once; the rest say their day, are refused until the release-day job brings the release out, then served", async () => {
    const { release, focus, locked } = await upcomingRelease();
    const order = await preorder(release.id, "early@example.test");

    const page = await (await get(`/download/${order.download_token}`)).text();
    expect(page).toContain(PREORDER_TEXTS.availableOn("March 5, 2030"));
    const links = [...page.matchAll(/href="(\/download\/[^"]+)"/g)].map((m) => m[1]!.replaceAll("&amp;", "&"));
    // The focus track's link only: no link for the locked track, and none for the ZIP while a track waits.
    expect(links).toHaveLength(1);
    expect(links[0]).toContain(`/track/${focus.id}/mp3-320`);
    expect((await get(links[0]!)).status).toBe(200);

    const lockedLink = signed(order, downloadFilePart({ kind: "track", trackId: locked.id, format: "mp3-320" }));
    const zipLink = signed(order, downloadFilePart({ kind: "zip", releaseId: release.id, format: "mp3-320" }));
    for (const link of [lockedLink, zipLink]) {
      const refused = await get(link);
      expect(refused.status).toBe(403);
      expect(await refused.text()).toContain(PREORDER_TEXTS.locked("March 5, 2030"));
    }
    // Refusing counted nothing against the order's limit.
    expect((await repos.storeOrders.get(order.id))?.downloads).toBe(1);

    await runReleaseDay(jobContext(MOMENT));
    const after = await (await get(`/download/${order.download_token}`)).text();
    expect(after).not.toContain(PREORDER_TEXTS.availableOn("March 5, 2030"));
    expect([...after.matchAll(/href="(\/download\/[^"]+)"/g)]).toHaveLength(3);
    const served = await get(lockedLink);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-disposition")).toContain("02 Album Track.mp3");
  });
});

describe("the release-day job and pre-order buyers", () => {
  it('mails each buyer once, "Out now: your download is ready" with every order\'s page, inside the reminder of one who pre-saved; overlapping and repeated runs add nothing', async () => {
    const { release } = await upcomingRelease();
    const [first, second] = [await preorder(release.id, "Buyer@Example.test"), await preorder(release.id, "buyer@example.test")];
    const presaver = await preorder(release.id, fanEmail(0));
    await addPreSaves(release.id, 2);
    await preorder(release.id, "refunded@example.test", { downloads_withdrawn: true, status: "refunded" });
    await preorder(release.id, "late@example.test", { created_at: new Date(MOMENT.getTime() + 60_000) });

    const reports = await Promise.all([runReleaseDay(jobContext(MOMENT)), runReleaseDay(jobContext(MOMENT))]);
    expect(reports.reduce((sum, r) => sum + (r.downloadsReady?.[release.id] ?? 0), 0)).toBe(2);
    // Run again later, and once more as if its record said it never finished.
    await runReleaseDay(jobContext(new Date(MOMENT.getTime() + 15 * 60_000)));
    await repos.releaseDays.update(release.id, { reminders_done_at: null });
    await runReleaseDay(jobContext(new Date(MOMENT.getTime() + 30 * 60_000)));

    const mails = (await repos.mail.query((c) => c.where("release_id", "==", release.id))).sort((a, b) => a.to.localeCompare(b.to));
    expect(mails.map((m) => [m.to, m.kind])).toEqual([
      ["Buyer@Example.test", "preorder_ready"],
      [fanEmail(0), "release_reminder"],
      [fanEmail(1), "release_reminder"],
    ]);
    const [buyer, merged, reminder] = mails as [(typeof mails)[0], (typeof mails)[0], (typeof mails)[0]];
    expect(buyer.message.subject).toBe("Out now: your download is ready");
    expect(buyer.message.text).toContain(`Order ${first.number}: http`);
    expect(buyer.message.text).toContain(`/download/${first.download_token}`);
    expect(buyer.message.text).toContain(`/download/${second.download_token}`);
    expect(merged.message.subject).toBe("Out now: your download is ready");
    expect(merged.message.text).toContain(`/download/${presaver.download_token}`);
    expect(merged.message.text).toContain("- Deezer: https://www.deezer.com/album/1");
    expect(reminder.message.subject).toBe("Out now: Tape Hiss Sermons by Halden Drift");
    expect(reminder.message.text).not.toContain("/download/");
  });
});
