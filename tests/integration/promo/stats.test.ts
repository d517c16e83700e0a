import { beforeEach, describe, expect, it } from "vitest";
import { promoInvitationMailId, promoReminderMailId } from "../../../src/lib/server/campaigns/reminderKeys";
import { callFunction } from "../support";
import { expectError, expectOk, grantCustom, OTHER, repos, setUpStaff, type Staff } from "../contentSupport";
import { downloadUrl, seedPromoCampaign, TRACK } from "./promoDownloadSupport";

/**
 * What staff see of a campaign on the local stack: each recipient's opens,
 * plays (how far), downloads and feedback, the totals and the days; the
 * reminder to those who have not opened, queued once however often it is
 * asked; and the release's artist scoping who sees it.
 */
let staff: Staff;
beforeEach(async () => {
  staff = await setUpStaff(staff);
});

const DAY = 86_400_000;

async function campaignWithActivity() {
  const sent = new Date(Date.now() - 5 * DAY);
  const fixture = await seedPromoCampaign([
    { name: "Ada Byron", outlet: "The Wire" },
    { name: "Bo Carter", outlet: null },
    { name: "Cy Twombly", outlet: null },
  ]);
  const [ada] = fixture.links;
  await Promise.all(
    fixture.links.map(({ recipient, contact }) =>
      Promise.all([
        repos.promoRecipients.update(recipient.id, { sent_at: sent }),
        repos.mail.set({
          id: promoInvitationMailId(fixture.campaign.id, contact.id),
          to: contact.email,
          message: { subject: "A private listen", text: `Listen: https://label.test/promo/x${contact.id}` },
          created_at: sent,
          kind: "promo_invitation",
          promo_campaign_id: fixture.campaign.id,
          promo_contact_id: contact.id,
        }),
      ]),
    ),
  );
  const event = { campaign_id: fixture.campaign.id, recipient_id: ada!.recipient.id, contact_id: ada!.contact.id, client_key: null };
  await repos.promoRecipients.update(ada!.recipient.id, { opened_at: new Date() });
  await repos.promoEvents.record({ ...event, kind: "open", at: new Date(), detail: {} });
  await repos.promoEvents.record({ ...event, kind: "play", at: new Date(), detail: { track_id: TRACK, position_seconds: 1.5 } });
  await repos.promoFeedback.set({
    recipient_id: ada!.recipient.id,
    campaign_id: fixture.campaign.id,
    contact_id: ada!.contact.id,
    rating: 5,
    comment: "Lovely",
    created_at: new Date(),
    updated_at: new Date(),
  });
  expect((await fetch(downloadUrl(ada!.token))).status).toBe(200);
  return fixture;
}

type Stats = {
  rows: {
    name: string;
    opens: number;
    plays: { percent: number | null }[];
    downloads: number;
    rating: number | null;
    reminded_at: string | null;
  }[];
  totals: Record<string, unknown>;
  daily: { opens: number; plays: number; downloads: number }[];
  campaign: { can_remind: boolean };
};

describe("a campaign's statistics", () => {
  it("show each recipient's opens, how far they played, downloads and feedback, with the totals and the days", async () => {
    const { campaign } = await campaignWithActivity();
    const stats = expectOk(await callFunction("getPromoCampaignStats", { id: campaign.id }, staff.admin.idToken)) as Stats;
    expect(stats.rows.map((r) => r.name)).toEqual(["Ada Byron", "Bo Carter", "Cy Twombly"]);
    expect(stats.rows[0]).toMatchObject({ opens: 1, plays: [{ percent: 50 }], downloads: 1, rating: 5 });
    expect(stats.rows[1]).toMatchObject({ opens: 0, plays: [], downloads: 0, rating: null });
    expect(stats.totals).toEqual({ recipients: 3, sent: 3, opened: 1, played: 1, downloaded: 1, feedback: 1, average_rating: 5 });
    expect(stats.daily).toEqual([expect.objectContaining({ opens: 1, plays: 1, downloads: 1 })]);
    expect(stats.campaign.can_remind).toBe(true);
  });

  it("remind those who have not opened once, however often staff click", async () => {
    const { campaign, links } = await campaignWithActivity();
    expect(expectOk(await callFunction("remindPromoRecipients", { id: campaign.id, days: 3 }, staff.admin.idToken))).toEqual({ queued: 2 });
    expect(expectOk(await callFunction("remindPromoRecipients", { id: campaign.id, days: 3 }, staff.admin.idToken))).toEqual({ queued: 0 });
    const reminders = await repos.mail.getMany(links.map((l) => promoReminderMailId(campaign.id, l.contact.id)));
    expect(reminders.map((m) => [m.to, m.message.subject]).sort()).toEqual([
      ["bo.carter@press.test", "Reminder: A private listen"],
      ["cy.twombly@press.test", "Reminder: A private listen"],
    ]);
    expect(reminders[0]!.message.text).toContain("https://label.test/promo/x");
    const stats = expectOk(await callFunction("getPromoCampaignStats", { id: campaign.id }, staff.admin.idToken)) as Stats;
    expect(stats.rows.map((r) => r.reminded_at !== null)).toEqual([false, true, true]);
  });

  it("refuse reminders before N days and a number of days not offered", async () => {
    const { campaign } = await campaignWithActivity();
    expect(expectOk(await callFunction("remindPromoRecipients", { id: campaign.id, days: 7 }, staff.admin.idToken))).toEqual({ queued: 0 });
    expectError(await callFunction("remindPromoRecipients", { id: campaign.id, days: 2 }, staff.admin.idToken), "INVALID_ARGUMENT");
  });

  it("are seen by an editor of the release's artist and refused to one scoped to another artist", async () => {
    const { campaign } = await campaignWithActivity();
    expectOk(await callFunction("getPromoCampaignStats", { id: campaign.id }, staff.editor.idToken));
    await grantCustom([
      { resource: "releases", action: "view", artistId: OTHER },
      { resource: "releases", action: "publish", artistId: OTHER },
    ]);
    expectError(await callFunction("getPromoCampaignStats", { id: campaign.id }, staff.custom.idToken), "PERMISSION_DENIED");
    expectError(await callFunction("remindPromoRecipients", { id: campaign.id, days: 3 }, staff.custom.idToken), "PERMISSION_DENIED");
  });
});
