import { expect, test } from "@playwright/test";
import { deleteArtistCascade, createContent } from "../../../src/lib/data/catalog/contentTransactions";
import { contentWriter } from "../../../src/lib/data/catalog/contentWriter";
import { SYSTEM_ACTOR } from "../../../src/lib/domain/publishing";
import { makeArtist } from "../../factories";
import { signIn } from "../session";
import { e2eRepositories } from "../siteData";

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
  await page.getByRole("combobox", { name: "Followers of" }).fill("Halden");
  await page.getByRole("option", { name: "Halden Drift" }).click(FIRST_CALL);
  await expect(page.getByRole("checkbox", { name: "Halden Drift" })).toBeChecked();
  await page.getByRole("textbox", { name: "CONTENT" }).click();
  await page.keyboard.type("Halden Drift plays Bristol in March.");
  await page.getByRole("button", { name: "Save Draft" }).click();
  await expect(page.getByText("Newsletter saved")).toBeVisible(FIRST_CALL);
  await expect(page.getByTestId("newsletter-status")).toHaveText("Draft", FIRST_CALL);

  await page.getByRole("button", { name: "SEND TEST TO ME" }).click();
  await expect(page.getByText("Test email sent to admin@label.test")).toBeVisible(FIRST_CALL);
  await expect
    .poll(
      async () => (await repos.mail.listTo("admin@label.test")).filter((m) => m.message.subject === `[TEST] ${subject}`).length,
      FIRST_CALL,
    )
    .toBe(1);

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

test("AUDIENCE finds any artist of the catalogue by search, by keyboard, beyond the first 20 by name", async ({ page }) => {
  test.setTimeout(300_000);
  const stamp = Date.now().toString(36);
  const repos = await e2eRepositories();
  const writer = contentWriter(repos, SYSTEM_ACTOR);
  // 21 artists whose names sort first: the one sought is not among the first 20 by name.
  const fillers = Array.from({ length: 21 }, (_, i) =>
    makeArtist({ name: `Aa Filler ${stamp} ${String(i).padStart(2, "0")}`, slug: `aa-filler-${stamp}-${i}`, is_published: false }),
  );
  const target = makeArtist({ name: `Zz Sought ${stamp}`, slug: `zz-sought-${stamp}`, is_published: false });
  try {
    for (const artist of [...fillers, target]) await createContent(writer, "artists", artist);

    await signIn(page);
    await page.goto("/admin/newsletters");
    const subject = `Audience search ${stamp}`;
    await page.getByLabel("SUBJECT").fill(subject);
    const picker = page.getByRole("combobox", { name: "Followers of" });
    await picker.focus();
    await page.keyboard.type(`Sought ${stamp}`);
    await expect(page.getByRole("option", { name: target.name })).toBeVisible(FIRST_CALL);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowUp");
    await expect(picker).toHaveAttribute("aria-activedescendant", `newsletter-audience-artist-option-${target.id}`);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("checkbox", { name: target.name })).toBeChecked();
    await expect(picker).toHaveValue("");

    await page.getByRole("textbox", { name: "CONTENT" }).click();
    await page.keyboard.type("News for one artist's followers.");
    await page.getByRole("button", { name: "Save Draft" }).click();
    await expect(page.getByText("Newsletter saved")).toBeVisible(FIRST_CALL);
    // Opened again, the saved audience names the artist found by search.
    await page.getByRole("button", { name: "← ALL NEWSLETTERS" }).click();
    await page.getByRole("button", { name: `Open ${subject}` }).click();
    await expect(page.getByRole("checkbox", { name: target.name })).toBeChecked(FIRST_CALL);
    await expect(page.getByRole("checkbox", { name: "All label news subscribers" })).toBeChecked();
  } finally {
    for (const artist of [...fillers, target]) await deleteArtistCascade(repos, writer, artist.id);
  }
});
