import { randomUUID } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { rateLimitWindowStart } from "../../../src/lib/domain/shared";
import { PROMO_GONE_TEXTS, PROMO_PAGE_ERRORS } from "../../../src/lib/domain/promo";
import { audioStore } from "../../../src/lib/files";
import { PROMO_PAGE_LIMIT } from "../../../src/lib/server/promo/promoPage";
import { callFunction, functionUrl } from "../support";
import { expectOk, repos, setUpStaff, type Staff } from "../contentSupport";
import { seedPromoCampaign, TRACK } from "./promoDownloadSupport";

/**
 * The promo page player's reports of how far a track was played
 * (docs/promo.md#what-staff-see), on the local stack: POST
 * /promo/{token}/progress records the furthest position, and staff then
 * see it instead of how much of the file the audio route sent; bad reports,
 * unknown links and links that no longer work record nothing.
 */
let staff: Staff;
beforeEach(async () => {
  staff = await setUpStaff(staff);
});

const BYTES = 4096;
const pageUrl = (path: string) => `${functionUrl("promoPage")}${path}`;
/** As navigator.sendBeacon sends a string: text/plain. */
const report = (token: string, body: unknown, contentType = "text/plain;charset=UTF-8") =>
  fetch(pageUrl(`/promo/${token}/progress`), {
    method: "POST",
    headers: { "content-type": contentType },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
const reportedPositions = async (recipientId: string) =>
  (await repos.promoEvents.listOfKind(recipientId, "play"))
    .flatMap((e) => (typeof e.detail.position_seconds === "number" ? [e.detail.position_seconds] : []))
    .sort((a, b) => a - b);

/** Two recipients' links to a campaign of one 3-second track, which now also has a rendition the page plays. */
async function listenableCampaign() {
  const fixture = await seedPromoCampaign([
    { name: "Ada Byron", outlet: null },
    { name: "Bo Carter", outlet: null },
  ]);
  const file = join(mkdtempSync(join(tmpdir(), "promo-progress-")), "low-tide.ogg");
  writeFileSync(file, Buffer.alloc(BYTES, 7));
  const path = `tracks/${TRACK}/low-tide-1.ogg`;
  await audioStore().putFile(path, file, "audio/ogg");
  const audio = (await repos.trackAudio.get(TRACK))!;
  await repos.trackAudio.set({ ...audio, renditions: [{ format: "opus", path, bytes: BYTES, bitrate_kbps: 160 }] });
  return fixture;
}

type Stats = { rows: { name: string; plays: { track_id: string; max_seconds: number; percent: number | null }[] }[] };
const playsOf = async (campaignId: string, name: string) =>
  (expectOk(await callFunction("getPromoCampaignStats", { id: campaignId }, staff.admin.idToken)) as Stats).rows.find(
    (r) => r.name === name,
  )!.plays;

describe("the promo player's progress reports", () => {
  it("are recorded, and staff then see how far the recipient listened rather than how much of the file was sent", async () => {
    const { campaign, links } = await listenableCampaign();
    const [ada] = links;
    const html = await (await fetch(pageUrl(`/promo/${ada!.token}`))).text();
    expect(html).toContain(`data-promo-progress="/promo/${ada!.token}/progress"`);
    // The browser fetches the whole file ahead of the listening.
    const src = /<source src="([^"]+)"/.exec(html)![1]!.replaceAll("&amp;", "&");
    expect((await fetch(pageUrl(src), { headers: { range: `bytes=0-${BYTES - 1}` } })).status).toBe(206);
    expect(await playsOf(campaign.id, "Ada Byron")).toEqual([{ track_id: TRACK, max_seconds: 3, percent: 100 }]);

    const sent = await report(ada!.token, { track_id: TRACK, position_seconds: 1.5 });
    expect(sent.status).toBe(204);
    expect((await report(ada!.token, { track_id: TRACK, position_seconds: 0.9 }, "application/json")).status).toBe(204);
    expect(await playsOf(campaign.id, "Ada Byron")).toEqual([{ track_id: TRACK, max_seconds: 2, percent: 50 }]);
    expect(await playsOf(campaign.id, "Bo Carter")).toEqual([]);

    // A report past the end counts as the whole track.
    expect((await report(ada!.token, { track_id: TRACK, position_seconds: 99 })).status).toBe(204);
    expect(await reportedPositions(ada!.recipient.id)).toEqual([0.9, 1.5, 99]);
    expect(await playsOf(campaign.id, "Ada Byron")).toEqual([{ track_id: TRACK, max_seconds: 3, percent: 100 }]);
    const events = await repos.promoEvents.listOfKind(ada!.recipient.id, "play");
    expect(events.every((e) => e.client_key !== null && e.contact_id === ada!.contact.id)).toBe(true);
  });

  it("refuse a malformed report, or one of a track the campaign does not hold, with 400 and its message, recording nothing", async () => {
    const { links } = await listenableCampaign();
    const token = links[0]!.token;
    const refusals: [unknown, string][] = [
      ["not json", "Malformed report"],
      [{ track_id: "t1", position_seconds: 1 }, PROMO_PAGE_ERRORS.progressTrack],
      [{ track_id: TRACK, position_seconds: -1 }, PROMO_PAGE_ERRORS.progressPosition],
      [{ track_id: TRACK, position_seconds: "12" }, PROMO_PAGE_ERRORS.progressPosition],
      [{ track_id: randomUUID(), position_seconds: 1 }, PROMO_PAGE_ERRORS.progressNotInCampaign],
    ];
    for (const [body, message] of refusals) {
      const answer = await report(token, body);
      expect([answer.status, await answer.text()]).toEqual([400, message]);
    }
    // Broken JSON declared as JSON: Cloud Functions' own body parser refuses it before the function runs.
    expect((await report(token, "{", "application/json")).status).toBe(400);
    expect((await report(token, { track_id: TRACK, position_seconds: 1, pad: "x".repeat(2000) })).status).toBe(413);
    const asked = await fetch(pageUrl(`/promo/${token}/progress`));
    expect([asked.status, asked.headers.get("allow")]).toEqual([405, "POST"]);
    expect(await repos.promoEvents.listForRecipient(links[0]!.recipient.id)).toEqual([]);
  });

  it("of an unknown or malformed token get the site's own 404, byte for byte the page's", async () => {
    await listenableCampaign();
    const page = await fetch(pageUrl(`/promo/${"A".repeat(43)}`));
    const unknown = await report("A".repeat(43), { track_id: TRACK, position_seconds: 1 });
    const malformed = await report("not-a-token", { track_id: TRACK, position_seconds: 1 });
    expect([page.status, unknown.status, malformed.status]).toEqual([404, 404, 404]);
    const html = await page.text();
    expect(await unknown.text()).toBe(html);
    expect(await malformed.text()).toBe(html);
  });

  it("of a revoked or expired link are refused with 410 and record nothing", async () => {
    const { links } = await listenableCampaign();
    const [ada, bo] = links;
    await repos.promoRecipients.update(ada!.recipient.id, { revoked_at: new Date() });
    await repos.promoRecipients.update(bo!.recipient.id, { expires_at: new Date(Date.now() - 1000) });
    const revoked = await report(ada!.token, { track_id: TRACK, position_seconds: 1 });
    const expired = await report(bo!.token, { track_id: TRACK, position_seconds: 1 });
    expect([revoked.status, await revoked.text()]).toEqual([410, PROMO_GONE_TEXTS.revokedTitle]);
    expect([expired.status, await expired.text()]).toEqual([410, PROMO_GONE_TEXTS.expiredTitle]);
    expect(await repos.promoEvents.listForRecipient(ada!.recipient.id)).toEqual([]);
    expect(await repos.promoEvents.listForRecipient(bo!.recipient.id)).toEqual([]);
  });

  it("past the link's allowance are refused with 429 and record nothing", async () => {
    const { links } = await listenableCampaign();
    const { bucket, limit, windowMs } = PROMO_PAGE_LIMIT.progress;
    // The link has used up its allowance in this window and the next (the request may fall in either).
    const start = rateLimitWindowStart(Date.now(), windowMs);
    await Promise.all(
      [start, start + windowMs].map((s) =>
        repos.rateLimits.set({ id: `${bucket}:${links[0]!.recipient.id}:${s}`, count: limit, expires_at: new Date(s + windowMs) }),
      ),
    );
    const answer = await report(links[0]!.token, { track_id: TRACK, position_seconds: 1 });
    expect([answer.status, await answer.text()]).toEqual([429, PROMO_PAGE_ERRORS.tooManyRequests]);
    expect(await repos.promoEvents.listForRecipient(links[0]!.recipient.id)).toEqual([]);
    // Another link's reports still go through.
    expect((await report(links[1]!.token, { track_id: TRACK, position_seconds: 1 })).status).toBe(204);
  });
});
