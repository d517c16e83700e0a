import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousViolations as axeCheck } from "../axe";
import { signIn } from "../session";
import { e2eRepositories } from "../siteData";

/**
 * The promo contact book (docs/promo.md#contacts): staff reach it from the
 * PROMO tile, add a contact by keyboard, import a CSV file (each refused row
 * with its message, nothing written until IMPORT), filter (kept in the URL)
 * and erase a contact after a dialog; axe finds nothing serious on the
 * screen or its dialogs.
 */
/** The first call of each function starts its emulator worker, which takes seconds on a busy machine. */
const FIRST_CALL = { timeout: 60_000 };

const expectNoSeriousViolations = (page: Page, what: string) => axeCheck(page, { what });

test("staff add, import, filter and erase promo contacts", async ({ page }) => {
  test.setTimeout(360_000);
  const stamp = Date.now();
  const mine = (local: string) => `${local}-${stamp}@example.com`;
  const repos = await e2eRepositories();
  const stored = (email: string) => repos.promoContacts.count((c) => c.where("email", "==", email));

  await signIn(page);
  await page.getByRole("link", { name: /PROMO/ }).click();
  await page.getByRole("link", { name: /CONTACTS/ }).click();
  await expect(page.getByRole("heading", { name: "CONTACTS", level: 1 })).toBeVisible();
  await expect(page.getByText("LOADING...")).toHaveCount(0, FIRST_CALL);
  await expectNoSeriousViolations(page, "/admin/promo/contacts");

  // Added by keyboard; a bad country is said before anything is sent.
  await page.getByRole("button", { name: "ADD CONTACT" }).focus();
  await page.keyboard.press("Enter");
  const addDialog = page.getByRole("dialog", { name: "ADD A CONTACT" });
  await expect(addDialog.getByLabel("NAME")).toBeFocused();
  await page.keyboard.type(`Ann Lee ${stamp}`);
  await page.keyboard.press("Tab");
  await page.keyboard.type(mine("Ann"));
  await page.keyboard.press("Tab");
  await page.keyboard.type("The Wire");
  await addDialog.getByLabel("COUNTRY").fill("XX");
  await addDialog.getByLabel("TAGS").fill(`uk press, e2e-${stamp}`);
  await expectNoSeriousViolations(page, "the contact dialog");
  await addDialog.getByRole("button", { name: "SAVE" }).click();
  await expect(addDialog.getByRole("alert")).toHaveText("Country must be a two-letter code (ISO 3166), such as FR");
  expect(await stored(mine("ann"))).toBe(0);
  await addDialog.getByLabel("COUNTRY").fill("gb");
  await addDialog.getByLabel("COUNTRY").focus();
  await page.keyboard.press("Enter");
  await expect(addDialog).toBeHidden(FIRST_CALL);
  const rows = page.getByTestId("contact-row");
  await expect(rows.filter({ hasText: mine("ann") })).toContainText("GB", FIRST_CALL);

  // The import: the preview lists each refused row; nothing is written until IMPORT.
  await page.getByRole("button", { name: "IMPORT CSV" }).click();
  const importDialog = page.getByRole("dialog", { name: "IMPORT CONTACTS FROM CSV" });
  const csv = [
    "Name,Email,Outlet,Role,Country,Tags",
    `Bo Diaz,${mine("bo")},Radio Nova,radio,FR,e2e-${stamp}`,
    "Cy,not-an-address,,press,,",
    `Di,${mine("di")},,astronaut,,`,
    `Ed,${mine("ed")},Mixmag,DJ,,"techno, e2e-${stamp}"`,
    `Bo again,${mine("BO")},,,,`,
  ].join("\r\n");
  await importDialog.getByLabel("CSV FILE").setInputFiles({ name: "contacts.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await importDialog.getByRole("button", { name: "PREVIEW" }).click();
  const preview = importDialog.getByTestId("contact-import-preview");
  await expect(preview.getByRole("status")).toHaveText(
    "2 new contacts, 0 contacts updated, 0 contacts already as in the file.",
    FIRST_CALL,
  );
  const refused = preview.getByRole("table", { name: "2 rows refused (not imported)" });
  await expect(refused.getByRole("row")).toHaveText([
    "LineValueProblem",
    "3not-an-addressInvalid email address",
    "4astronautChoose a role: press, radio, DJ, curator or other",
  ]);
  await preview.getByText("1 row merged into an earlier row with the same email").click();
  await expect(preview.getByText(`Line 6: ${mine("bo")}, same as line 2`)).toBeVisible();
  await expectNoSeriousViolations(page, "the import preview");
  expect((await stored(mine("bo"))) + (await stored(mine("ed")))).toBe(0);
  await importDialog.getByRole("button", { name: "IMPORT", exact: true }).click();
  await expect(importDialog).toBeHidden(FIRST_CALL);
  expect((await stored(mine("bo"))) + (await stored(mine("ed")))).toBe(2);
  expect(await stored(mine("di"))).toBe(0);

  // Filters: tag and role in the URL, kept through a reload.
  await page.getByRole("combobox", { name: "TAG" }).selectOption(`e2e-${stamp}`);
  await expect(page).toHaveURL(new RegExp(`[?&]tag=e2e-${stamp}`));
  await expect(rows).toHaveCount(3, FIRST_CALL);
  await page.getByRole("combobox", { name: "ROLE" }).selectOption({ label: "DJ" });
  await expect(page).toHaveURL(/[?&]role=dj/);
  await expect(rows).toHaveCount(1, FIRST_CALL);
  await page.reload();
  await expect(page.getByRole("combobox", { name: "ROLE" })).toHaveValue("dj", FIRST_CALL);
  await expect(rows).toHaveCount(1, FIRST_CALL);
  await expect(rows).toContainText(mine("ed"));
  await page.getByRole("button", { name: "CLEAR FILTERS" }).click();
  await page.getByLabel("SEARCH BY NAME, EMAIL OR OUTLET").fill(`Ann Lee ${stamp}`);
  await expect(page).toHaveURL(/[?&]q=Ann/);
  await expect(rows).toHaveCount(1, FIRST_CALL);

  // Erasing asks first, then removes the contact.
  await rows.getByRole("button", { name: `ERASE Ann Lee ${stamp}` }).click();
  const eraseDialog = page.getByRole("dialog", { name: `ERASE Ann Lee ${stamp}?` });
  await expect(eraseDialog).toContainText("This cannot be undone.");
  await expectNoSeriousViolations(page, "the erase dialog");
  await eraseDialog.getByRole("button", { name: "ERASE CONTACT" }).click();
  await expect(eraseDialog).toBeHidden(FIRST_CALL);
  await expect(rows).toHaveCount(0, FIRST_CALL);
  expect(await stored(mine("ann"))).toBe(0);
});
