import { expect, test } from "@playwright/test";
import { PUBLIC_LABELS } from "../../src/lib/domain/shared/publicTexts";
import { expectNoSeriousViolations } from "./axe";
import { PUBLIC_ROUTES as ROUTES } from "./publicRoutes";

/**
 * axe over every public route (seeded content): no serious or critical
 * violation, and every link that opens a new tab says so to screen readers
 * (docs/product.md). Pages are checked after their islands have rendered.
 */

for (const route of ROUTES) {
  test(`${route} has no serious or critical accessibility violations`, async ({ page }) => {
    const response = await page.goto(route);
    expect(response?.status()).toBe(route === "/no-such-page" ? 404 : 200);
    await page.waitForLoadState("networkidle");
    await expectNoSeriousViolations(page, { what: route, minPasses: 10 });
    const newTabLinks = await page
      .locator('a[target="_blank"]')
      .evaluateAll((links) => links.map((a) => a.textContent!.replace(/\s+/g, " ").trim()));
    expect(newTabLinks.filter((text) => !text.endsWith(PUBLIC_LABELS.opensInNewTab))).toEqual([]);
  });
}
