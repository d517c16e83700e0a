import { expect as baseExpect, test, type Page } from "@playwright/test";
import { e2eRepositories } from "../siteData";
import { signIn } from "../session";

/**
 * No save stores data older than what the person last saw saved
 * (docs/decisions.md#edit-forms-read-the-item). On a slow connection the
 * admin's list answers arrive seconds after a save: the list still shows the
 * item as it was, and Edit on that row must open what was saved, not the
 * row's older copy, or the next save would put the old fields back without
 * any conflict message. The list callables answer 3 s late, as on a slow
 * connection; around a save the test also holds them until it has clicked
 * Edit on the row the list still shows, so the list cannot catch up first
 * (React would then reuse the clicked row for the fresh item) and the
 * scenario runs on every machine, however loaded.
 */
// Each callable's first call starts its worker in the emulator; the waits are for that.
const expect = baseExpect.configure({ timeout: 60_000 });
test.describe.configure({ timeout: 300_000 });

const SLOW_LIST_MS = 3_000;
const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

/** Slows the admin's list answers by SLOW_LIST_MS; `hold` keeps the next ones back until `release`. */
async function slowAdminLists(page: Page) {
  let held: Promise<void> = Promise.resolve();
  let release = () => {};
  await page.route(/\/listAdmin(Artists|Releases|PressPosts)$/, async (route) => {
    await Promise.all([new Promise((resolve) => setTimeout(resolve, SLOW_LIST_MS)), held]);
    // The page may have moved on meanwhile; a request it dropped needs no answer.
    await route.continue().catch(() => undefined);
  });
  return {
    hold: () => {
      held = new Promise((resolve) => (release = resolve));
    },
    release: () => release(),
  };
}

const editButton = (page: Page, name: string) => page.getByRole("listitem", { name, exact: true }).getByRole("button", { name: /^Edit/i });

test("press: Edit right after a save opens the saved post, and saving the excerpt keeps the saved content", async ({ page }) => {
  const repos = await e2eRepositories();
  await signIn(page);
  const lists = await slowAdminLists(page);
  await page.goto("/admin/press");
  const editor = page.getByRole("textbox", { name: "CONTENT" });

  await page.getByLabel("TITLE").fill("Tape Room Notes");
  await page.getByLabel("SLUG").fill("tape-room-notes-slow-list");
  await page.getByLabel("EXCERPT").fill("First excerpt");
  await editor.click();
  await page.keyboard.type("First draft of the notes.");
  await page.getByRole("button", { name: "Create Post" }).click();
  await expect(toast(page, "Press post created")).toBeVisible();
  const [stored] = (await repos.pressPosts.collection.where("slug", "==", "tape-room-notes-slow-list").get()).docs;
  const id = stored!.id;

  try {
    // The first save: a new title and new content.
    await editButton(page, "Tape Room Notes").click();
    await expect(page.getByLabel("TITLE")).toHaveValue("Tape Room Notes");
    await page.getByLabel("TITLE").fill("Tape Room Notes, revised");
    await editor.click();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("The revised notes, as saved.");
    lists.hold();
    await page.getByRole("button", { name: "Update Post" }).click();
    await expect(toast(page, "Press post updated")).toBeVisible();

    // The list has not answered since: its row still has the old title. Edit opens what was saved.
    await editButton(page, "Tape Room Notes").click();
    await expect(page.getByLabel("TITLE")).toHaveValue("Tape Room Notes, revised");
    await expect(editor).toHaveText("The revised notes, as saved.");
    lists.release();

    // Changing only the excerpt and saving keeps the saved title and content.
    await page.getByLabel("EXCERPT").fill("Second excerpt");
    await page.getByRole("button", { name: "Update Post" }).click();
    // Back in create mode once the save is acknowledged.
    await expect(page.getByRole("heading", { name: "NEW PRESS POST" })).toBeVisible();
    const post = await repos.pressPosts.get(id);
    expect(post).toMatchObject({ title: "Tape Room Notes, revised", excerpt: "Second excerpt" });
    expect(post!.content).toBe("<p>The revised notes, as saved.</p>");
  } finally {
    await repos.pressPosts.delete(id);
  }
});

test("artists: Edit right after a save opens the saved artist, whatever the slow list still shows", async ({ page }) => {
  const repos = await e2eRepositories();
  await signIn(page);
  const lists = await slowAdminLists(page);
  await page.goto("/admin/artists");

  await page.getByLabel("NAME").fill("Slow Line Quartet");
  await page.getByLabel("SLUG").fill("slow-line-quartet");
  await page.getByLabel("BIO").fill("First bio.");
  await page.getByRole("button", { name: "CREATE" }).click();
  await expect(toast(page, "Artist created")).toBeVisible();
  const [stored] = (await repos.artists.collection.where("slug", "==", "slow-line-quartet").get()).docs;
  const id = stored!.id;

  try {
    await editButton(page, "Slow Line Quartet").click();
    await expect(page.getByLabel("NAME")).toHaveValue("Slow Line Quartet");
    await page.getByLabel("NAME").fill("Slow Line Trio");
    await page.getByLabel("BIO").fill("The bio as saved.");
    lists.hold();
    await page.getByRole("button", { name: "UPDATE" }).click();
    await expect(toast(page, "Artist updated")).toBeVisible();

    await editButton(page, "Slow Line Quartet").click();
    await expect(page.getByLabel("NAME")).toHaveValue("Slow Line Trio");
    await expect(page.getByLabel("BIO")).toHaveValue("The bio as saved.");
    lists.release();
    await page.getByLabel("GENRE").selectOption({ label: "Trip-Hop" });
    await page.getByRole("button", { name: "UPDATE" }).click();
    await expect(page.getByRole("heading", { name: "NEW ARTIST" })).toBeVisible();
    expect(await repos.artists.get(id)).toMatchObject({ name: "Slow Line Trio", bio: "The bio as saved.", genre: "trip-hop" });
  } finally {
    await repos.artists.delete(id);
  }
});
