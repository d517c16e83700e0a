import { expect as baseExpect, test, type Page } from "@playwright/test";
import { waitForIslands } from "./hydration";

// No form may ever put a secret or an email in a URL: not before its island
// has hydrated, not without JavaScript, not after.
// Admin screens wait for their functions, whose workers may be starting: on a loaded machine that took over 30 s.
const expect = baseExpect.configure({ timeout: 60_000 });
test.describe.configure({ timeout: 240_000 });

const leaksCredentials = (url: string) => /password|email|%40|@/i.test(new URL(url).search + new URL(url).hash);

async function fillCredentials(page: Page) {
  await page.getByLabel("EMAIL").fill("admin@label.test");
  await page.getByLabel("PASSWORD").fill("labeladmin");
}

/**
 * Notes whether the sign-in form gets submitted. Enter submits a form by
 * clicking its default button, which fires "submit" while the key is
 * handled: once press() has returned, the form was submitted or never
 * will be by that key.
 */
async function watchSubmits(page: Page): Promise<() => Promise<boolean>> {
  const signIn = page.locator("form", { has: page.getByLabel("PASSWORD") });
  await signIn.evaluate((form) => form.addEventListener("submit", () => form.setAttribute("data-submitted", "")));
  return async () => (await page.locator("form[data-submitted]").count()) > 0;
}

test("without JavaScript the sign-in form cannot be sent and says why", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  await page.goto("/auth");
  // Chromium's script switch does not render <noscript>, so the note is read from the served page.
  const html = await (await page.request.get("/auth")).text();
  expect(html).toMatch(/<noscript>(?:(?!<\/noscript>).)*Signing in needs JavaScript: enable it and reload this page\./s);
  await fillCredentials(page);
  await expect(page.getByRole("button", { name: "LOADING..." })).toBeDisabled();
  const submitted = await watchSubmits(page);
  await page.getByLabel("PASSWORD").press("Enter");
  expect(await submitted()).toBe(false);
  expect(page.url()).toMatch(/\/auth$/);
  expect(requested.filter(leaksCredentials)).toEqual([]);
  await context.close();
});

test("before the island hydrates, Enter sends nothing; once live, signing in keeps the URL clean", async ({ page }) => {
  // Hold the island's scripts back, as a slow network would.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.startsWith("/_astro/") && url.pathname.endsWith(".js"),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  await page.goto("/auth", { waitUntil: "commit" });
  await fillCredentials(page);
  await expect(page.getByRole("button", { name: "LOADING..." })).toBeDisabled();
  const submitted = await watchSubmits(page);
  await page.getByLabel("PASSWORD").press("Enter");
  expect(await submitted()).toBe(false);
  expect(page.url()).toMatch(/\/auth$/);

  release();
  await waitForIslands(page);
  await expect(page.getByRole("button", { name: "SIGN IN" })).toBeEnabled();
  await page.getByLabel("PASSWORD").fill("wrong-password");
  await page.getByLabel("PASSWORD").press("Enter");
  await expect(page.getByText("Invalid email or password")).toBeVisible();
  expect(page.url()).toMatch(/\/auth$/);
  await fillCredentials(page);
  await page.getByRole("button", { name: "SIGN IN" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  expect(requested.filter(leaksCredentials)).toEqual([]);
});

test("admin forms post: an invalid invitation leaves the email out of the URL", async ({ page }) => {
  await page.goto("/auth");
  await waitForIslands(page);
  await fillCredentials(page);
  await page.getByRole("button", { name: "SIGN IN" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto("/admin/users");
  const form = page.getByRole("form", { name: "Invite user" });
  await expect(form).toHaveAttribute("method", "post");
  await form.getByLabel("EMAIL").fill("someone@label.test");
  await form.getByRole("button", { name: "INVITE USER" }).click();
  await expect(page.getByText("Please select a role")).toBeVisible();
  expect(page.url()).toMatch(/\/admin\/users$/);
  for (const path of ["/admin/artists", "/admin/releases", "/admin/press"]) {
    await page.goto(path);
    const forms = page.locator("form");
    await expect(forms.first()).toBeVisible();
    for (const method of await forms.evaluateAll((all) => all.map((f) => f.getAttribute("method")))) expect(method).toBe("post");
  }
});
