import { randomUUID } from "node:crypto";
import { expect as baseExpect, test, type APIRequestContext } from "@playwright/test";
import { createContent, deletePressPost } from "../../../src/lib/data/catalog/contentTransactions";
import { contentWriter } from "../../../src/lib/data/catalog/contentWriter";
import { SYSTEM_ACTOR } from "../../../src/lib/domain/publishing";
import { promoPageHtml } from "../../../src/lib/server/promo/promoPageHtml";
import { makePressPost } from "../../factories";
import { e2eRepositories } from "../siteData";
import { signIn } from "../session";

/**
 * A press post typed in the editor wraps on a phone (docs/decisions.md#press-text-spaces):
 * Quill 2.0.3 writes every typed space as &nbsp;, which made a 40-word
 * paragraph one line and a 390 px page 1,696 px wide. The stored and the
 * published HTML hold normal spaces between words, and the audit log shows
 * the content as text.
 */
// Each callable's first call starts its worker in the emulator, and the site builder renders the new page; the waits are for that.
const expect = baseExpect.configure({ timeout: 90_000 });
test.describe.configure({ timeout: 300_000 });

const PHONE = { width: 390, height: 844 };
const SLUG = "tape-room-on-a-phone";
const TEXT =
  "We spent the whole of March in the tape room with two old machines, a box of reels nobody had labelled and a borrowed spring reverb that hums whenever the heating comes on, and what came out of it is the record we did not plan to make.";

const statusOf = async (request: APIRequestContext, path: string) => (await request.get(path)).status();

test("a post typed in the editor is stored with normal spaces and its page fits a 390 px phone", async ({ page, request }) => {
  const repos = await e2eRepositories();
  await signIn(page);
  await page.goto("/admin/press");
  await page.getByLabel("TITLE").fill("Tape Room on a Phone");
  await page.getByLabel("SLUG").fill(SLUG);
  await page.getByRole("textbox", { name: "CONTENT" }).click();
  await page.keyboard.type(TEXT);
  await page.locator("label").filter({ hasText: "PUBLISHED" }).click();
  await page.getByRole("button", { name: "Create Post" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Press post created" })).toBeVisible();

  const [stored] = (await repos.pressPosts.collection.where("slug", "==", SLUG).get()).docs;
  const id = stored!.id;
  try {
    expect((await repos.pressPosts.get(id))!.content).toBe(`<p>${TEXT}</p>`);

    // The audit log shows what was typed, not its markup.
    await page.goto("/admin/audit");
    const entry = page
      .getByRole("list", { name: "Audit entries" })
      .getByRole("listitem")
      .filter({ hasText: "Tape Room on a Phone" })
      .first();
    await expect(entry).toContainText(TEXT);
    await expect(entry).not.toContainText("<p>");
    await expect(entry).not.toContainText("&nbsp;");

    const path = `/press/${SLUG}`;
    await expect.poll(() => statusOf(request, path)).toBe(200);
    await page.setViewportSize(PHONE);
    await page.goto(path);
    const content = page.getByTestId("post-content");
    await expect(content).toContainText(TEXT);
    expect(await content.evaluate((element) => element.innerHTML)).not.toMatch(/&nbsp;|\u00a0/);
    // No horizontal scroll: the page is as wide as the phone, and the paragraph wraps onto many lines.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const paragraph = content.locator("p");
    const lineHeight = await paragraph.evaluate((p) => parseFloat(getComputedStyle(p).lineHeight));
    expect((await paragraph.boundingBox())!.height).toBeGreaterThan(4 * lineHeight);
  } finally {
    await deletePressPost(contentWriter(repos, SYSTEM_ACTOR), id);
  }
});

const ADDRESS = "https://example.org/labels/static-bloom/press/2026/the-tape-room-sessions-complete-liner-notes-and-credits";
/** Browsers break an address after its slashes; a word this long has nowhere to break. */
const LONG_WORD = "Supercalifragilisticexpialidociousreelstoreelsandtapeloopsforever";

test("a pasted address and an unbroken word wrap on a 390 px phone instead of widening the page", async ({ page, request }) => {
  const repos = await e2eRepositories();
  const writer = contentWriter(repos, SYSTEM_ACTOR);
  const address = ADDRESS;
  const post = makePressPost({
    title: "Liner notes",
    slug: `liner-notes-${randomUUID().slice(0, 8)}`,
    content: `<p>Read the notes at ${address} today.</p><p>${LONG_WORD}</p>`,
    published_at: new Date("2001-01-01T00:00:00Z"),
  });
  const path = `/press/${post.slug}`;
  await createContent(writer, "press_posts", post);
  try {
    await expect.poll(() => statusOf(request, path)).toBe(200);
    await page.setViewportSize(PHONE);
    await page.goto(path);
    await expect(page.getByTestId("post-content")).toContainText(address);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  } finally {
    await deletePressPost(writer, post.id);
  }
});

test("a promo page's one-sheet with a pasted address and an unbroken word fits a 390 px phone", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.setContent(
    promoPageHtml(
      {
        title: "Low Tide",
        artist: "Halden Drift",
        recipientName: "Ann Lee",
        artworkUrl: null,
        releaseDate: "2031-05-01",
        expiresAt: new Date("2031-06-01T00:00:00Z"),
        oneSheetHtml: `<p>Notes: ${ADDRESS}</p><p>${LONG_WORD}</p>`,
        tracks: [],
        feedback: null,
        progressUrl: "/promo/tok/progress",
        form: null,
        saved: false,
        downloads: null,
      },
      null,
    ),
  );
  await expect(page.getByTestId("one-sheet")).toContainText(ADDRESS);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
});
