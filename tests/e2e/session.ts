import { expect, type Page } from "@playwright/test";

type StoredEntry = { name: string; value: string };

/**
 * Each account's signed-in browser storage, kept after its first sign-in in
 * this worker. Firebase Auth keeps its session in localStorage
 * (browserLocalPersistence, src/lib/client/firebase.ts), so a later test's
 * fresh browser holding the same entries is that account signed in, as a
 * returning member of staff is. The form's own behaviour is the subject of
 * adminAccess.spec.ts, which always signs in through it; here a second
 * sign-in through the form would only repeat the page load, hydration and
 * Auth call every admin spec paid before its real subject.
 */
const sessions = new Map<string, StoredEntry[]>();

/** Signs in through /auth and waits for the dashboard (the seeded Super Admin unless told otherwise). */
export async function signIn(page: Page, email = "admin@label.test", password = "labeladmin") {
  const key = `${email}\n${password}`;
  const stored = sessions.get(key);
  if (stored) return restoreSession(page, stored);
  await signInThroughForm(page, email, password);
  const origin = new URL(page.url()).origin;
  const { origins } = await page.context().storageState();
  const entries = origins.find((o) => o.origin === origin)?.localStorage.filter((e) => e.name.startsWith("firebase:authUser:")) ?? [];
  if (entries.length > 0) sessions.set(key, entries);
}

async function signInThroughForm(page: Page, email: string, password: string) {
  await page.goto("/auth");
  // The form is a React island: typing before it hydrates would submit natively.
  await expect(page.locator("astro-island:not([ssr])")).toHaveCount(1, { timeout: 20_000 });
  await page.getByLabel("EMAIL").fill(email);
  await page.getByLabel("PASSWORD").fill(password);
  await page.getByRole("button", { name: "SIGN IN" }).click();
  await expect(page).toHaveURL(/\/admin$/, { timeout: 20_000 });
}

/** Puts the stored session into this browser (from a plain file of the site's origin), then opens the dashboard. */
async function restoreSession(page: Page, entries: StoredEntry[]) {
  await page.goto("/robots.txt");
  await page.evaluate((items) => {
    for (const { name, value } of items) localStorage.setItem(name, value);
  }, entries);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin$/, { timeout: 20_000 });
}
