import { randomUUID } from "node:crypto";
import { expect as baseExpect, test, type Browser } from "@playwright/test";
import { createContent, deleteReleaseCascade } from "../../../src/lib/data/catalog/contentTransactions";
import { contentWriter } from "../../../src/lib/data/catalog/contentWriter";
import { type Artist } from "../../../src/lib/domain/catalog";
import { SYSTEM_ACTOR } from "../../../src/lib/domain/publishing";
import { makeRelease } from "../../factories";
import { signIn } from "../session";
import { e2eRepositories } from "../siteData";

/**
 * The publishing workflow through the admin (docs/version-history.md): a
 * change restored from the version history, the audit screen listing those
 * writes with their fields before and after, and two sessions editing one
 * release where the second save is refused naming the first editor. Each
 * test makes its own release and removes it.
 */
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });
// The first call of a run wakes the Functions emulator, slow on a busy machine.
const FIRST_CALL = { timeout: 90_000 };

async function haldenDrift(): Promise<Artist> {
  const repos = await e2eRepositories();
  const [artist] = await repos.artists.query((c) => c.where("slug", "==", "halden-drift"));
  expect(artist).toBeTruthy();
  return artist!;
}

async function withRelease(title: string, work: (release: { id: string; title: string }) => Promise<void>) {
  const repos = await e2eRepositories();
  const artist = await haldenDrift();
  const suffix = randomUUID().slice(0, 8);
  const release = makeRelease({ title: `${title} ${suffix}`, slug: `workflow-${suffix}`, artist_id: artist.id, is_published: false });
  await createContent(contentWriter(repos, SYSTEM_ACTOR), "releases", release);
  try {
    await work(release);
  } finally {
    await deleteReleaseCascade(repos, contentWriter(repos, SYSTEM_ACTOR), release.id);
  }
}

async function signedInPage(browser: Browser, email: string, password: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email, password);
  return { context, page };
}

test("a change is restored from the history, and the audit screen lists both writes with before and after", async ({ page }) => {
  await withRelease("Original Title", async (release) => {
    const renamed = `${release.title} (Remaster)`;
    await signIn(page);
    await page.goto("/admin/releases");
    await page.getByRole("button", { name: `EDIT ${release.title}` }).click(FIRST_CALL);
    await page.getByRole("textbox", { name: "TITLE", exact: true }).fill(renamed);
    await page.getByRole("button", { name: "UPDATE" }).click();
    await expect(page.getByRole("listitem", { name: renamed })).toBeVisible(FIRST_CALL);

    await page.getByRole("button", { name: `EDIT ${renamed}` }).click();
    const history = page.getByRole("list", { name: "VERSION HISTORY" });
    await expect(history.getByRole("listitem")).toHaveCount(2, FIRST_CALL);
    // The newest version says what the rename changed.
    await expect(history.getByRole("listitem").first()).toContainText(`${release.title} → ${renamed}`);
    await history.getByRole("listitem").nth(1).getByRole("button", { name: "RESTORE" }).click();
    await expect(page.getByText("Version restored")).toBeVisible(FIRST_CALL);
    await expect(page.getByRole("listitem", { name: release.title })).toBeVisible();

    await page.goto("/admin/audit");
    const filters = page.getByRole("form", { name: "Audit filters" });
    await filters.getByLabel("Record id").fill(release.id);
    await filters.getByRole("button", { name: "FILTER" }).click();
    const entries = page.getByRole("list", { name: "Audit entries" }).getByRole("listitem");
    await expect(entries).toHaveCount(3, FIRST_CALL);
    // Newest first: the restore, the rename, the creation.
    await expect(entries.nth(0)).toContainText("admin@label.test");
    await expect(entries.nth(0)).toContainText(`${renamed} → ${release.title}`);
    await expect(entries.nth(1)).toContainText(`${release.title} → ${renamed}`);
    await expect(entries.nth(2)).toContainText("Scheduled job");
  });
});

test("two sessions edit one release: the second save is refused, naming the first editor", async ({ browser }) => {
  await withRelease("Shared Release", async (release) => {
    const first = await signedInPage(browser, "editor@label.test", "labeleditor");
    const second = await signedInPage(browser, "admin@label.test", "labeladmin");
    try {
      for (const { page } of [first, second]) {
        await page.goto("/admin/releases");
        await page.getByRole("button", { name: `EDIT ${release.title}` }).click(FIRST_CALL);
        await expect(page.getByRole("textbox", { name: "TITLE", exact: true })).toHaveValue(release.title);
      }
      await first.page.getByRole("textbox", { name: "TITLE", exact: true }).fill(`${release.title} (editor's cut)`);
      await first.page.getByRole("button", { name: "UPDATE" }).click();
      await expect(first.page.getByRole("listitem", { name: `${release.title} (editor's cut)` })).toBeVisible(FIRST_CALL);

      await second.page.getByRole("textbox", { name: "TITLE", exact: true }).fill(`${release.title} (admin's cut)`);
      await second.page.getByRole("button", { name: "UPDATE" }).click();
      await expect(
        second.page.getByText(/^editor@label\.test changed this record on .* after you opened it\. Reload to see their changes\.$/),
      ).toBeVisible(FIRST_CALL);
      const repos = await e2eRepositories();
      expect((await repos.releases.get(release.id))?.title).toBe(`${release.title} (editor's cut)`);
    } finally {
      await first.context.close();
      await second.context.close();
    }
  });
});
