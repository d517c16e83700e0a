import { expect, type Page } from "@playwright/test";

/** Signs in through /auth and waits for the dashboard (the seeded Super Admin unless told otherwise). */
export async function signIn(page: Page, email = "admin@label.test", password = "labeladmin") {
  await page.goto("/auth");
  // The form is a React island: typing before it hydrates would submit natively.
  await expect(page.locator("astro-island:not([ssr])")).toHaveCount(1, { timeout: 20_000 });
  await page.getByLabel("EMAIL").fill(email);
  await page.getByLabel("PASSWORD").fill(password);
  await page.getByRole("button", { name: "SIGN IN" }).click();
  await expect(page).toHaveURL(/\/admin$/, { timeout: 20_000 });
}
