import { expect as baseExpect, test, type Page } from "@playwright/test";
import { signIn } from "../session";

/**
 * The content screens of the back office through the UI, against the whole
 * local stack with its seed (and the local fakes of the streaming services).
 * Each callable starts cold in the Functions emulator the first time it is
 * called, hence the generous waits.
 */
const expect = baseExpect.configure({ timeout: 60_000 });
test.describe.configure({ timeout: 300_000 });
/** A screen's first data, and the first item an EDIT reads: their callables may start cold in the emulator on a busy machine. */
const FIRST_LOAD = { timeout: 60_000 };

const toast = (page: Page, text: string | RegExp) => page.getByRole("status").filter({ hasText: text });
const acceptNextDialog = (page: Page) => page.once("dialog", (dialog) => void dialog.accept());
/** Switches are checkboxes hidden behind their drawn track: toggle them through their label. */
const toggleSwitch = (page: Page, label: string) => page.locator("label").filter({ hasText: label }).click();
/** The artist pickers are searches: type part of the name, pick the option. */
async function pickArtist(page: Page, label: string, name: string) {
  await page.getByRole("combobox", { name: label, exact: true }).fill(name.slice(0, 5));
  await page.getByRole("option", { name, exact: true }).click();
}

test("artists: create, edit and delete through the form and ALL ARTISTS", async ({ page }) => {
  await signIn(page);
  await page.goto("/admin/artists");
  await expect(page.getByRole("heading", { name: "NEW ARTIST" })).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole("listitem", { name: "Halden Drift" })).toBeVisible();

  // Only the first failing message shows, and an invalid form is not sent.
  await page.getByRole("button", { name: "CREATE" }).click();
  await expect(toast(page, "Name is required")).toBeVisible();

  await page.getByLabel("NAME").fill("Echo Vale");
  await page.getByLabel("SLUG").pressSequentially("Echo Vale!");
  await expect(page.getByLabel("SLUG")).toHaveValue("echo-vale-");
  await page.getByLabel("SLUG").fill("echo-vale");
  await page.getByLabel("GENRE").selectOption({ label: "Trip-Hop" });
  await page.getByLabel("BIO").fill("Tape loops and field recordings.");
  await page.getByLabel("INSTAGRAM").fill("not a url");
  await page.getByRole("button", { name: "CREATE" }).click();
  await expect(toast(page, "Invalid URL")).toBeVisible();
  await page.getByLabel("INSTAGRAM").fill("https://instagram.com/echovale");
  await toggleSwitch(page, "PUBLISHED");
  await page.getByRole("button", { name: "CREATE" }).click();
  await expect(toast(page, "Artist created")).toBeVisible();

  // Back in create mode with an empty form; the artist is listed.
  await expect(page.getByRole("heading", { name: "NEW ARTIST" })).toBeVisible();
  await expect(page.getByLabel("NAME")).toHaveValue("");
  const card = page.getByRole("listitem", { name: "Echo Vale" });
  await expect(card).toContainText("Trip-Hop");
  await expect(card).toContainText("/echo-vale");
  await expect(card).toContainText("Published");

  // A slug another artist holds: the server's message.
  await page.getByLabel("NAME").fill("Copycat");
  await page.getByLabel("SLUG").fill("halden-drift");
  await page.getByRole("button", { name: "CREATE" }).click();
  await expect(toast(page, "An artist with this slug already exists")).toBeVisible();
  // The refused edits are still unsaved: CANCEL asks before dropping them.
  acceptNextDialog(page);
  await page.getByRole("button", { name: "CANCEL" }).click();
  await expect(page.getByLabel("NAME")).toHaveValue("");

  await card.getByRole("button", { name: /^EDIT/ }).click();
  await expect(page.getByRole("heading", { name: "EDIT ARTIST" })).toBeVisible();
  await expect(page.getByLabel("NAME")).toHaveValue("Echo Vale", FIRST_LOAD);
  await expect(page.getByLabel("INSTAGRAM")).toHaveValue("https://instagram.com/echovale");
  await page.getByLabel("NAME").fill("Echo Vale Ensemble");
  await page.getByLabel("GENRE").selectOption("");
  await toggleSwitch(page, "PUBLISHED");
  await page.getByRole("button", { name: "UPDATE" }).click();
  await expect(toast(page, "Artist updated")).toBeVisible();
  await expect(page.getByRole("heading", { name: "NEW ARTIST" })).toBeVisible();
  const edited = page.getByRole("listitem", { name: "Echo Vale Ensemble" });
  await expect(edited).toContainText("No genre");
  await expect(edited).toContainText("Draft");

  acceptNextDialog(page);
  await edited.getByRole("button", { name: /^DELETE/ }).click();
  await expect(toast(page, "Artist deleted")).toBeVisible();
  await expect(edited).toHaveCount(0);
});

test("releases: create with an additional artist and credits, publish, unpublish, edit and delete", async ({ page }) => {
  await signIn(page);
  await page.goto("/admin/releases");
  await expect(page.getByRole("heading", { name: "NEW RELEASE" })).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole("listitem", { name: "Reel to Reel" })).toBeVisible();

  await page.getByRole("button", { name: "CREATE" }).click();
  await expect(toast(page, "Title is required")).toBeVisible();

  await page.getByLabel("TITLE").fill("Signal Drift");
  await page.getByLabel("SLUG").pressSequentially("Signal Drift");
  await expect(page.getByLabel("SLUG")).toHaveValue("signal-drift");
  await page.getByRole("button", { name: "CREATE" }).click();
  await expect(toast(page, "Please select an artist")).toBeVisible();
  await pickArtist(page, "PRIMARY ARTIST", "Halden Drift");
  await expect(page.getByRole("combobox", { name: "PRIMARY ARTIST" })).toHaveValue("Halden Drift");

  // Additional artists: never the primary, no repeats, order kept and changed by keyboard.
  const picker = page.getByRole("combobox", { name: "ADDITIONAL ARTISTS", exact: true });
  await picker.fill("Halden");
  await expect(page.getByText("No artist matches")).toBeVisible();
  await expect(page.getByRole("option", { name: "Halden Drift" })).toHaveCount(0);
  await pickArtist(page, "ADDITIONAL ARTISTS", "Mira Osei");
  // By keyboard: type, ↓ to the option, Enter.
  await picker.fill("Sable");
  await expect(page.getByRole("option", { name: "Sable Fen" })).toBeVisible();
  await picker.press("ArrowDown");
  await picker.press("Enter");
  await expect(picker).toHaveValue("");
  await picker.fill("Mira");
  await expect(page.getByText("No artist matches")).toBeVisible();
  await picker.press("Escape");
  const chosen = page.getByRole("list", { name: "Additional artists" });
  await expect(chosen.getByRole("listitem")).toHaveText([/Mira Osei/, /Sable Fen/]);
  await chosen.getByRole("listitem").nth(1).focus();
  await page.keyboard.press("Alt+ArrowUp");
  await expect(chosen.getByRole("listitem")).toHaveText([/Sable Fen/, /Mira Osei/]);

  await page.getByLabel("RELEASE DATE").fill("2025-03-14");
  await expect(page.getByLabel("YEAR", { exact: true })).toHaveValue("2025");
  await page.getByLabel("ISRC").pressSequentially("usabc2500009");
  await expect(page.getByLabel("ISRC")).toHaveValue("USABC2500009");
  await page.getByLabel("Produced by").fill("Ines Valo\nTom Akers");
  await page.getByLabel("Mastered by").fill("Rae Lindqvist");

  await expect(page.getByLabel("PRE-SAVE URL")).toHaveCount(0);
  await toggleSwitch(page, "PRE-SAVE ENABLED");
  await page.getByLabel("PRE-SAVE URL").fill("https://presave.example/signal-drift");

  await page.getByRole("button", { name: "CREATE" }).click();
  await expect(toast(page, "Release created")).toBeVisible();
  await expect(page.getByRole("heading", { name: "NEW RELEASE" })).toBeVisible();
  await expect(page.getByLabel("TITLE")).toHaveValue("");

  const row = page.getByRole("listitem", { name: "Signal Drift" });
  await expect(row).toContainText("Halden Drift, Sable Fen, Mira Osei");
  await expect(row).toContainText("Draft");
  await expect(row).toContainText("0 pre-saves");

  await row.getByRole("button", { name: /^PUBLISH/ }).click();
  await expect(toast(page, "Release published")).toBeVisible();
  await expect(row).toContainText("Published");
  await row.getByRole("button", { name: /^UNPUBLISH/ }).click();
  await expect(toast(page, "Release unpublished")).toBeVisible();
  await expect(row).toContainText("Draft");

  await row.getByRole("button", { name: /^EDIT/ }).click();
  await expect(page.getByRole("heading", { name: "EDIT RELEASE" })).toBeVisible();
  await expect(page.getByLabel("TITLE")).toHaveValue("Signal Drift", FIRST_LOAD);
  await expect(page.getByLabel("Produced by")).toHaveValue("Ines Valo\nTom Akers");
  await expect(page.getByLabel("PRE-SAVE URL")).toHaveValue("https://presave.example/signal-drift");
  await expect(chosen.getByRole("listitem")).toHaveText([/Sable Fen/, /Mira Osei/]);
  await page.getByRole("button", { name: "Remove Sable Fen" }).click();
  // The saved release has an ISRC: its multi-platform links section shows.
  await expect(page.getByRole("button", { name: "GENERATE LINKS" })).toBeVisible();
  await page.getByLabel("TITLE").fill("Signal Drift (Remastered)");
  await page.getByRole("button", { name: "UPDATE" }).click();
  await expect(toast(page, "Release updated")).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole("heading", { name: "NEW RELEASE" })).toBeVisible();
  await expect(page.getByLabel("TITLE")).toHaveValue("");

  const edited = page.getByRole("listitem", { name: "Signal Drift (Remastered)" });
  await expect(edited).toContainText("Halden Drift, Mira Osei");
  acceptNextDialog(page);
  await edited.getByRole("button", { name: /^DELETE/ }).click();
  await expect(toast(page, "Release deleted")).toBeVisible();
  await expect(edited).toHaveCount(0);
});

test("press: create and edit a post with the rich-text editor, then delete it", async ({ page }) => {
  await signIn(page);
  await page.goto("/admin/press");
  await expect(page.getByRole("heading", { name: "NEW PRESS POST" })).toBeVisible(FIRST_LOAD);
  const toolbar = page.locator(".ql-toolbar");
  for (const format of ["bold", "italic", "underline", "strike", "link", "image", "blockquote", "code-block", "clean"]) {
    await expect(toolbar.locator(`button.ql-${format}`)).toBeVisible();
  }
  await expect(toolbar.locator("button.ql-list")).toHaveCount(2);

  await page.getByRole("button", { name: "Create Post" }).click();
  await expect(toast(page, "Title is required")).toBeVisible();
  await page.getByLabel("TITLE").fill("Studio Diary");
  await page.getByLabel("SLUG").pressSequentially("Studio Diary");
  await expect(page.getByLabel("SLUG")).toHaveValue("studio-diary");
  await page.getByLabel("EXCERPT").fill("A week in the tape room.");
  await page.getByRole("button", { name: "Create Post" }).click();
  await expect(toast(page, "Content is required")).toBeVisible();

  const editor = page.getByRole("textbox", { name: "CONTENT" });
  await editor.click();
  await page.keyboard.type("Monday: ");
  await toolbar.locator("button.ql-bold").click();
  await page.keyboard.type("loops");
  await expect(editor.locator("strong")).toHaveText("loops");
  await toggleSwitch(page, "PUBLISHED");
  await page.getByRole("button", { name: "Create Post" }).click();
  await expect(toast(page, "Press post created")).toBeVisible();
  await expect(page.getByRole("heading", { name: "NEW PRESS POST" })).toBeVisible();
  await expect(page.getByLabel("TITLE")).toHaveValue("");

  const entry = page.getByRole("listitem", { name: "Studio Diary" });
  await expect(entry).toContainText("/studio-diary");
  await expect(entry).toContainText("Published");
  await expect(entry).toContainText("A week in the tape room.");
  // Newest first.
  await expect(page.getByRole("list", { name: "Press posts" }).getByRole("listitem").first()).toHaveAccessibleName("Studio Diary");

  await page.mouse.wheel(0, 2000);
  await entry.getByRole("button", { name: /^Edit/ }).click();
  await expect(page.getByRole("heading", { name: "EDIT PRESS POST" })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByLabel("TITLE")).toHaveValue("Studio Diary", FIRST_LOAD);
  await expect(editor.locator("strong")).toHaveText("loops");
  await page.getByLabel("TITLE").fill("Studio Diary, week 1");
  await editor.click();
  await page.keyboard.press("End");
  await page.keyboard.type(" and tape");
  await page.getByRole("button", { name: "Update Post" }).click();
  await expect(toast(page, "Press post updated")).toBeVisible();
  await expect(page.getByRole("heading", { name: "NEW PRESS POST" })).toBeVisible();

  const edited = page.getByRole("listitem", { name: "Studio Diary, week 1" });
  await edited.getByRole("button", { name: /^Edit/ }).click();
  await expect(editor).toContainText("loops and tape");
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("heading", { name: "NEW PRESS POST" })).toBeVisible();
  await expect(page.getByLabel("TITLE")).toHaveValue("");

  acceptNextDialog(page);
  await edited.getByRole("button", { name: /^Delete/ }).click();
  await expect(toast(page, "Press post deleted")).toBeVisible();
  await expect(edited).toHaveCount(0);
});

test("streaming service: fetch an artist profile, import releases, refetch and refresh links (local fakes)", async ({ page }) => {
  await signIn(page);
  await page.goto("/admin/artists");
  await expect(page.getByRole("note")).toContainText("local fake");
  await page.getByRole("button", { name: "FETCH FROM SPOTIFY" }).click();
  await expect(toast(page, "Please enter a Spotify artist ID or URL")).toBeVisible();
  await page.getByLabel("SPOTIFY ARTIST ID OR URL").fill("https://open.spotify.com/artist/0TestPatternArtist0001?si=abc");
  await page.getByRole("button", { name: "FETCH FROM SPOTIFY" }).click();
  await expect(toast(page, "Fetched data for Test Pattern from Spotify!")).toBeVisible();
  await expect(page.getByLabel("SPOTIFY ARTIST ID OR URL")).toHaveValue("0TestPatternArtist0001");
  // The image field also holds a file picker labelled "IMAGE URL: file to upload".
  await expect(page.getByLabel("IMAGE URL", { exact: true })).toHaveValue(/artist-9\.svg$/);
  await expect(page.getByLabel("GENRE")).toHaveValue("glitch");

  await page.goto("/admin/releases");
  await page.getByRole("button", { name: "FETCH RELEASES" }).click();
  await expect(toast(page, "Please select an artist first")).toBeVisible();
  await pickArtist(page, "ARTIST", "Quiet Engines");
  await page.getByRole("button", { name: "FETCH RELEASES" }).click();
  await expect(toast(page, "Artist doesn't have a Spotify ID set")).toBeVisible();
  await pickArtist(page, "ARTIST", "Halden Drift");
  await page.getByRole("button", { name: "FETCH RELEASES" }).click();
  await expect(toast(page, /^Found \d+ releases$/)).toBeVisible();

  const dialog = page.getByRole("dialog", { name: "IMPORT SPOTIFY RELEASES" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "IMPORT 0 SELECTED" }).click();
  await expect(toast(page, "Please select at least one release")).toBeVisible();
  await dialog.getByRole("checkbox", { name: /Tape Hiss Sermons/ }).check();
  await expect(dialog.getByRole("checkbox", { name: /Reel to Reel/ })).toBeDisabled();
  await dialog.getByRole("button", { name: "IMPORT 1 SELECTED" }).click();
  await expect(toast(page, "Imported 1 release(s)")).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("listitem", { name: "Tape Hiss Sermons" })).toContainText("Draft");

  // The imported release, not a seeded one: the public-site tests read the seeded releases' links.
  const imported = page.getByRole("listitem", { name: "Tape Hiss Sermons" });
  await imported.getByRole("button", { name: /^REFETCH/ }).click();
  await expect(toast(page, "Release refetched successfully with DSP links!")).toBeVisible();

  await imported.getByRole("button", { name: /^EDIT/ }).click();
  await expect(page.getByText("Links powered by Songlink/Odesli")).toBeVisible();
  await expect(page.getByText(/^Last fetched: /)).toBeVisible();
  await page.getByRole("button", { name: "REFRESH LINKS" }).click();
  await expect(toast(page, "DSP links generated!")).toBeVisible();
  await expect(page.getByRole("list", { name: "Streaming links" }).getByRole("listitem").first()).toBeVisible();

  // Published, the release shows its generated links on the public site (incremental rebuild, no restart).
  await page.getByRole("button", { name: "CANCEL" }).click();
  await imported.getByRole("button", { name: /^PUBLISH/ }).click();
  await expect(toast(page, "Release published")).toBeVisible();
  const publicPage = await page.context().newPage();
  // Live once the builds of the import, refetch, links and publish have run in turn: about 6 s each on a quiet machine, 20 s or more on a busy one.
  await expect(async () => {
    const response = await publicPage.goto("/releases/halden-drift/tape-hiss-sermons");
    expect(response?.status()).toBe(200);
  }).toPass({ timeout: 120_000 });
  const listen = publicPage.getByTestId("listen-links");
  await expect(listen.getByRole("heading", { name: "LISTEN ON:" })).toBeVisible();
  await expect(listen.getByRole("link", { name: /Deezer/ })).toHaveAttribute("href", /deezer/);
  await expect(listen.getByRole("link", { name: "Links powered by Songlink/Odesli" })).toBeVisible();
  await expect(listen.getByRole("link", { name: "Links from MusicBrainz (CC0)" })).toBeVisible();
  await publicPage.close();

  // Removed again, so the public-site specs see the seeded catalogue only.
  acceptNextDialog(page);
  await imported.getByRole("button", { name: /^DELETE/ }).click();
  // deleteRelease's first call starts its worker while the site rebuilds: long on a busy machine.
  await expect(toast(page, "Release deleted")).toBeVisible({ timeout: 90_000 });
});

test("an editor scoped to Halden Drift sees only what the role allows", async ({ page }) => {
  await signIn(page, "editor@label.test", "labeleditor");
  await page.goto("/admin/releases");
  const reel = page.getByRole("listitem", { name: "Reel to Reel" });
  await expect(reel).toBeVisible();
  await expect(reel.getByRole("button", { name: /^EDIT/ })).toBeVisible();
  await expect(reel.getByRole("button", { name: /^DELETE/ })).toHaveCount(0);
  await expect(page.getByRole("listitem", { name: "Market Frequencies" })).toHaveCount(0);
  // The primary artist offers only the artist the role names; the list holds and counts only that artist's releases.
  await page.getByRole("combobox", { name: "PRIMARY ARTIST" }).click();
  await expect(page.getByRole("listbox").getByRole("option")).toHaveText(["Halden Drift"]);
  await page.getByRole("combobox", { name: "PRIMARY ARTIST" }).press("Escape");
  await page.getByRole("searchbox", { name: "SEARCH RELEASES" }).fill("market");
  await expect(page.getByText("Nothing matches this search")).toBeVisible();

  await page.goto("/admin/artists");
  await expect(page.getByRole("listitem", { name: "Halden Drift" })).toBeVisible();
  await expect(page.getByRole("listitem", { name: "Mira Osei" })).toHaveCount(0);
  // Artist editing only: no NEW ARTIST form until EDIT, and no publish switch change.
  await expect(page.getByRole("heading", { name: "NEW ARTIST" })).toHaveCount(0);
  await page.getByRole("listitem", { name: "Halden Drift" }).getByRole("button", { name: /^EDIT/ }).click();
  await expect(page.getByRole("switch", { name: "PUBLISHED" })).toBeDisabled();
});
