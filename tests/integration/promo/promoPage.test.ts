import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { trackAudioSchema } from "../../../src/lib/domain/listening";
import { PROMO_GONE_TEXTS, PROMO_PAGE_ERRORS, PROMO_PAGE_TEXTS, type Campaign } from "../../../src/lib/domain/promo";
import type { Contact } from "../../../src/lib/domain/promo/contact";
import { audioStore } from "../../../src/lib/files";
import { serverConfig } from "../../../src/lib/config";
import { sendCampaign } from "../../../src/lib/server/promo/promoSend";
import { makeArtist, makeRelease, makeTrack } from "../../factories";
import { ARTIST_ID } from "../accessFixtures";
import { functionUrl, repositories, resetDatabase } from "../support";

/**
 * The promo page (docs/promo.md#the-promo-page) at the function's URL: a
 * recipient's link opens their page (noindex, no-store, never framed) and
 * is marked opened; its tracks play from short-lived signed URLs; feedback
 * is a plain form post; a revoked or expired link answers 410 and plays
 * nothing; a token of the wrong shape and an unknown one get the same 404.
 */
const repos = repositories();
const pageUrl = (path: string) => `${functionUrl("promoPage")}${path}`;
const BYTES = 4096;
let renditionFile: string;

beforeAll(async () => {
  const file = join(mkdtempSync(join(tmpdir(), "promo-")), "tidal.ogg");
  writeFileSync(file, Buffer.alloc(BYTES, 7));
  renditionFile = file;
});

beforeEach(async () => {
  await resetDatabase();
});

async function sentCampaign(expiresAt = new Date(Date.now() + 7 * 86_400_000)) {
  const track = makeTrack({ title: "Tidal" });
  const release = makeRelease({
    artist_id: ARTIST_ID,
    title: "Low Tide",
    tracks: [track],
    is_published: false,
    release_date: "2031-05-01",
  });
  const path = `tracks/${track.id}/tidal-1.ogg`;
  await audioStore().putFile(path, renditionFile, "audio/ogg");
  await Promise.all([
    repos.artists.set(makeArtist({ id: ARTIST_ID, name: "Halden Drift" })),
    repos.releases.set(release),
    repos.trackAudio.set(
      trackAudioSchema.parse({
        track_id: track.id,
        release_id: release.id,
        status: "ready",
        duration_seconds: 200,
        renditions: [{ format: "opus", path, bytes: BYTES, bitrate_kbps: 160 }],
        updated_at: new Date(),
      }),
    ),
  ]);
  const now = new Date();
  const people: Contact[] = ["Ann Lee", "Bo Park"].map((name) => ({
    id: crypto.randomUUID(),
    name,
    email: `${name.split(" ")[0]!.toLowerCase()}@outlet.test`,
    outlet: null,
    role: "press",
    country: null,
    tags: [],
    notes: null,
    created_at: now,
    updated_at: now,
  }));
  await Promise.all(people.map((c) => repos.promoContacts.set(c)));
  const campaign: Campaign = {
    id: crypto.randomUUID(),
    name: "Radio",
    release_id: release.id,
    track_ids: [track.id],
    one_sheet_html: "<p>Recorded on the coast.</p>",
    artwork_url: null,
    release_date: null,
    access: "download",
    download_formats: ["mp3_320"],
    feedback_before_download: true,
    expires_at: expiresAt,
    download_limit: 3,
    recipients: { contact_ids: people.map((c) => c.id), tags: [] },
    status: "draft",
    sent_by: null,
    sent_at: null,
    created_by: "u1",
    created_at: now,
    updated_at: now,
  };
  await repos.promoCampaigns.set(campaign);
  await sendCampaign(repos, { campaign, release, artistName: "Halden Drift", by: "u1" }, serverConfig(), now);
  const mails = await repos.mail.query((c) => c.where("promo_campaign_id", "==", campaign.id));
  const tokenFor = (contact: Contact) => /\/promo\/([A-Za-z0-9_-]{43})/.exec(mails.find((m) => m.to === contact.email)!.message.text)![1]!;
  return { campaign, track, people, tokens: people.map(tokenFor) };
}

const audioSrc = (html: string) => /<source src="([^"]+)"/.exec(html)![1]!.replaceAll("&amp;", "&");

describe("a recipient's promo page", () => {
  it("shows the release to its recipient, marks the link opened, plays from a signed URL and takes feedback without JavaScript", async () => {
    const { campaign, people, tokens } = await sentCampaign();
    const answer = await fetch(pageUrl(`/promo/${tokens[0]}`));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("x-robots-tag")).toContain("noindex");
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    const html = await answer.text();
    expect(html).toContain("Low Tide");
    expect(html).toContain("Recorded on the coast.");
    expect(html).toContain(PROMO_PAGE_TEXTS.privateNote("Ann Lee"));
    expect(html).toContain(PROMO_PAGE_TEXTS.downloadsAfterFeedback);
    const link = (await repos.promoRecipients.get(`${campaign.id}_${people[0]!.id}`))!;
    expect(link.opened_at).toBeInstanceOf(Date);
    expect((await repos.promoRecipients.get(`${campaign.id}_${people[1]!.id}`))!.opened_at).toBeNull();

    const src = audioSrc(html);
    const audio = await fetch(pageUrl(src), { headers: { range: "bytes=0-1023" } });
    expect(audio.status).toBe(206);
    expect((await audio.arrayBuffer()).byteLength).toBe(1024);
    // The signature covers the link, the file and the time: another link's token or a longer life is refused.
    expect((await fetch(pageUrl(src.replace(tokens[0]!, tokens[1]!)))).status).toBe(403);
    expect((await fetch(pageUrl(src.replace(/e=(\d+)/, (_m, e: string) => `e=${Number(e) + 60_000}`)))).status).toBe(403);

    const refused = await fetch(pageUrl(`/promo/${tokens[0]}`), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
      body: "rating=9&comment=Great",
      redirect: "manual",
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(PROMO_PAGE_ERRORS.ratingRequired);
    expect(await repos.promoFeedback.get(link.id)).toBeNull();

    const posted = await fetch(pageUrl(`/promo/${tokens[0]}`), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
      body: "rating=4&comment=Great+low+end",
      redirect: "manual",
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get("location")).toBe(`/promo/${tokens[0]}?feedback=saved#feedback`);
    expect(await repos.promoFeedback.get(link.id)).toMatchObject({ rating: 4, comment: "Great low end", contact_id: people[0]!.id });
    const after = await (await fetch(pageUrl(`/promo/${tokens[0]}?feedback=saved`))).text();
    expect(after).toContain(PROMO_PAGE_TEXTS.feedbackSaved);
    expect(after).toContain(`/promo/${tokens[0]}/download/`);
    const kinds = (await repos.promoEvents.listForRecipient(link.id)).map((e) => e.kind).sort();
    expect(kinds).toEqual(["feedback", "open", "open", "play"]);

    // A changed answer replaces the first, which keeps when it was first given; each answer is recorded with it.
    const first = (await repos.promoFeedback.get(link.id))!;
    const changed = await fetch(pageUrl(`/promo/${tokens[0]}`), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
      body: "rating=5&comment=Even+better",
      redirect: "manual",
    });
    expect(changed.status).toBe(303);
    expect(await repos.promoFeedback.get(link.id)).toMatchObject({ rating: 5, comment: "Even better", created_at: first.created_at });
    expect((await repos.promoEvents.listOfKind(link.id, "feedback")).map((e) => e.detail.rating).sort()).toEqual([4, 5]);
  });

  it("a revoked link and an expired one show their page with 410 and play nothing, even from a URL signed before", async () => {
    const { campaign, people, tokens } = await sentCampaign();
    const src = audioSrc(await (await fetch(pageUrl(`/promo/${tokens[0]}`))).text());
    await repos.promoRecipients.update(`${campaign.id}_${people[0]!.id}`, { revoked_at: new Date() });
    const revoked = await fetch(pageUrl(`/promo/${tokens[0]}`));
    expect(revoked.status).toBe(410);
    expect(await revoked.text()).toContain(PROMO_GONE_TEXTS.revokedTitle);
    expect((await fetch(pageUrl(src))).status).toBe(410);

    await repos.promoRecipients.update(`${campaign.id}_${people[1]!.id}`, { expires_at: new Date(Date.now() - 1000) });
    const expired = await fetch(pageUrl(`/promo/${tokens[1]}`));
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain(PROMO_GONE_TEXTS.expiredTitle);
  });

  it("answers a malformed token and an unknown one with the same 404, and flags a link opened from many clients", async () => {
    const { campaign, people, tokens } = await sentCampaign();
    const unknown = await fetch(pageUrl(`/promo/${"A".repeat(43)}`));
    const malformed = await fetch(pageUrl("/promo/not-a-token"));
    const elsewhere = await fetch(pageUrl("/promo"));
    expect([unknown.status, malformed.status, elsewhere.status]).toEqual([404, 404, 404]);
    const [a, b, c] = [await unknown.text(), await malformed.text(), await elsewhere.text()];
    expect(b).toBe(a);
    expect(c).toBe(a);

    for (let i = 0; i < 6; i++) await fetch(pageUrl(`/promo/${tokens[0]}`), { headers: { "user-agent": `Client ${i}` } });
    expect((await repos.promoRecipients.get(`${campaign.id}_${people[0]!.id}`))!.flagged_at).toBeInstanceOf(Date);
    expect((await repos.promoRecipients.get(`${campaign.id}_${people[1]!.id}`))!.flagged_at).toBeNull();
  });
});
