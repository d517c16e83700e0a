import { expect as baseExpect, test, type Dialog, type Page } from "@playwright/test";
import { SLUG_FORMAT } from "../../src/lib/domain/shared";
import { signIn } from "./session";

/**
 * Keyboard and care on the admin forms (docs/product.md#admin-forms):
 * Ctrl+S saves, and unsaved edits are not dropped without asking.
 */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });
const FIRST_LOAD = { timeout: 60_000 };
const DISCARD = "You have unsaved changes. Discard them?";

const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

/** Answers the next dialog and resolves with it. */
function answerNextDialog(page: Page, accept: boolean): Promise<Dialog> {
  return new Promise((resolve) =>
    page.once("dialog", (dialog) => {
      resolve(dialog);
      void (accept ? dialog.accept() : dialog.dismiss());
    }),
  );
}

test("Ctrl+S saves the artist form, and unsaved edits ask before they are dropped", async ({ page }) => {
  const name = `Keyboard Kin ${Date.now().toString(36)}`;
  const slug = name.toLowerCase().replaceAll(" ", "-");
  await signIn(page);
  await page.goto("/admin/artists");
  await expect(page.getByRole("heading", { name: "NEW ARTIST" })).toBeVisible(FIRST_LOAD);

  // Ctrl+S from inside the form: validated and saved as CREATE would.
  await page.getByLabel("NAME").fill(name);
  await page.getByLabel("NAME").press("Control+s");
  await expect(toast(page, SLUG_FORMAT)).toBeVisible();
  await page.getByLabel("SLUG").fill(slug);
  await page.getByLabel("SLUG").press("Control+s");
  await expect(toast(page, "Artist created")).toBeVisible(FIRST_LOAD);
  await expect(page.getByLabel("NAME")).toHaveValue("");
  const row = page.getByRole("listitem", { name });
  await expect(row).toBeVisible();

  // An untouched form switches without a question.
  await row.getByRole("button", { name: /^EDIT/ }).click();
  await expect(page.getByLabel("NAME")).toHaveValue(name);

  // Edited: EDIT on another row asks, and saying no keeps the edits.
  await page.getByLabel("NAME").fill(`${name} II`);
  const other = page.getByRole("listitem", { name: "Halden Drift" });
  const declined = answerNextDialog(page, false);
  await other.getByRole("button", { name: /^EDIT/ }).click();
  expect((await declined).message()).toBe(DISCARD);
  await expect(page.getByLabel("NAME")).toHaveValue(`${name} II`);

  // Leaving the page gets the browser's leave-page question.
  const leave = answerNextDialog(page, false);
  await page.getByRole("link", { name: "ADMIN", exact: true }).click();
  expect((await leave).type()).toBe("beforeunload");
  await expect(page.getByLabel("NAME")).toHaveValue(`${name} II`);

  // CANCEL asks too; agreeing empties the form.
  const agreed = answerNextDialog(page, true);
  await page.getByRole("button", { name: "CANCEL" }).click();
  expect((await agreed).message()).toBe(DISCARD);
  await expect(page.getByRole("heading", { name: "NEW ARTIST" })).toBeVisible();
  await expect(page.getByLabel("NAME")).toHaveValue("");

  // Nothing was saved by the dropped edits.
  await expect(row).toBeVisible();
  const deleted = answerNextDialog(page, true);
  await row.getByRole("button", { name: /^DELETE/ }).click();
  await deleted;
  await expect(row).toHaveCount(0);
});
