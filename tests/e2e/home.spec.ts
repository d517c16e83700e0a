import { expect, test } from "@playwright/test";

test("the home page shows the seeded roster, releases and press, and no drafts", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByText("An independent music label pushing the boundaries of experimental sound.")).toBeVisible();

  const roster = page.locator("section", { has: page.getByRole("heading", { name: "ROSTER" }) });
  await expect(roster.getByTestId("artist-card")).toHaveCount(3);
  await expect(roster.getByRole("link", { name: /Halden Drift/ })).toHaveAttribute("href", "/artist/halden-drift");

  const releases = page.locator("section", { has: page.getByRole("heading", { name: "RECENT RELEASES" }) });
  await expect(releases.getByTestId("release-card")).toHaveCount(3);
  await expect(releases.getByText("Coming Tide")).toBeVisible();

  const press = page.locator("section", { has: page.getByRole("heading", { name: "RECENT PRESS" }) });
  await expect(press.getByTestId("press-card")).toHaveCount(6);

  await expect(page.getByText("Unsigned Project")).toHaveCount(0);
  await expect(page.getByText("Draft: spring showcase line-up")).toHaveCount(0);
  await expect(page.getByText("© 2024")).toBeVisible();
});

test("an unknown path shows the 404 page with status 404", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
});
