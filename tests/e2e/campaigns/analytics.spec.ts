import { expect as baseExpect, test } from "@playwright/test";
import { summarizeAnalytics } from "../../../src/lib/domain/campaigns";
import { signIn } from "../session";
import { e2eRepositories } from "../siteData";

/**
 * Listen-link clicks on the public site show in the admin's analytics
 * (docs/analytics.md). The browser presents itself as desktop Chrome: the
 * beacon endpoint ignores headless browsers, as it ignores every obvious bot.
 */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });
test.use({ userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36" });

const RELEASE_PAGE = "/releases/halden-drift/reel-to-reel";

/** Reel to Reel's listen clicks today, as stored. */
async function clicksToday(): Promise<Record<string, number>> {
  const repos = await e2eRepositories();
  const release = (await repos.releases.listAll()).find((r) => r.slug === "reel-to-reel")!;
  const days = repos.analytics.period(1);
  const summary = summarizeAnalytics(await repos.analytics.forReleaseSince(release.id, days[0]!), days);
  return Object.fromEntries(summary.platforms.map((p) => [p.platform, p.clicks]));
}

test("a click on a listen link goes straight to the service and shows in the release's analytics and on the dashboard", async ({
  page,
  context,
}) => {
  // The services are out of reach offline: their tabs get an empty page.
  await context.route(/^https:\/\//, (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>service</title>" }));

  await page.goto(RELEASE_PAGE);
  const deezer = page.getByTestId("listen-links").getByRole("link", { name: /^Deezer/ });
  await expect(deezer).toHaveAttribute("href", /^https:\/\/www\.deezer\.com\//);
  // The beacon is a bundled file, not inline script.
  expect(
    await page.locator("script:not([src])").evaluateAll((scripts) => scripts.filter((s) => s.textContent?.includes("sendBeacon")).length),
  ).toBe(0);
  await expect(page.locator('script[type="module"][src*="ListenBeacon"]')).toHaveCount(1);
  const opened = context.waitForEvent("page");
  await deezer.click();
  await expect(await opened).toHaveURL(/deezer\.com/);

  // A release card's LISTEN ON SPOTIFY, on the artist's page.
  await page.goto("/artist/halden-drift");
  const card = page.getByTestId("release-card").filter({ has: page.getByRole("heading", { name: "Reel to Reel" }) });
  const cardOpened = context.waitForEvent("page");
  await card.getByRole("link", { name: /LISTEN ON SPOTIFY/ }).click();
  await expect(await cardOpened).toHaveURL(/open\.spotify\.com/);

  // Each function starts cold in the emulator: generous waits.
  await expect.poll(clicksToday, { timeout: 90_000 }).toEqual({ deezer: 1, spotify: 1 });

  await signIn(page);
  await page.goto("/admin/releases");
  await page.getByRole("button", { name: "ANALYTICS Reel to Reel" }).click();
  const dialog = page.getByRole("dialog", { name: "ANALYTICS" });
  const platforms = dialog.getByRole("table", { name: "LISTEN CLICKS BY PLATFORM" });
  await expect(platforms.getByRole("row", { name: "Deezer 1" })).toBeVisible({ timeout: 90_000 });
  await expect(platforms.getByRole("row", { name: "Spotify 1" })).toBeVisible();
  await expect(dialog.getByTestId("total-clicks")).toHaveText("2");
  const byPage = dialog.getByRole("table", { name: "By page" });
  await expect(byPage.getByRole("row", { name: "Release page 1" })).toBeVisible();
  await expect(byPage.getByRole("row", { name: "Release cards 1" })).toBeVisible();
  await expect(dialog.getByTestId("analytics-chart").locator("canvas")).toBeVisible();
  await dialog.getByLabel("Period").selectOption({ label: "Last 90 days" });
  await expect(dialog.getByTestId("total-clicks")).toHaveText("2");

  // Still there after a reload; and on the dashboard, label-wide.
  await page.reload();
  await page.getByRole("button", { name: "ANALYTICS Reel to Reel" }).click();
  await expect(page.getByRole("dialog", { name: "ANALYTICS" }).getByRole("row", { name: "Deezer 1" })).toBeVisible();
  await page.goto("/admin");
  const panel = page.getByRole("region", { name: "LAST 30 DAYS" });
  await expect(panel.getByRole("table", { name: "Most clicked releases" }).getByRole("row", { name: /^Reel to Reel 2 / })).toBeVisible({
    timeout: 90_000,
  });
});
