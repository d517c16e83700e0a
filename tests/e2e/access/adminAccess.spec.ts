import { expect, test, type Page } from "@playwright/test";
import { waitForIslands } from "../hydration";

// Each admin page asks two functions (isAdmin, myAccess), which start cold in the emulator.
test.describe.configure({ timeout: 90_000 });

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/auth");
  await waitForIslands(page);
  await page.getByLabel("EMAIL").fill(email);
  await page.getByLabel("PASSWORD").fill(password);
  await page.getByRole("button", { name: "SIGN IN" }).click();
}

test("/admin sends a signed-out visitor to /auth", async ({ page }) => {
  await page.goto("/admin/releases");
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText("ADMIN ACCESS")).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("an admin page says LOADING... and that it needs JavaScript, not a blank page", async ({ page, request }) => {
    await page.goto("/admin/demos");
    await expect(page.getByRole("status")).toHaveText("LOADING...");
    // Chromium's script switch does not render <noscript>, so the note is read from the served page.
    const html = await (await request.get("/admin/demos")).text();
    expect(html).toMatch(/<noscript>(?:(?!<\/noscript>).)*Signing in needs JavaScript: enable it and reload this page\./s);
  });
});

test("an admin signs in and reaches the dashboard; the session survives a reload", async ({ page }) => {
  await signIn(page, "admin@label.test", "labeladmin");
  await expect(page.getByText("Welcome back!")).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  // The dashboard waits for the caller's grants (myAccess), whose worker may be starting.
  await expect(page.getByRole("heading", { name: "ADMIN DASHBOARD" })).toBeVisible({ timeout: 30_000 });
  for (const tile of [
    "Manage roster",
    "Manage releases",
    "Manage blog posts",
    "Review submissions",
    "Manage user roles",
    "Configure permissions",
  ]) {
    await expect(page.getByText(tile)).toBeVisible();
  }
  await page.reload();
  await expect(page.getByRole("heading", { name: "ADMIN DASHBOARD" })).toBeVisible();

  // Any signed-in user sees the ADMIN link in the public navigation.
  await page.goto("/");
  await expect(page.getByTitle("Admin Dashboard")).toBeVisible();

  await page.goto("/admin");
  await page.getByRole("button", { name: "SIGN OUT" }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test("a signed-in user without a role is sent back to /auth and told the account has no access", async ({ page }) => {
  await signIn(page, "fan@label.test", "labelfan");
  await expect(page.getByText("Welcome back!")).toBeVisible();
  await page.waitForURL(/\/admin$/);
  await page.waitForURL(/\/auth\?no-access$/, { timeout: 15_000 });
  await expect(page.getByText("ADMIN ACCESS")).toBeVisible();
  await expect(page.getByRole("alert")).toHaveText(/^Your account has no access to the admin/);
});

test("wrong credentials and bad input show the spec's messages and re-enable the form", async ({ page }) => {
  await signIn(page, "admin@label.test", "wrong-password");
  await expect(page.getByText("Invalid email or password")).toBeVisible();
  await expect(page.getByRole("button", { name: "SIGN IN" })).toBeEnabled();

  await page.getByLabel("EMAIL").fill("not-an-email");
  await page.getByLabel("PASSWORD").fill("longenough");
  await page.getByRole("button", { name: "SIGN IN" }).click();
  await expect(page.getByText("Invalid email address")).toBeVisible();

  await page.getByLabel("EMAIL").fill("admin@label.test");
  await page.getByLabel("PASSWORD").fill("short");
  await page.getByRole("button", { name: "SIGN IN" }).click();
  await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();
});
