import { join } from "node:path";
import { expect, test, type APIResponse, type Page } from "@playwright/test";
import { stackConfig, stackEnv } from "../../scripts/stack/config";
import { hostingFunctionRewrites, readHostingConfig } from "../../scripts/stack/hostingConfig";
import { ADMIN_SECTIONS } from "../../src/admin/sections";
import { callables } from "../../src/lib/domain/callables";
import { testStackEnv } from "../stackPorts";
import { waitForIslands } from "./hydration";
import { PUBLIC_ROUTES } from "./publicRoutes";
import { e2eRepositories } from "./siteData";

/**
 * The headers of firebase.json reach every page (the local server applies
 * them as Hosting does) and every answer of a function (the functions set
 * them themselves, for the callables and function URLs no Hosting stands in
 * front of), and no public page or admin screen breaks its
 * Content-Security-Policy: every `securitypolicyviolation` event and every
 * CSP console error fails the test.
 */

/** Collects CSP violations from the page (events, installed before any script runs) and the console. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text())) fromConsole.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"} (${event.sample})`);
    });
  });
  return async () => [...fromConsole, ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations))];
}

async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  await waitForIslands(page);
}

test("every page carries the security headers", async ({ request }) => {
  for (const route of ["/", "/press", "/admin", "/no-such-page"]) {
    const response = await request.get(route);
    const headers = response.headers();
    expect(headers["content-security-policy"], route).toMatch(/frame-ancestors 'none'/);
    expect(headers["content-security-policy"], route).toMatch(/object-src 'none'/);
    expect(headers["content-security-policy"], route).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(headers["x-content-type-options"], route).toBe("nosniff");
    expect(headers["referrer-policy"], route).toBe("strict-origin-when-cross-origin");
    expect(headers["x-frame-options"], route).toBe("DENY");
  }
});

/** A function's answer: framed by nothing, never sniffed; a page under the site's policy, anything else under one that allows nothing. */
function expectFunctionHeaders(answer: APIResponse, label: string) {
  const headers = answer.headers();
  const context = `${label} → ${answer.status()} ${headers["content-type"] ?? ""}`;
  expect(headers["x-content-type-options"], context).toBe("nosniff");
  expect(headers["x-frame-options"], context).toBe("DENY");
  expect(headers["referrer-policy"], context).toMatch(/^(strict-origin-when-cross-origin|no-referrer)$/);
  const policy = headers["content-security-policy"] ?? "";
  expect(policy, context).toMatch(/frame-ancestors 'none'/);
  if (/^text\/html/.test(headers["content-type"] ?? "")) {
    expect(policy, context).toMatch(/object-src 'none'/);
    expect(policy, context).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  } else {
    expect(policy, context).toMatch(/^default-src 'none'/);
  }
}

test("every function answer carries them: each rewrite, the callables, the function URLs the stack hands out", async ({ request }) => {
  test.setTimeout(300_000);
  const ports = testStackEnv("e2e");
  const env = stackEnv(stackConfig({ ...process.env, ...ports }));
  const answers: [string, () => Promise<APIResponse>][] = [];
  // Through the local server, as through Hosting: /api/*, and /media/** and /preview/** where no file is.
  for (const { source } of hostingFunctionRewrites(readHostingConfig(join(import.meta.dirname, "../..")))) {
    const path = source.replace("**", "no-such-item");
    answers.push([`GET ${path}`, () => request.get(path)], [`POST ${path}`, () => request.post(path, { data: "x" })]);
  }
  // Callables of each kind (every one is wrapped alike: tests/unit/stack/contentSecurityPolicy.test.ts), through the
  // local server as the browser calls them and at their own URL: answered, refused by the handler, refused by the
  // protocol (a GET, which the local server turns into the callables' JSON error shape).
  const callable = (name: keyof typeof callables) => `/${env.FIREBASE_PROJECT_ID}/us-central1/${name}`;
  const ownUrl = (name: keyof typeof callables) => `http://127.0.0.1:${ports.FUNCTIONS_PORT}${callable(name)}`;
  answers.push(
    [`POST isAdmin`, () => request.post(callable("isAdmin"), { data: { data: { userId: "nobody" } } })],
    [`POST listRoles`, () => request.post(callable("listRoles"), { data: { data: {} } })],
    [`POST trackPreSave`, () => request.post(callable("trackPreSave"), { data: { data: null } })],
    [`GET listRoles`, () => request.get(callable("listRoles"))],
    [`POST ${ownUrl("listRoles")}`, () => request.post(ownUrl("listRoles"), { data: { data: {} } })],
  );
  // The function URLs the local stack hands out (demo audio, fan emails' links): no local server in front.
  answers.push(
    [`GET ${env.DEMO_AUDIO_URL}`, () => request.get(`${env.DEMO_AUDIO_URL}?id=no-such-demo`)],
    [`GET ${env.EMAIL_PREFERENCES_URL}`, () => request.get(`${env.EMAIL_PREFERENCES_URL}?t=cut`)],
  );
  for (const [label, send] of answers) expectFunctionHeaders(await send(), label);
  // The email-preferences page of a cut link is the product's page, with its 4xx, through the rewrite too.
  const cut = await request.get("/api/email-preferences?t=u.cut");
  expect(cut.status()).toBe(400);
  expect(await cut.text()).toContain("This link does not work");
});

test("no public page reports a CSP violation", async ({ page }) => {
  test.setTimeout(180_000);
  const violations = await watchViolations(page);
  const found: string[] = [];
  for (const route of PUBLIC_ROUTES) {
    await page.goto(route);
    await settle(page);
    found.push(...(await violations()).map((v) => `${route}: ${v}`));
  }
  expect(found).toEqual([]);
});

test("no admin screen reports a CSP violation", async ({ page }) => {
  test.setTimeout(300_000);
  const violations = await watchViolations(page);
  await page.goto("/auth");
  await waitForIslands(page);
  await page.getByLabel("EMAIL").fill("admin@label.test");
  await page.getByLabel("PASSWORD").fill("labeladmin");
  await page.getByRole("button", { name: "SIGN IN" }).click();
  // The first calls wake the emulator's function workers.
  await expect(page.getByRole("heading", { name: "ADMIN DASHBOARD" })).toBeVisible({ timeout: 20_000 });
  const found = (await violations()).map((v) => `/admin: ${v}`);
  for (const section of ADMIN_SECTIONS) {
    await page.goto(`/admin/${section.path}`);
    // The breadcrumb names the section, and a section of several screens (STORE / PRODUCTS) the screen after it.
    const crumb = new RegExp(`^${section.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}( / .+)?$`);
    await expect(page.getByRole("navigation", { name: "Admin" }).getByText(crumb)).toBeVisible({ timeout: 20_000 });
    // The admin keeps Auth's token refresh open, so "network idle" never comes: wait for the screen's data instead.
    await expect(page.getByText(/^LOADING/)).toHaveCount(0, { timeout: 45_000 });
    found.push(...(await violations()).map((v) => `/admin/${section.path}: ${v}`));
  }
  // A release's analytics: the one dialog that draws a chart, which needs a click to draw
  // (counted here, so the walk does not depend on the analytics spec running first).
  const repos = await e2eRepositories();
  const reel = (await repos.releases.listAll()).find((r) => r.slug === "reel-to-reel")!;
  await repos.analytics.countListenClick({ release_id: reel.id, platform: "deezer", source: "release_page" });
  await page.goto("/admin/releases");
  await page.getByRole("button", { name: "ANALYTICS Reel to Reel" }).click();
  await expect(page.getByRole("dialog", { name: "ANALYTICS" }).getByRole("table", { name: "LISTEN CLICKS BY PLATFORM" })).toBeVisible({
    timeout: 45_000,
  });
  found.push(...(await violations()).map((v) => `/admin/releases (analytics): ${v}`));
  expect(found).toEqual([]);
});
