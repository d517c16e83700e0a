import { expect, test } from "@playwright/test";
import { signIn } from "../session";
import { e2eRepositories } from "../siteData";

/** The first call of each function starts its emulator worker: up to a minute on a busy machine. */
const FIRST_CALL = { timeout: 90_000 };

test("every seeded demo on the desk shows its own reference, the one its record holds", async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page);
  await page.goto("/admin/demos");
  const references = page.getByTestId("demo-desk-marks").getByText(/^Ref DEMO-[0-9A-Z]{8}$/);
  await expect(references.first()).toBeVisible(FIRST_CALL);
  const shown = (await references.allTextContents()).map((text) => text.replace(/^Ref /, ""));
  // The seed's ids share their first characters: references taken from them were all DEMO-D0000000.
  expect(shown.length).toBeGreaterThan(1);
  expect(new Set(shown).size).toBe(shown.length);
  const stored = new Set((await (await e2eRepositories()).demos.list()).map((demo) => demo.reference));
  for (const reference of shown) expect(stored).toContain(reference);
});
