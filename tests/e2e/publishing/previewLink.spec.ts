import { randomBytes, randomUUID } from "node:crypto";
import { expect as baseExpect, test, type Page } from "@playwright/test";
import { PREVIEW_TEXTS, PREVIEW_TTL_MS, type Preview } from "../../../src/lib/domain/publishing";
import { PUBLIC_LABELS } from "../../../src/lib/domain/shared";
import { makeRelease } from "../../factories";
import { signIn } from "../session";
import { e2eRepositories } from "../siteData";

/**
 * A preview link opened by hand (docs/preview.md#a-link-opened-by-hand):
 * pasted into the address bar, it carries no token. A browser without a
 * session is asked to sign in; a signed-in person without view on the item
 * is told they may not see it (never asked to sign in again); the editor
 * who may view it sees the page. The preview is stored as the site builder
 * leaves a rendered one, and removed afterwards.
 */
const expect = baseExpect.configure({ timeout: 45_000 });
test.describe.configure({ timeout: 180_000 });

async function signInWithoutRole(page: Page) {
  await page.goto("/auth");
  await expect(page.locator("astro-island:not([ssr])")).toHaveCount(1);
  await page.getByLabel("EMAIL").fill("fan@label.test");
  await page.getByLabel("PASSWORD").fill("labelfan");
  await page.getByRole("button", { name: "SIGN IN" }).click();
  // Signed in, then sent back from /admin: no role.
  await page.waitForURL("**/admin");
  await page.waitForURL(/\/auth\?no-access$/);
}

/** What makes a page look like the site's error pages: its colours, and a heavy centred heading. */
const errorPageLook = (page: Page) =>
  page.evaluate(() => {
    const heading = getComputedStyle([...document.querySelectorAll("h1")].find((h) => h.checkVisibility())!);
    return {
      background: getComputedStyle(document.documentElement).backgroundColor,
      color: getComputedStyle(document.body).color,
      weight: heading.fontWeight,
      align: heading.textAlign,
    };
  });

test("a preview link opened by hand: sign in when signed out, no access when signed in without view, the page for its editor", async ({
  browser,
}) => {
  const repos = await e2eRepositories();
  const [halden] = await repos.artists.query((c) => c.where("slug", "==", "halden-drift"));
  expect(halden).toBeTruthy();
  const heading = `Hand-opened draft ${randomUUID().slice(0, 8)}`;
  const now = new Date();
  const release = makeRelease({ id: randomUUID(), title: heading, slug: "hand-opened-draft", artist_id: halden!.id, is_published: false });
  const preview: Preview = {
    id: randomBytes(24).toString("base64url"),
    entity: "releases",
    item_id: release.id,
    view_scopes: [halden!.id],
    draft: { entity: "releases", release, links: [] },
    status: "ready",
    path: `/releases/halden-drift/${release.slug}`,
    html: `<!doctype html><html lang="en"><head><title>${heading}</title></head><body><h1>${heading}</h1></body></html>`,
    requested_by: "system",
    created_at: now,
    expires_at: new Date(now.getTime() + PREVIEW_TTL_MS),
  };
  await repos.previews.set(preview);
  const link = `/preview/${preview.id}`;
  const visitor = await browser.newContext();
  const editor = await browser.newContext();
  try {
    const page = await visitor.newPage();
    const bare = await page.goto(link);
    expect(bare?.status()).toBe(401);
    await expect(page.getByRole("heading", { level: 1, name: PREVIEW_TEXTS.signInTitle })).toBeVisible();

    await signInWithoutRole(page);
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: PREVIEW_TEXTS.deniedTitle })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(link);
    await expect(page.getByText(heading)).toHaveCount(0);
    // Styled as the site's not-found page (not the browser's white default), with its way home.
    await expect(page.getByRole("link", { name: PUBLIC_LABELS.backToHome })).toHaveAttribute("href", "/");
    const refusalLook = await errorPageLook(page);
    await page.goto("/no-such-page-for-preview-test");
    expect(refusalLook).toEqual(await errorPageLook(page));
    expect(refusalLook.background).toBe("rgb(11, 11, 12)");

    const editorPage = await editor.newPage();
    await signIn(editorPage, "editor@label.test", "labeleditor");
    await editorPage.goto(link);
    await expect(editorPage.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(editorPage.getByText(PREVIEW_TEXTS.banner)).toBeVisible();
  } finally {
    await Promise.all([visitor.close(), editor.close()]);
    await repos.previews.delete(preview.id);
  }
});
