import { expect, test } from "@playwright/test";
import { signIn } from "./session";
import { e2eRepositories } from "./siteData";

/**
 * A newsletter through the admin (docs/fans.md#newsletters): composed in the
 * press editor for the followers of one artist, test-sent to the signed-in
 * composer, previewed as an email, sent now, and its page counting the
 * mails queued and, once the mail extension reports it, delivered.
 */
/** The first call of each function starts its emulator worker, which takes seconds on a busy machine. */
const FIRST_CALL = { timeout: 60_000 };

test("compose, test-send, preview and send to one artist's followers; the page counts the mails", async ({ page }) => {
  test.setTimeout(300_000);
  const stamp = Date.now();
  const repos = await e2eRepositories();
  const artist = (await repos.artists.findBySlug("halden-drift"))!;
  const at = new Date();
  const fan = (n: number, list: string) =>
    repos.subscribers.set({
      id: `e2e-${stamp}-${n}`,
      email: `newsletter-${stamp}-${n}@example.com`,
      address_key: `e2e-${stamp}-${n}`,
      list,
      source: "manual",
      status: "confirmed",
      consent: { version: "manual", text: "Signed up on paper at the Leeds show", form: "manual", agreed_at: at },
      created_at: at,
      confirmed_at: at,
      unsubscribed_at: null,
      confirm_by: null,
    });
  await Promise.all([fan(1, artist.id), fan(2, artist.id), fan(3, "label")]);

  await signIn(page);
  await page.goto("/admin/newsletters");
  const subject = `Tour dates ${stamp}`;
  await page.getByLabel("SUBJECT").fill(subject);
  await page.getByRole("checkbox", { name: "All label news subscribers" }).uncheck();
  await page.getByRole("checkbox", { name: "Halden Drift" }).check(FIRST_CALL);
  await page.getByRole("textbox", { name: "CONTENT" }).click();
  await page.keyboard.type("Halden Drift plays Bristol in March.");
  await page.getByRole("button", { name: "Save Draft" }).click();
  await expect(page.getByText("Newsletter saved")).toBeVisible(FIRST_CALL);
  await expect(page.getByTestId("newsletter-status")).toHaveText("Draft", FIRST_CALL);

  await page.getByRole("button", { name: "SEND TEST TO ME" }).click();
  await expect(page.getByText("Test email sent to admin@label.test")).toBeVisible(FIRST_CALL);
  await expect.poll(async () => (await repos.mail.listTo("admin@label.test")).filter((m) => m.message.subject === `[TEST] ${subject}`).length, FIRST_CALL).toBe(1);

  await page.getByRole("button", { name: "PREVIEW AS EMAIL" }).click();
  await expect(page.frameLocator('iframe[title="Email preview"]').getByText("Halden Drift plays Bristol in March.")).toBeVisible();

  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "SEND NOW" }).click();
  await expect(page.getByTestId("newsletter-status")).toContainText("Sent", FIRST_CALL);
  await expect(page.getByTestId("count-queued")).toHaveText("2");
  await expect(page.getByTestId("count-delivered")).toHaveText("0");

  // The Trigger Email extension reports one delivered (locally none runs: the test writes what it would).
  const [mail] = await repos.mail.listTo(`newsletter-${stamp}-1@example.com`);
  expect(mail?.message.subject).toBe(subject);
  expect(await repos.mail.listTo(`newsletter-${stamp}-3@example.com`)).toEqual([]);
  await repos.mail.collection.doc(mail!.id).update({ delivery: { state: "SUCCESS" } });
  await page.getByRole("button", { name: "← ALL NEWSLETTERS" }).click();
  await page.getByRole("button", { name: `Open ${subject}` }).click();
  await expect(page.getByTestId("count-delivered")).toHaveText("1", FIRST_CALL);
  await expect(page.getByTestId("count-queued")).toHaveText("2");
});
