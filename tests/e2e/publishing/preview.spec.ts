import { randomUUID } from "node:crypto";
import { expect as baseExpect, test } from "@playwright/test";
import { createContent, deleteReleaseCascade } from "../../../src/lib/data/catalog/contentTransactions";
import { contentWriter } from "../../../src/lib/data/catalog/contentWriter";
import { PREVIEW_TEXTS, SYSTEM_ACTOR } from "../../../src/lib/domain/publishing";
import { makeRelease } from "../../factories";
import { signIn } from "../session";
import { e2eRepositories } from "../siteData";

/**
 * Preview on the real page (docs/preview.md), through the admin on the
 * running stack: the Artist Editor edits a draft release of Halden Drift
 * without saving, asks for a preview, and the site builder renders it with
 * the public release template; the page opens in a new tab, marked noindex,
 * while the public URL still has no page. A signed-in user without a role
 * is refused the same preview. The test removes what it made.
 */
const expect = baseExpect.configure({ timeout: 45_000 });
test.describe.configure({ timeout: 240_000 });
// The first call wakes the Functions emulator, and the preview waits for one site build: slow on a busy machine.
const SLOW = { timeout: 150_000 };

/** A Firebase ID token of an account, from the stack's Auth emulator (what the admin's SDK holds after signing in). */
async function idTokenOf(email: string, password: string): Promise<string> {
  const response = await fetch(
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${process.env.PUBLIC_FIREBASE_API_KEY}`,
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  expect(response.ok).toBe(true);
  return ((await response.json()) as { idToken: string }).idToken;
}

test("an editor previews a draft release on the real template; a role-less user is refused", async ({ page, browser, request }) => {
  const repos = await e2eRepositories();
  const [halden] = await repos.artists.query((c) => c.where("slug", "==", "halden-drift"));
  expect(halden).toBeTruthy();
  const suffix = randomUUID().slice(0, 8);
  const release = makeRelease({
    title: `Quiet Draft ${suffix}`,
    slug: `quiet-draft-${suffix}`,
    artist_id: halden!.id,
    is_published: false,
  });
  const unsaved = `Unsaved Title ${suffix}`;
  const publicPath = `/releases/halden-drift/${release.slug}`;
  await createContent(contentWriter(repos, SYSTEM_ACTOR), "releases", release);
  try {
    await signIn(page, "editor@label.test", "labeleditor");
    await page.goto("/admin/releases");
    await page.getByRole("button", { name: `EDIT ${release.title}` }).click(SLOW);
    await page.getByRole("textbox", { name: "TITLE", exact: true }).fill(unsaved);
    await page.getByRole("button", { name: PREVIEW_TEXTS.preview, exact: true }).click();
    await expect(page.getByRole("button", { name: PREVIEW_TEXTS.preparing })).toBeVisible();
    const open = page.getByRole("button", { name: PREVIEW_TEXTS.open });
    await expect(open).toBeVisible(SLOW);

    const [tab] = await Promise.all([page.waitForEvent("popup"), open.click()]);
    await tab.waitForLoadState();
    const previewUrl = new URL(tab.url());
    expect(previewUrl.pathname).toMatch(/^\/preview\/[A-Za-z0-9_-]{32}$/);
    // The public release template: the site's navigation, the unsaved title as the page's heading, its artist.
    await expect(tab.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(tab.getByRole("heading", { level: 1, name: unsaved })).toBeVisible();
    await expect(tab.getByRole("link", { name: "Halden Drift" }).first()).toBeVisible();
    await expect(tab.getByText(PREVIEW_TEXTS.banner)).toBeVisible();
    await expect(tab.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

    // Nothing was saved or published: the release keeps its title and the public URL has no page.
    expect((await repos.releases.get(release.id))?.title).toBe(release.title);
    expect((await request.get(publicPath)).status()).toBe(404);

    // A signed-in user without a role: refused with or without their token, never shown the page.
    const fan = await browser.newContext();
    const fanPage = await fan.newPage();
    const bare = await fanPage.goto(previewUrl.pathname);
    expect(bare?.status()).toBe(401);
    await expect(fanPage.getByRole("heading", { level: 1, name: PREVIEW_TEXTS.signInTitle })).toBeVisible();
    const refused = await fanPage.request.post(previewUrl.pathname, { form: { id_token: await idTokenOf("fan@label.test", "labelfan") } });
    expect(refused.status()).toBe(403);
    expect(refused.headers()["cache-control"]).toBe("private, no-store");
    const refusedPage = await refused.text();
    expect(refusedPage).toContain(PREVIEW_TEXTS.deniedTitle);
    expect(refusedPage).not.toContain(unsaved);
    await fan.close();

    // The editor's own answer is never cached and says noindex.
    const own = await request.post(previewUrl.pathname, { form: { id_token: await idTokenOf("editor@label.test", "labeleditor") } });
    expect(own.status()).toBe(200);
    expect(own.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    expect(own.headers()["cache-control"]).toBe("private, no-store");
  } finally {
    await deleteReleaseCascade(repos, contentWriter(repos, SYSTEM_ACTOR), release.id);
  }
});
