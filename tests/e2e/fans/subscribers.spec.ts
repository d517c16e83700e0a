import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { signIn } from "../session";
import { e2eRepositories } from "../siteData";

/**
 * The subscribers screen (docs/fans.md#the-subscribers-screen): staff add an
 * address only with a consent note, import a CSV file (per-row errors and
 * merges shown before anything is written), filter (kept in the URL),
 * export with formula cells defused, and erase an address after a dialog.
 */
/** The first call of each function starts its emulator worker, which takes seconds on a busy machine. */
const FIRST_CALL = { timeout: 60_000 };

test("staff add, import, filter, export and erase subscribers", async ({ page }) => {
  test.setTimeout(360_000);
  const stamp = Date.now();
  const manual = `manual-${stamp}@example.com`;
  const ann = `ann-${stamp}@example.com`;
  const minus = `-2+3-${stamp}@example.com`;
  const repos = await e2eRepositories();

  await signIn(page);
  await page.getByRole("link", { name: /SUBSCRIBERS/ }).click();
  await expect(page.getByRole("heading", { name: "SUBSCRIBERS", level: 1 })).toBeVisible();
  await expect(page.getByTestId("subscriber-counts")).toBeVisible(FIRST_CALL);
  await expect(page.getByTestId("subscriber-growth-chart").locator("canvas")).toHaveCount(1);

  // Added by keyboard; without a consent note nothing is sent.
  await page.getByRole("button", { name: "ADD SUBSCRIBER" }).focus();
  await page.keyboard.press("Enter");
  const addDialog = page.getByRole("dialog", { name: "ADD A SUBSCRIBER" });
  await expect(addDialog.getByLabel("EMAIL")).toBeFocused();
  await page.keyboard.type(manual);
  await addDialog.getByRole("button", { name: "ADD", exact: true }).click();
  await expect(addDialog.getByRole("alert")).toHaveText("Say where and how these fans agreed (at least 10 characters)");
  expect(await repos.subscribers.count((c) => c.where("email", "==", manual))).toBe(0);
  await addDialog.getByLabel("CONSENT NOTE").fill("Signed the mailing list sheet at the Leeds show");
  await addDialog.getByLabel("CONSENT NOTE").press("Tab");
  await page.keyboard.press("Tab");
  await expect(addDialog.getByRole("button", { name: "ADD", exact: true })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(addDialog).toBeHidden(FIRST_CALL);
  await expect(page.getByTestId("subscriber-row").filter({ hasText: manual })).toContainText("Added by staff", FIRST_CALL);

  // The import: the preview shows each refused row and the merge; nothing is written until IMPORT.
  await page.getByRole("button", { name: "IMPORT CSV" }).click();
  const importDialog = page.getByRole("dialog", { name: "IMPORT SUBSCRIBERS FROM CSV" });
  const csv = ["Name,Email", `Ann,${ann}`, "Bo,not-an-address", `Ann again,${ann.toUpperCase()}`, `Minus,${minus}`, "Cy,"].join("\r\n");
  await importDialog.getByLabel("CSV FILE").setInputFiles({ name: "fans.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await importDialog.getByLabel("CONSENT SOURCE").fill("@SUM(1) signup sheet, Drift release show");
  await importDialog.getByRole("button", { name: "PREVIEW" }).click();
  const preview = importDialog.getByTestId("import-preview");
  await expect(preview.getByRole("status")).toHaveText(
    "2 new addresses to add; 0 addresses already on the list stay as they are.",
    FIRST_CALL,
  );
  const refused = preview.getByRole("table", { name: "2 rows refused (not imported)" });
  await expect(refused.getByRole("row")).toHaveText(["LineValueProblem", "3not-an-addressInvalid email address", "6No email address"]);
  await preview.getByText("1 duplicate merged").click();
  await expect(preview.getByText(`Line 4: ${ann.toUpperCase()}, same as line 2`)).toBeVisible();
  expect(await repos.subscribers.count((c) => c.where("email", "in", [ann, minus]))).toBe(0);
  await importDialog.getByRole("button", { name: "IMPORT 2 ADDRESSES" }).click();
  await expect(importDialog).toBeHidden(FIRST_CALL);

  // Filters: source and search, in the URL, kept through a reload.
  await page.getByRole("combobox", { name: "SOURCE", exact: true }).selectOption({ label: "Import" });
  await expect(page).toHaveURL(/[?&]source=import/);
  await page.getByLabel("SEARCH BY EMAIL").fill(`${stamp}`);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${stamp}`));
  const rows = page.getByTestId("subscriber-row");
  await expect(rows).toHaveCount(2, FIRST_CALL);
  await expect(page.getByTestId("subscriber-counts")).toContainText("2 subscribers");
  await page.reload();
  // The admin app loads the caller's access again before it shows the screen.
  await expect(page.getByRole("combobox", { name: "SOURCE", exact: true })).toHaveValue("import", FIRST_CALL);
  await expect(page.getByLabel("SEARCH BY EMAIL")).toHaveValue(`${stamp}`);
  await expect(rows).toHaveCount(2, FIRST_CALL);
  await expect(rows.filter({ hasText: manual })).toHaveCount(0);
  await expect(rows.filter({ hasText: ann })).toContainText("Confirmed");

  // The export of what the filters match: formula cells defused.
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "EXPORT CSV" }).click();
  const file = await readFile((await (await download).path())!, "utf8");
  const lines = file.trim().split("\r\n");
  expect(lines).toHaveLength(3);
  const minusLine = lines.find((line) => line.includes(minus))!;
  expect(minusLine.startsWith(`'${minus},`)).toBe(true);
  // Quoted (it holds a comma), and defused inside the quotes.
  expect(minusLine).toContain(`,"'@SUM(1) signup sheet, Drift release show",`);

  // Erasing one address asks first, then removes it everywhere.
  await rows
    .filter({ hasText: ann })
    .getByRole("button", { name: `Erase ${ann}` })
    .click();
  const eraseDialog = page.getByRole("dialog", { name: "ERASE THIS ADDRESS?" });
  await expect(eraseDialog).toContainText(ann);
  await eraseDialog.getByRole("button", { name: "ERASE EVERYTHING" }).click();
  await expect(eraseDialog).toBeHidden(FIRST_CALL);
  await expect(rows).toHaveCount(1, FIRST_CALL);
  expect(await repos.subscribers.count((c) => c.where("email", "==", ann))).toBe(0);
});
