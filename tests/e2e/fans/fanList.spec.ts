import { expect, test } from "@playwright/test";
import { e2eRepositories } from "../siteData";

/**
 * The fan list's forms work as plain HTML: with JavaScript off, the footer's
 * label news form and an artist page's FOLLOW form sign an address up, the
 * confirmation email is queued, and its link confirms it.
 */
/** The first call of each function starts its emulator worker, which takes seconds on a busy machine. */
const FIRST_CALL = { timeout: 30_000 };

async function confirmationTo(email: string) {
  const repos = await e2eRepositories();
  await expect.poll(async () => (await repos.mail.listTo(email)).length, FIRST_CALL).toBe(1);
  const [mail] = await repos.mail.listTo(email);
  return { mail: mail!, repos };
}

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });
  // Each test meets cold function workers (the signup, the email page) on a busy machine.
  test.setTimeout(120_000);

  test("the footer signs up for label news; the emailed link confirms the address", async ({ page }) => {
    const email = `footer-${Date.now()}@example.com`;
    await page.goto("/press");
    await page.getByLabel("LABEL NEWS").fill(email);
    await page.getByRole("button", { name: "SUBSCRIBE" }).click();
    await page.waitForURL("**/subscribe#subscribe-result-pending", FIRST_CALL);
    await expect(page.getByText("Check your inbox")).toBeVisible();
    expect(page.url()).not.toContain(encodeURIComponent(email));

    const { mail, repos } = await confirmationTo(email);
    expect(mail.kind).toBe("list_confirmation");
    const link = /Yes, subscribe me: (\S+)/.exec(mail.message.text)![1]!;
    await page.goto(link, FIRST_CALL);
    await expect(page.getByRole("heading", { name: "Confirm your subscription?" })).toBeVisible();
    expect((await repos.subscribers.get(mail.subscriber_id!))?.status).toBe("pending");
    await page.getByRole("button", { name: "YES, SUBSCRIBE" }).click();
    await expect(page.getByRole("heading", { name: "You're subscribed" })).toBeVisible(FIRST_CALL);
    expect(await repos.subscribers.get(mail.subscriber_id!)).toMatchObject({
      status: "confirmed",
      source: "footer",
      consent: { form: "footer", version: "label-news-1" },
    });
  });

  test("an artist page's FOLLOW form signs up for that artist's news", async ({ page }) => {
    const email = `follow-${Date.now()}@example.com`;
    await page.goto("/artist/halden-drift");
    await page.getByLabel("FOLLOW Halden Drift").fill(email);
    await page.getByRole("button", { name: "FOLLOW", exact: true }).click();
    // The FOLLOW form's own page: it names the artist and leads back to the artist's page.
    await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible(FIRST_CALL);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("FOLLOW Halden Drift");
    await expect(page.getByText("News of Halden Drift by email: releases and shows.")).toBeVisible();
    await expect(page.getByText("Label news by email")).toHaveCount(0);
    expect(page.url()).not.toContain(encodeURIComponent(email));
    const { mail, repos } = await confirmationTo(email);
    expect(mail.message.subject).toBe("Confirm: news of Halden Drift");
    expect(await repos.subscribers.get(mail.subscriber_id!)).toMatchObject({ status: "pending", source: "artist_page" });
  });

  test("after an error the FOLLOW page keeps the typed address, names the artist and links back to the artist's page", async ({ page }) => {
    // A browser takes a dotless domain as an email address; the server's rule (a top-level domain) does not.
    const typed = `follow-${Date.now()}@localhost`;
    await page.goto("/artist/halden-drift");
    await page.getByLabel("FOLLOW Halden Drift").fill(typed);
    await page.getByRole("button", { name: "FOLLOW", exact: true }).click();
    await expect(page.getByRole("alert")).toContainText("Invalid email address", FIRST_CALL);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("FOLLOW Halden Drift");
    const box = page.getByLabel("FOLLOW Halden Drift");
    await expect(box).toHaveValue(typed);

    // Corrected in place, the same page takes the signup.
    const email = typed.replace("@localhost", "@example.com");
    await box.fill(email);
    await page.getByRole("button", { name: "FOLLOW", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible(FIRST_CALL);
    const { mail } = await confirmationTo(email);
    expect(mail.message.subject).toBe("Confirm: news of Halden Drift");

    await page.getByRole("link", { name: "← Back to Halden Drift" }).click();
    await page.waitForURL("**/artist/halden-drift", FIRST_CALL);
    await expect(page.getByLabel("FOLLOW Halden Drift")).toBeVisible();
  });
});

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the footer's signup box and button are 16 px text and at least 42 px tall, and fit the screen", async ({ page }) => {
    await page.goto("/press");
    const form = page.getByTestId("signup-footer");
    for (const control of [form.getByLabel("LABEL NEWS"), form.getByRole("button", { name: "SUBSCRIBE" })]) {
      await control.scrollIntoViewIfNeeded();
      expect(Number.parseFloat(await control.evaluate((el) => getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(16);
      const box = (await control.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(42);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
