import { expect, test } from "@playwright/test";
import { e2eRepositories } from "./siteData";

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
    expect(await repos.subscribers.get(mail.subscriber_id!)).toMatchObject({ status: "confirmed", source: "footer", consent: { form: "footer", version: "label-news-1" } });
  });

  test("an artist page's FOLLOW form signs up for that artist's news", async ({ page }) => {
    const email = `follow-${Date.now()}@example.com`;
    await page.goto("/artist/halden-drift");
    await page.getByLabel("FOLLOW Halden Drift").fill(email);
    await page.getByRole("button", { name: "FOLLOW", exact: true }).click();
    await page.waitForURL("**/subscribe#subscribe-result-pending", FIRST_CALL);
    const { mail, repos } = await confirmationTo(email);
    expect(mail.message.subject).toBe("Confirm: news of Halden Drift");
    expect(await repos.subscribers.get(mail.subscriber_id!)).toMatchObject({ status: "pending", source: "artist_page" });
  });
});
