import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { trackAudioSchema } from "../../../src/lib/domain/listening";
import { CAMPAIGN_ERRORS, type Campaign } from "../../../src/lib/domain/promo";
import type { Contact } from "../../../src/lib/domain/promo/contact";
import { serverConfig } from "../../../src/lib/config";
import { sendCampaign } from "../../../src/lib/server/promo/promoSend";
import { promoTokenHash } from "../../../src/lib/server/promo/promoTokens";
import { makeArtist, makeRelease, makeTrack } from "../../factories";
import { ARTIST_ID, OTHER_ARTIST_ID, call, seedAccess, signInCast, type Cast } from "../accessFixtures";
import { repositories, resetDatabase } from "../support";

/**
 * Promo campaigns (docs/promo.md#campaigns-and-links) on the local stack:
 * the permission matrix rows (the release's primary artist decides: view,
 * edit, publish, delete), a campaign prepared and sent to contacts chosen by
 * id and tag, each invitation once however often the send runs or after it
 * stopped halfway, and links revoked and extended.
 */
const repos = repositories();
let cast: Cast;
const SLOW = 120_000;

beforeAll(async () => {
  cast = await signInCast();
});

beforeEach(async () => {
  await resetDatabase();
  await seedAccess(cast);
});

/** A release of `artistId` with two tracks, the first processed. */
async function releaseOf(artistId: string) {
  const ready = makeTrack({ title: "Tidal" });
  const waiting = makeTrack({ title: "Unmixed" });
  const release = makeRelease({
    artist_id: artistId,
    title: `Low Tide ${artistId.slice(-2)}`,
    tracks: [ready, waiting],
    is_published: false,
    release_date: "2031-05-01",
  });
  await Promise.all([
    repos.releases.set(release),
    repos.trackAudio.set(
      trackAudioSchema.parse({
        track_id: ready.id,
        release_id: release.id,
        status: "ready",
        duration_seconds: 200,
        updated_at: new Date(),
      }),
    ),
  ]);
  return { release, ready, waiting };
}

async function contact(name: string, tags: string[] = []): Promise<Contact> {
  const now = new Date();
  const saved: Contact = {
    id: crypto.randomUUID(),
    name,
    email: `${name.toLowerCase().replace(/\W+/g, ".")}@outlet.test`,
    outlet: null,
    role: "press",
    country: null,
    tags,
    notes: null,
    created_at: now,
    updated_at: now,
  };
  await repos.promoContacts.set(saved);
  return saved;
}

const input = (releaseId: string, trackIds: string[], recipients: { contact_ids: string[]; tags: string[] }, name = "Radio push") => ({
  name,
  release_id: releaseId,
  track_ids: trackIds,
  one_sheet_html: "<p>Out in May.<script>alert(1)</script></p>",
  access: "download" as const,
  download_formats: ["mp3_320" as const],
  feedback_before_download: true,
  expires_at: new Date(Date.now() + 30 * 86_400_000).toISOString(),
  download_limit: 3,
  recipients,
});

async function draft(releaseId: string, trackIds: string[], recipients: { contact_ids: string[]; tags: string[] }): Promise<Campaign> {
  const response = await call("savePromoCampaign", { id: null, campaign: input(releaseId, trackIds, recipients) }, cast.superAdmin);
  expect(response.error).toBeUndefined();
  return (await repos.promoCampaigns.get((response.result as { id: string }).id))!;
}

const invitationsOf = (campaignId: string) => repos.mail.query((c) => c.where("promo_campaign_id", "==", campaignId));
const tokenOf = (text: string) => /\/promo\/([A-Za-z0-9_-]{43})\b/.exec(text)?.[1];

type Kind = "signedOut" | keyof Cast;
const KINDS: Kind[] = ["signedOut", "fan", "artistEditor", "auditor", "userManager", "superAdmin"];
const refusal = (kind: Kind) => (kind === "signedOut" ? "UNAUTHENTICATED" : "PERMISSION_DENIED");

describe("who may see, prepare, send and delete a campaign: the release's primary artist decides", () => {
  const ROWS: {
    name: string;
    request: (ids: { campaign: string; release: string; track: string; link: string }) => unknown;
    own: Kind[];
    other: Kind[];
  }[] = [
    { name: "getPromoCampaign", request: ({ campaign }) => ({ id: campaign }), own: ["artistEditor", "superAdmin"], other: ["superAdmin"] },
    {
      name: "listPromoTrackOptions",
      request: ({ release }) => ({ release_id: release }),
      own: ["artistEditor", "superAdmin"],
      other: ["superAdmin"],
    },
    {
      name: "savePromoCampaign",
      request: ({ campaign, release, track }) => ({
        id: campaign,
        campaign: input(release, [track], { contact_ids: [], tags: ["radio"] }, "Renamed"),
      }),
      own: ["artistEditor", "superAdmin"],
      other: ["superAdmin"],
    },
    {
      name: "sendPromoCampaign",
      request: ({ campaign }) => ({ id: campaign }),
      own: ["artistEditor", "superAdmin"],
      other: ["superAdmin"],
    },
    { name: "revokePromoLink", request: ({ link }) => ({ id: link }), own: ["artistEditor", "superAdmin"], other: ["superAdmin"] },
    { name: "deletePromoCampaign", request: ({ campaign }) => ({ id: campaign }), own: ["superAdmin"], other: ["superAdmin"] },
  ];

  it.each(ROWS)(
    "$name",
    async ({ name, request, own, other }) => {
      await repos.artists.set(makeArtist({ id: ARTIST_ID }));
      await repos.artists.set(makeArtist({ id: OTHER_ARTIST_ID, slug: "other-artist" }));
      const dj = await contact("Dana Jay", ["radio"]);
      for (const [artistId, allowed] of [
        [ARTIST_ID, own],
        [OTHER_ARTIST_ID, other],
      ] as const) {
        const { release, ready } = await releaseOf(artistId);
        const campaign = await draft(release.id, [ready.id], { contact_ids: [dj.id], tags: [] });
        // The link rows need a link; the others act on a draft. Kinds allowed act last (Super Admin last of all), refused ones change nothing.
        if (name === "revokePromoLink") await call("sendPromoCampaign", { id: campaign.id }, cast.superAdmin);
        for (const kind of KINDS) {
          const before = JSON.stringify([
            await repos.promoCampaigns.get(campaign.id),
            await repos.promoRecipients.listForCampaign(campaign.id),
          ]);
          const response = await call(
            name,
            request({ campaign: campaign.id, release: release.id, track: ready.id, link: `${campaign.id}_${dj.id}` }),
            kind === "signedOut" ? undefined : cast[kind],
          );
          const label = `${kind} on ${artistId === ARTIST_ID ? "their" : "another"} artist's campaign`;
          if (allowed.includes(kind)) expect(response.error, label).toBeUndefined();
          else {
            expect(response.error?.status, label).toBe(refusal(kind));
            expect(
              JSON.stringify([await repos.promoCampaigns.get(campaign.id), await repos.promoRecipients.listForCampaign(campaign.id)]),
              label,
            ).toBe(before);
          }
        }
      }
    },
    2 * SLOW,
  );

  it(
    "the list shows a scoped editor their artist's campaigns only",
    async () => {
      const own = await releaseOf(ARTIST_ID);
      const other = await releaseOf(OTHER_ARTIST_ID);
      const mine = await draft(own.release.id, [own.ready.id], { contact_ids: [], tags: ["radio"] });
      const theirs = await draft(other.release.id, [other.ready.id], { contact_ids: [], tags: ["radio"] });
      const list = async (who: Cast[keyof Cast]) =>
        ((await call("listPromoCampaigns", {}, who)).result as { campaigns: { id: string }[] }).campaigns.map((c) => c.id).sort();
      expect(await list(cast.artistEditor)).toEqual([mine.id]);
      expect(await list(cast.superAdmin)).toEqual([mine.id, theirs.id].sort());
      expect((await call("listPromoCampaigns", {}, cast.userManager)).error?.status).toBe("PERMISSION_DENIED");
    },
    SLOW,
  );
});

describe("preparing a campaign", () => {
  it(
    "keeps the release's processed tracks only, sanitizes the one-sheet, refuses a past expiry and changes nothing on bad input",
    async () => {
      const { release, ready, waiting } = await releaseOf(ARTIST_ID);
      const campaign = await draft(release.id, [ready.id], { contact_ids: [], tags: ["radio"] });
      expect(campaign).toMatchObject({
        status: "draft",
        track_ids: [ready.id],
        access: "download",
        download_formats: ["mp3_320"],
        feedback_before_download: true,
        download_limit: 3,
      });
      expect(campaign.one_sheet_html).toBe("<p>Out in May.</p>");

      const unprocessed = await call(
        "savePromoCampaign",
        { id: campaign.id, campaign: input(release.id, [ready.id, waiting.id], { contact_ids: [], tags: ["radio"] }) },
        cast.artistEditor,
      );
      expect(unprocessed.error).toMatchObject({ status: "INVALID_ARGUMENT", message: CAMPAIGN_ERRORS.trackNotReady });
      const past = await call(
        "savePromoCampaign",
        {
          id: campaign.id,
          campaign: { ...input(release.id, [ready.id], { contact_ids: [], tags: ["radio"] }), expires_at: "2020-01-01T00:00:00Z" },
        },
        cast.artistEditor,
      );
      expect(past.error).toMatchObject({ status: "INVALID_ARGUMENT", message: CAMPAIGN_ERRORS.expiryPast });
      const noRecipients = await call(
        "savePromoCampaign",
        { id: campaign.id, campaign: input(release.id, [ready.id], { contact_ids: [], tags: [] }) },
        cast.artistEditor,
      );
      expect(noRecipients.error).toMatchObject({ status: "INVALID_ARGUMENT", message: CAMPAIGN_ERRORS.recipientsRequired });
      expect(await repos.promoCampaigns.get(campaign.id)).toEqual(campaign);

      const options = await call("listPromoTrackOptions", { release_id: release.id }, cast.artistEditor);
      expect(options.result).toEqual({
        tracks: [
          { id: ready.id, title: "Tidal", ready: true },
          { id: waiting.id, title: "Unmixed", ready: false },
        ],
        release_date: "2031-05-01",
      });
    },
    SLOW,
  );
});

describe("sending a campaign", () => {
  it(
    "queues one invitation per recipient chosen by id or tag, each once when sent again; only the token's hash is stored",
    async () => {
      const { release, ready } = await releaseOf(ARTIST_ID);
      await repos.artists.set(makeArtist({ id: ARTIST_ID, name: "Halden Drift" }));
      const [ann, bo, cy] = [await contact("Ann Lee", ["radio"]), await contact("Bo Park", ["radio", "press"]), await contact("Cy Moss")];
      await contact("Not Chosen", ["club"]);
      const campaign = await draft(release.id, [ready.id], { contact_ids: [cy.id, bo.id], tags: ["radio"] });

      const first = await call("sendPromoCampaign", { id: campaign.id }, cast.artistEditor);
      expect(first.result).toMatchObject({ queued: 3, recipients: 3, campaign: { status: "sent" } });
      const mails = await invitationsOf(campaign.id);
      expect(mails.map((m) => m.to).sort()).toEqual([ann.email, bo.email, cy.email]);
      const links = await repos.promoRecipients.listForCampaign(campaign.id);
      for (const mail of mails) {
        expect(mail).toMatchObject({ kind: "promo_invitation", message: { subject: `Private listen: Halden Drift — ${release.title}` } });
        const token = tokenOf(mail.message.text)!;
        expect(mail.message.html).toContain(`/promo/${token}`);
        const link = links.find((l) => l.contact_id === mail.promo_contact_id)!;
        expect(link.token_hash).toBe(promoTokenHash(token));
        expect(JSON.stringify(link)).not.toContain(token);
      }

      const again = await call("sendPromoCampaign", { id: campaign.id }, cast.artistEditor);
      expect(again.result).toMatchObject({ queued: 0, recipients: 3 });
      expect(await invitationsOf(campaign.id)).toHaveLength(3);
      expect((await repos.promoRecipients.listForCampaign(campaign.id)).map((l) => l.token_hash).sort()).toEqual(
        links.map((l) => l.token_hash).sort(),
      );

      // A sent campaign keeps its content.
      const locked = await call(
        "savePromoCampaign",
        { id: campaign.id, campaign: input(release.id, [ready.id], { contact_ids: [], tags: ["radio"] }) },
        cast.artistEditor,
      );
      expect(locked.error).toMatchObject({ status: "FAILED_PRECONDITION", message: CAMPAIGN_ERRORS.locked });
    },
    SLOW,
  );

  it(
    "after a send stopped halfway, sending again queues the rest: every recipient once, none with a second token",
    async () => {
      const { release, ready } = await releaseOf(ARTIST_ID);
      const people = await Promise.all(Array.from({ length: 7 }, (_, i) => contact(`Tagged ${i}`, ["radio"])));
      const campaign = await draft(release.id, [ready.id], { contact_ids: [], tags: ["radio"] });
      const crash = new Error("worker stopped");
      await expect(
        sendCampaign(repos, { campaign, release, artistName: "Halden Drift", by: cast.superAdmin.uid }, serverConfig(), new Date(), {
          pageSize: 3,
          afterPage: () => {
            throw crash;
          },
        }),
      ).rejects.toBe(crash);
      const halfway = await invitationsOf(campaign.id);
      expect(halfway).toHaveLength(3);
      const firstHashes = new Map((await repos.promoRecipients.listForCampaign(campaign.id)).map((l) => [l.contact_id, l.token_hash]));
      expect((await repos.promoCampaigns.get(campaign.id))!.status).toBe("draft");

      expect((await call("sendPromoCampaign", { id: campaign.id }, cast.superAdmin)).result).toMatchObject({ queued: 4, recipients: 7 });
      const mails = await invitationsOf(campaign.id);
      expect(mails.map((m) => m.to).sort()).toEqual(people.map((p) => p.email).sort());
      const links = await repos.promoRecipients.listForCampaign(campaign.id);
      expect(links).toHaveLength(7);
      for (const [contactId, hash] of firstHashes) expect(links.find((l) => l.contact_id === contactId)!.token_hash).toBe(hash);
      for (const mail of mails)
        expect(promoTokenHash(tokenOf(mail.message.text)!)).toBe(links.find((l) => l.contact_id === mail.promo_contact_id)!.token_hash);
    },
    SLOW,
  );

  it(
    "refuses a campaign whose contacts and tags match no one, and changes nothing",
    async () => {
      const { release, ready } = await releaseOf(ARTIST_ID);
      const campaign = await draft(release.id, [ready.id], { contact_ids: [], tags: ["nobody"] });
      expect((await call("sendPromoCampaign", { id: campaign.id }, cast.superAdmin)).error).toMatchObject({
        status: "FAILED_PRECONDITION",
        message: CAMPAIGN_ERRORS.noRecipients,
      });
      expect(await repos.promoCampaigns.get(campaign.id)).toEqual(campaign);
    },
    SLOW,
  );
});

describe("managing links", () => {
  it(
    "revokes a link, extends another, and deleting the campaign removes its links",
    async () => {
      const { release, ready } = await releaseOf(ARTIST_ID);
      const [ann, bo] = [await contact("Ann Lee"), await contact("Bo Park")];
      const campaign = await draft(release.id, [ready.id], { contact_ids: [ann.id, bo.id], tags: [] });
      await call("sendPromoCampaign", { id: campaign.id }, cast.superAdmin);

      const revoked = await call("revokePromoLink", { id: `${campaign.id}_${ann.id}` }, cast.artistEditor);
      // The editor may not read the contact book (press view): the link names Ann without her address.
      expect(revoked.result).toMatchObject({ name: "Ann Lee", email: "", revoked_at: expect.any(String) });
      expect(revoked.result).not.toHaveProperty("token_hash");

      const later = new Date(Date.now() + 90 * 86_400_000);
      const extended = await call("extendPromoLink", { id: `${campaign.id}_${bo.id}`, expires_at: later.toISOString() }, cast.artistEditor);
      expect(extended.result).toMatchObject({ name: "Bo Park", expires_at: later.toISOString(), revoked_at: null });
      expect(
        (await call("extendPromoLink", { id: `${campaign.id}_${bo.id}`, expires_at: "2020-01-01T00:00:00Z" }, cast.artistEditor)).error
          ?.status,
      ).toBe("INVALID_ARGUMENT");
      expect((await call("revokePromoLink", { id: `${campaign.id}_nobody` }, cast.superAdmin)).error?.status).toBe("NOT_FOUND");

      const page = await call("getPromoCampaign", { id: campaign.id }, cast.artistEditor);
      expect((page.result as { abilities: unknown }).abilities).toEqual({ edit: false, send: true, delete: false });

      expect((await call("deletePromoCampaign", { id: campaign.id }, cast.superAdmin)).error).toBeUndefined();
      expect(await repos.promoCampaigns.get(campaign.id)).toBeNull();
      expect(await repos.promoRecipients.listForCampaign(campaign.id)).toEqual([]);
    },
    SLOW,
  );
});
