import { expect, test, type Page } from "@playwright/test";
import type { Contact } from "../../../src/lib/domain/promo/contact";
import { expectNoSeriousViolations as axeCheck } from "../axe";
import { signIn } from "../session";
import { e2eRepositories } from "../siteData";

/**
 * A promo campaign through the admin and the recipients' pages
 * (docs/promo.md#campaigns-and-links): created for the seed's upcoming
 * release, sent to three contacts by tag (three invitations, still three
 * when SEND runs again), a recipient opens their link, plays a track
 * (staff then see how far her player says she listened) and leaves
 * feedback; another leaves feedback without JavaScript; a revoked link and
 * an expired one refuse to play. axe finds nothing serious on the
 * editor, the campaign's page or the promo page.
 */
const FIRST_CALL = { timeout: 60_000 };

const expectNoSeriousViolations = (page: Page, what: string) => axeCheck(page, { what });

test("a campaign created, sent to three contacts once however often SEND runs, played, answered with and without JavaScript, revoked and expired", async ({
  page,
  browser,
}) => {
  test.setTimeout(420_000);
  const stamp = Date.now();
  const tag = `e2e-${stamp}`;
  const repos = await e2eRepositories();
  const now = new Date();
  const people: Contact[] = ["Ann", "Bo", "Cy"].map((first) => ({
    id: crypto.randomUUID(),
    name: `${first} Tester ${stamp}`,
    email: `${first.toLowerCase()}-${stamp}@outlet.test`,
    outlet: "Radio Test",
    role: "radio",
    country: null,
    tags: [tag],
    notes: null,
    created_at: now,
    updated_at: now,
  }));
  await Promise.all(people.map((c) => repos.promoContacts.set(c)));
  const name = `Radio push ${stamp}`;

  await signIn(page);
  await page.goto("/admin/promo/campaigns");
  await page.getByRole("button", { name: "NEW CAMPAIGN" }).click(FIRST_CALL);
  await page.getByLabel("CAMPAIGN NAME").fill(name);
  // The release is searched for across the whole catalogue, not chosen from the newest 20.
  await page.getByRole("combobox", { name: "RELEASE", exact: true }).fill("Coming");
  await page.getByRole("option", { name: "Coming Tide" }).click(FIRST_CALL);
  const firstTrack = page.getByRole("group", { name: "TRACKS" }).getByRole("checkbox").first();
  await expect(firstTrack).toBeEnabled(FIRST_CALL);
  await firstTrack.check();
  await page.getByRole("textbox", { name: "ONE-SHEET" }).click();
  await page.keyboard.type("Recorded on the coast over one winter.");
  await page.getByRole("radio", { name: "Stream and download" }).check();
  await page.getByRole("checkbox", { name: "MP3 320" }).check();
  await page.getByRole("checkbox", { name: "Download only after feedback" }).check();
  await page.getByRole("checkbox", { name: tag }).check(FIRST_CALL);
  await expect(page.getByTestId("recipient-count")).toHaveText("3 recipients");
  await expectNoSeriousViolations(page, "campaign editor");
  await page.getByRole("button", { name: "Save Draft" }).click();
  await expect(page.getByText("Campaign saved")).toBeVisible(FIRST_CALL);
  await expect(page.getByTestId("campaign-status")).toHaveText("Draft", FIRST_CALL);

  const campaign = (await repos.promoCampaigns.listNewest()).find((c) => c.name === name)!;
  const invitations = async () => (await repos.mail.query((c) => c.where("promo_campaign_id", "==", campaign.id))).length;
  page.on("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "SEND", exact: true }).click();
  await expect(page.getByText("3 invitations queued")).toBeVisible(FIRST_CALL);
  await expect(page.getByTestId("campaign-status")).toHaveText("Sent");
  await expect(page.getByTestId("link-row")).toHaveCount(3);
  expect(await invitations()).toBe(3);
  await page.getByRole("button", { name: "SEND", exact: true }).click();
  await expect(page.getByText("0 invitations queued")).toBeVisible(FIRST_CALL);
  expect(await invitations()).toBe(3);
  await expect(page.getByRole("button", { name: "SEND", exact: true })).toBeEnabled();
  await expectNoSeriousViolations(page, "campaign page");

  const mails = await repos.mail.query((c) => c.where("promo_campaign_id", "==", campaign.id));
  const tokenOf = (contact: Contact) => /\/promo\/([A-Za-z0-9_-]{43})/.exec(mails.find((m) => m.to === contact.email)!.message.text)![1]!;
  const [ann, bo, cy] = people as [Contact, Contact, Contact];

  // Ann opens her link, plays the first track and leaves feedback; the downloads open.
  const listening = await browser.newContext();
  const listen = await listening.newPage();
  await listen.goto(`/promo/${tokenOf(ann)}`);
  await expect(listen.getByRole("heading", { name: "Coming Tide", level: 1 })).toBeVisible();
  await expect(listen.getByText("Recorded on the coast over one winter.")).toBeVisible();
  await expect(listen.getByTestId("downloads-locked")).toBeVisible();
  await expectNoSeriousViolations(listen, "promo page");
  // The site's player takes the play buttons over: the waveform player, its audio from the link's signed URLs.
  const play = listen.getByTestId("play-button").first();
  await play.click();
  const playing = () =>
    listen.evaluate(() =>
      [...document.querySelectorAll<HTMLAudioElement>("audio[data-player-audio]")].some(
        (a) => !a.paused && a.currentTime > 0 && a.currentSrc.includes("/promo/"),
      ),
    );
  await expect.poll(playing, FIRST_CALL).toBe(true);
  await expect(listen.getByRole("slider").first()).toBeVisible();
  // Paused after a few seconds of listening, the player reports how far it got: staff see that, not the bytes sent ahead.
  const heard = () =>
    listen.evaluate(() =>
      Math.max(...[...document.querySelectorAll<HTMLAudioElement>("audio[data-player-audio]")].map((a) => a.currentTime)),
    );
  await expect.poll(heard, FIRST_CALL).toBeGreaterThan(4);
  await play.click();
  await expect.poll(playing).toBe(false);
  const pausedAt = await heard();
  // The pause's report: the report of the first moments of listening, which may come before it, says 2 s at most (a longer step is no listening).
  const furthestReported = async () =>
    Math.max(
      0,
      ...(await repos.promoEvents.listOfKind(`${campaign.id}_${ann.id}`, "play")).flatMap((e) =>
        typeof e.detail.position_seconds === "number" ? [e.detail.position_seconds] : [],
      ),
    );
  await expect.poll(furthestReported, FIRST_CALL).toBeGreaterThan(2);
  expect(await furthestReported()).toBeLessThanOrEqual(pausedAt);
  const trackAudio = (await repos.trackAudio.get(campaign.track_ids[0]!))!;
  const reportedPercent = Math.round(((await furthestReported()) / trackAudio.duration_seconds!) * 100);
  expect(reportedPercent).toBeGreaterThan(0);
  expect(reportedPercent).toBeLessThan(100);
  await listen.getByRole("radio", { name: "4 stars" }).check();
  await listen.getByLabel("Comment").fill("Lovely low end; we will play it.");
  await listen.getByRole("button", { name: "SEND FEEDBACK" }).click();
  await expect(listen.getByTestId("feedback-saved")).toBeVisible();
  await expect(listen.getByTestId("download-link").first()).toBeVisible();
  await expect.poll(async () => (await repos.promoFeedback.get(`${campaign.id}_${ann.id}`))?.rating).toBe(4);

  // Bo answers without JavaScript: a plain form post.
  const plain = await browser.newContext({ javaScriptEnabled: false });
  const noScript = await plain.newPage();
  await noScript.goto(`/promo/${tokenOf(bo)}`);
  await expect(noScript.getByTestId("track-audio").first()).toBeVisible();
  await noScript.getByRole("radio", { name: "2 stars" }).check();
  await noScript.getByLabel("Comment").fill("Not for our show.");
  await noScript.getByRole("button", { name: "SEND FEEDBACK" }).click();
  await expect(noScript.getByTestId("feedback-saved")).toBeVisible();
  expect(await repos.promoFeedback.get(`${campaign.id}_${bo.id}`)).toMatchObject({ rating: 2, comment: "Not for our show." });
  await plain.close();

  // Staff revoke Ann's link: her page says so and her audio URL, signed before, plays nothing.
  const src = (JSON.parse((await play.getAttribute("data-play"))!) as { sources: { src: string }[] }).sources[0]!.src;
  // The reload keeps the campaign open: it is in the URL.
  await page.reload();
  await expect(page.getByTestId("link-row").filter({ hasText: ann.name })).toContainText("Active", FIRST_CALL);
  await expect(page.getByTestId("stats-row").filter({ hasText: ann.name })).toContainText(`${reportedPercent} %`, FIRST_CALL);
  await page.getByRole("button", { name: `REVOKE ${ann.name}` }).click();
  await expect(page.getByText("Link revoked")).toBeVisible(FIRST_CALL);
  await expect(page.getByTestId("link-row").filter({ hasText: ann.name }).getByTestId("link-state")).toHaveText("Revoked");
  const revoked = await listen.goto(`/promo/${tokenOf(ann)}`);
  expect(revoked?.status()).toBe(410);
  await expect(listen.getByRole("heading", { name: "This link has been revoked" })).toBeVisible();
  expect((await listen.request.get(src)).status()).toBe(410);

  // Cy's link has expired (the campaign's expiry passed for it): the expired page, no audio.
  await repos.promoRecipients.update(`${campaign.id}_${cy.id}`, { expires_at: new Date(Date.now() - 60_000) });
  const expired = await listen.goto(`/promo/${tokenOf(cy)}`);
  expect(expired?.status()).toBe(410);
  await expect(listen.getByRole("heading", { name: "This link has expired" })).toBeVisible();
  await expect(listen.getByTestId("play-button")).toHaveCount(0);

  // A guessed token gets the site's own 404 page.
  const guessed = await listen.goto(`/promo/${"x".repeat(43)}`);
  const unknown = await listen.request.get("/no-such-page-anywhere");
  expect(guessed?.status()).toBe(404);
  expect(await guessed!.text()).toBe(await unknown.text());
  await listening.close();
});
