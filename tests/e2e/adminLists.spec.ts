import { expect as baseExpect, test, type Page } from "@playwright/test";
import { makePressPost } from "../factories";
import { e2eRepositories } from "./siteData";
import { expectNoSeriousViolations } from "./axe";
import { signIn } from "./session";

/**
 * A paged admin list in the browser (docs/admin-lists.md): 25 draft posts
 * besides the seeded ones make two pages of ALL POSTS; the pager, the
 * search box, the address and the back button, by keyboard. The drafts are
 * written straight to the database (not published, so the public site does
 * not change) and removed afterwards.
 */
// Each list callable's first call starts its worker in the emulator, which takes longer the busier the machine.
const expect = baseExpect.configure({ timeout: 60_000 });
test.describe.configure({ timeout: 300_000 });

const ARCHIVE = Array.from({ length: 25 }, (_, i) =>
  makePressPost({
    id: `c0000000-0000-4000-8000-0000000e2e${String(i).padStart(2, "0")}`,
    title: `Archive note ${String(i + 1).padStart(2, "0")}`,
    slug: `archive-note-${i + 1}`,
    is_published: false,
    published_at: null,
    // Older than every seeded post: they fill the end of the list.
    created_at: new Date(Date.UTC(2020, 0, 1 + i)),
  }),
);

// A hook's time is not the tests' (describe.configure): 25 writes to an emulator behind a loaded machine took over the default 30 s.
test.beforeAll(async () => {
  test.setTimeout(120_000);
  const repos = await e2eRepositories();
  await Promise.all(ARCHIVE.map((post) => repos.pressPosts.set(post)));
});

test.afterAll(async () => {
  test.setTimeout(120_000);
  const repos = await e2eRepositories();
  await Promise.all(ARCHIVE.map((post) => repos.pressPosts.delete(post.id)));
});

/** Holds back the first answer of the callable `pattern` names until the returned function is called. */
async function holdFirstAnswer(page: Page, pattern: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    pattern,
    async (route) => {
      await held;
      await route.continue();
    },
    { times: 1 },
  );
  return release;
}

const rows = (page: Page) => page.getByRole("list", { name: "Press posts" }).getByRole("listitem");
const pager = (page: Page) => page.getByRole("navigation", { name: "Press posts pages" });

test("ALL POSTS pages, searches and keeps both in the address, by keyboard", async ({ page }) => {
  await signIn(page);
  // LOADING... until the first page arrives (the first answer is held back until it has been seen).
  const release = await holdFirstAnswer(page, "**/listAdminPressPosts");
  await page.goto("/admin/press");
  await expect(page.getByRole("status").filter({ hasText: "LOADING..." })).toBeVisible();
  release();

  await expect(rows(page)).toHaveCount(20);
  await expect(pager(page)).toContainText(/Page 1 of 2 · \d+ in all/);
  const total = Number((await pager(page).textContent())!.match(/(\d+) in all/)![1]);
  expect(total).toBeGreaterThanOrEqual(33);
  await expect(pager(page).getByText("Previous page")).toHaveAttribute("aria-disabled", "true");

  // The next page by keyboard: focus moves to the list's heading.
  await pager(page).getByRole("link", { name: "Next page" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/press\?after=/);
  await expect(pager(page)).toContainText("Page 2 of 2");
  await expect(rows(page)).toHaveCount(total - 20);
  await expect(rows(page).last()).toHaveAccessibleName("Archive note 01");
  await expect(page.getByRole("heading", { name: "ALL POSTS" })).toBeFocused();

  // The address holds the page: a reload shows it again, the back button returns to the first.
  await page.reload();
  await expect(pager(page)).toContainText("Page 2 of 2");
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/press$/);
  await expect(pager(page)).toContainText("Page 1 of 2");

  // Search: typing, then the address; a word anywhere in the title, any case.
  const search = page.getByRole("searchbox", { name: "SEARCH POSTS" });
  await search.focus();
  await page.keyboard.type("NOTE 1");
  await expect(page).toHaveURL(/\?q=NOTE\+1$/);
  await expect(rows(page)).toHaveCount(10);
  await expect(rows(page).first()).toHaveAccessibleName("Archive note 19");
  await expect(pager(page)).toHaveCount(0);
  await search.fill("zzz");
  await expect(page.getByText("Nothing matches this search")).toBeVisible();
  await expect(rows(page)).toHaveCount(0);
  await search.fill("");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/admin\/press$/);
  await expect(rows(page)).toHaveCount(20);

  // The last page straight from the address.
  await page.goto("/admin/press?page=last");
  await expect(pager(page)).toContainText("Page 2 of 2");
  await expect(rows(page).last()).toHaveAccessibleName("Archive note 01");

  // The list with its search box and pager (the post form's rich-text toolbar is checked with the form).
  await expectNoSeriousViolations(page, { include: ['section[aria-labelledby="press-list-title"]'], minPasses: 5 });
});

test("the release form's artist search is a combobox with no serious accessibility violation while open", async ({ page }) => {
  await signIn(page);
  await page.goto("/admin/releases");
  const primary = page.getByRole("combobox", { name: "PRIMARY ARTIST" });
  await primary.click();
  await expect(primary).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("listbox").getByRole("option").first()).toBeVisible();
  await primary.press("ArrowDown");
  await expect(primary).toHaveAttribute("aria-activedescendant", /release-artist-option-/);
  await expectNoSeriousViolations(page);
  await primary.press("Escape");
  await expect(primary).toHaveAttribute("aria-expanded", "false");
});

test("ALL USERS names no count while the list is loading, then the count it loaded", async ({ page }) => {
  await signIn(page);
  const release = await holdFirstAnswer(page, "**/listUsers");
  await page.goto("/admin/users");
  const users = page.getByRole("region", { name: /^ALL USERS/ });
  await expect(users.getByRole("status").filter({ hasText: "LOADING..." })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: /^ALL USERS/ })).toHaveText("ALL USERS");
  release();

  // The seed's staff: a count, and not 0 (other tests may invite users meanwhile).
  await expect(page.getByRole("heading", { level: 2, name: /^ALL USERS/ })).toHaveText(/^ALL USERS \([1-9]\d*\)$/);
  await expect(page.getByRole("list", { name: "Users" }).getByRole("listitem").first()).toBeVisible();
});
