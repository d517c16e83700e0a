import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

/**
 * axe over every public route (seeded content): no serious or critical
 * violation. Pages are checked after their islands have rendered.
 */
const ROUTES = [
  "/",
  "/artists",
  "/artists?genre=ambient",
  "/artist/halden-drift",
  "/releases",
  "/releases/halden-drift/reel-to-reel",
  "/releases/halden-drift/coming-tide",
  "/pre-save/halden-drift/coming-tide",
  "/press",
  "/press/reel-to-reel-inside-the-tape-room",
  "/submit-demo",
  "/no-such-page",
  "/auth",
];

for (const route of ROUTES) {
  test(`${route} has no serious or critical accessibility violations`, async ({ page }) => {
    const response = await page.goto(route);
    expect(response?.status()).toBe(route === "/no-such-page" ? 404 : 200);
    await page.waitForLoadState("networkidle");
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    expect(results.passes.length).toBeGreaterThan(10);
    const blocking = results.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(" | ")})`);
    expect(blocking).toEqual([]);
  });
}
