import { expect, test, type Page } from "@playwright/test";
import { campaignSchema, recipientId, type Campaign } from "../../../src/lib/domain/promo";
import type { Contact } from "../../../src/lib/domain/promo/contact";
import { mintPromoToken } from "../../../src/lib/server/promo/promoTokens";
import { signIn } from "../session";
import { e2eRepositories } from "../siteData";

/**
 * What staff and recipients see of a promo campaign's screens
 * (docs/promo.md): SEND's confirmation names whom this send will invite;
 * an open campaign has a URL that survives reload and Back; the promo
 * page's player bar keeps its own buttons.
 */
const FIRST_CALL = { timeout: 60_000 };

async function seeded() {
  const repos = await e2eRepositories();
  const release = (await repos.releases.query((c) => c.where("title", "==", "Coming Tide")))[0]!;
  return { repos, release };
}

function contactsTagged(tag: string, firsts: string[], stamp: number): Contact[] {
  const now = new Date();
  return firsts.map((first) => ({
    id: crypto.randomUUID(),
    name: `${first} Screens ${stamp}`,
    email: `${first.toLowerCase()}-screens-${stamp}@outlet.test`,
    outlet: null,
    role: "press",
    country: null,
    tags: [tag],
    notes: null,
    created_at: now,
    updated_at: now,
  }));
}

function campaignOf(
  name: string,
  releaseId: string,
  trackId: string,
  recipients: Campaign["recipients"],
  status: Campaign["status"],
): Campaign {
  const now = new Date();
  return campaignSchema.parse({
    id: crypto.randomUUID(),
    name,
    release_id: releaseId,
    track_ids: [trackId],
    one_sheet_html: "",
    access: "stream",
    download_formats: [],
    feedback_before_download: false,
    expires_at: new Date(now.getTime() + 7 * 86_400_000),
    download_limit: 3,
    recipients,
    status,
    sent_by: status === "sent" ? "e2e" : null,
    sent_at: status === "sent" ? now : null,
    created_by: "e2e",
    created_at: now,
    updated_at: now,
  });
}

/** Clicks SEND and answers its confirmation; returns what the confirmation said. */
async function sendConfirming(page: Page): Promise<string> {
  // The confirmation blocks the click until it is answered: answer it as it opens.
  let message = "";
  page.once("dialog", (dialog) => {
    message = dialog.message();
    void dialog.accept();
  });
  await page.getByRole("button", { name: "SEND", exact: true }).click();
  await expect.poll(() => message).not.toBe("");
  return message;
}

test("SEND's confirmation counts whom this send invites, and the open campaign survives reload and Back", async ({ page }) => {
  test.setTimeout(300_000);
  const stamp = Date.now();
  const tag = `screens-${stamp}`;
  const { repos, release } = await seeded();
  const people = contactsTagged(tag, ["Ann", "Bo", "Cy"], stamp);
  const campaign = campaignOf(`Screens ${stamp}`, release.id, release.tracks[0]!.id, { contact_ids: [], tags: [tag] }, "draft");
  await Promise.all([...people.map((c) => repos.promoContacts.set(c)), repos.promoCampaigns.set(campaign)]);

  await signIn(page);
  await page.goto("/admin/promo/campaigns");
  await page.getByRole("button", { name: `Open ${campaign.name}` }).click(FIRST_CALL);
  await expect(page).toHaveURL(new RegExp(`\\?campaign=${campaign.id}$`));
  await page.reload();
  await expect(page.getByRole("heading", { name: campaign.name }).first()).toBeVisible(FIRST_CALL);
  await expect(page.getByTestId("campaign-status")).toHaveText("Draft");

  expect(await sendConfirming(page)).toContain(`Send "${campaign.name}" to 3 recipients?`);
  await expect(page.getByText("3 invitations queued")).toBeVisible(FIRST_CALL);
  await expect(page.getByTestId("link-row")).toHaveCount(3);

  // A contact takes the campaign's tag later: SEND now invites that one.
  const [late] = contactsTagged(tag, ["Di"], stamp);
  await repos.promoContacts.set(late!);
  await page.reload();
  await expect(page.getByTestId("campaign-status")).toHaveText("Sent", FIRST_CALL);
  expect(await sendConfirming(page)).toContain(`Send "${campaign.name}" to 1 recipient?`);
  await expect(page.getByText("1 invitation queued")).toBeVisible(FIRST_CALL);
  await expect(page.getByTestId("link-row")).toHaveCount(4);
  expect(await sendConfirming(page)).toContain("to 0 recipients?");

  // Back leaves the campaign for the list; Forward opens it again.
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/promo\/campaigns$/);
  await expect(page.getByRole("button", { name: `Open ${campaign.name}` })).toBeVisible(FIRST_CALL);
  await page.goForward();
  await expect(page.getByRole("heading", { name: campaign.name }).first()).toBeVisible(FIRST_CALL);
});

test("the promo page's player bar keeps its own buttons: full-size icons, no cream boxes", async ({ page }) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const { repos, release } = await seeded();
  const [contact] = contactsTagged(`bar-${stamp}`, ["Eve"], stamp);
  const campaign = campaignOf(`Bar ${stamp}`, release.id, release.tracks[0]!.id, { contact_ids: [contact!.id], tags: [] }, "sent");
  const { token, hash } = mintPromoToken();
  const now = new Date();
  await Promise.all([
    repos.promoContacts.set(contact!),
    repos.promoCampaigns.set(campaign),
    repos.promoRecipients.set({
      id: recipientId(campaign.id, contact!.id),
      campaign_id: campaign.id,
      contact_id: contact!.id,
      token_hash: hash,
      created_at: now,
      sent_at: now,
      opened_at: null,
      revoked_at: null,
      expires_at: null,
      flagged_at: null,
    }),
  ]);

  await page.goto(`/promo/${token}`);
  await page.getByTestId("play-button").first().click(FIRST_CALL);
  const bar = page.getByTestId("player-bar");
  await expect(bar).toBeVisible(FIRST_CALL);
  const buttons = {
    previous: bar.getByRole("button", { name: "Previous track" }),
    "play or pause": bar.getByTestId("player-toggle"),
    next: bar.getByRole("button", { name: "Next track" }),
  };
  for (const [name, button] of Object.entries(buttons)) {
    const icon = (await button.locator("svg").boundingBox())!;
    expect(icon.width, `${name} icon`).toBeGreaterThanOrEqual(20);
    expect(await button.evaluate((b) => getComputedStyle(b).backgroundColor), `${name} background`).not.toBe("rgb(244, 241, 234)");
  }
});
