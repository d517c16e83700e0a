import { randomUUID } from "node:crypto";
import { expect as baseExpect, test, type Page } from "@playwright/test";
import { signIn } from "../session";

/**
 * The tracklist (docs/listening.md): staff build one in the release form,
 * by keyboard too, and the release page shows it, rendered into the HTML.
 * Against the whole local stack with its seed.
 */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 420_000 });
/** A screen's first data: its callables may start cold in the emulator on a busy machine. */
const FIRST_LOAD = { timeout: 120_000 };

const toast = (page: Page, text: string | RegExp) => page.getByRole("status").filter({ hasText: text });
const trackRow = (page: Page, n: number) => page.getByRole("group", { name: `Track ${n}`, exact: true });
/** The track titles as the form holds them, in order. */
const titles = (page: Page) =>
  page
    .getByTestId("track-editor")
    .locator('input[id$="-title"]')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

test("the seeded release page lists its tracks without JavaScript, and fits a 390 px phone", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto("/releases/halden-drift/reel-to-reel");
  const tracklist = page.getByRole("region", { name: "TRACKLIST" });
  const table = tracklist.getByRole("table");
  await expect(table.getByRole("columnheader")).toHaveText(["#Track number", "TITLE", "TIME"]);
  const rows = table.getByTestId("track-row");
  await expect(rows).toHaveCount(9);
  await expect(rows.first()).toContainText("Reel to Reel");
  await expect(rows.nth(1)).toContainText("Splice Room");
  // The explicit mark has a name for screen readers; durations are machine-readable too.
  await expect(rows.nth(5).getByTestId("explicit-mark")).toHaveText("EExplicit");
  await expect(rows.nth(5).getByTestId("explicit-mark")).toHaveAttribute("title", "Explicit");
  await expect(rows.first().locator("time")).toHaveAttribute("datetime", /^PT\d+M\d+S$/);
  await expect(tracklist.getByTestId("tracklist-total")).toHaveText(/^\d+:\d{2}$/);
  // Each track lists the length its seeded audio plays (20 s past the first). Tracks 1–3 are left out:
  // trackAudioUpload.spec.ts, earlier in the run, uploads other masters there (a typed DURATION stays).
  const timed = await rows.evaluateAll((all) =>
    all.map((row) => [
      row.querySelector("time")?.textContent ?? null,
      (JSON.parse(row.querySelector<HTMLElement>("[data-play]")?.dataset.play ?? "{}") as { seconds?: number }).seconds ?? null,
    ]),
  );
  expect(timed.slice(3)).toEqual(Array.from({ length: 6 }, () => ["0:20", 20]));
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const box = await table.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await context.close();
});

test("staff add, reorder by keyboard and remove tracks, save, and the public page lists them", async ({ page, request }) => {
  const slug = `tracklist-test-${randomUUID().slice(0, 8)}`;
  await signIn(page);
  await page.goto("/admin/releases");
  await expect(page.getByRole("heading", { name: "NEW RELEASE" })).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole("listitem", { name: "Reel to Reel" })).toBeVisible(FIRST_LOAD);

  await page.getByLabel("TITLE", { exact: true }).fill("Tracklist Test");
  await page.getByLabel("SLUG").fill(slug);
  // Dated, so the release is on the list's first page (newest first).
  await page.getByLabel("RELEASE DATE").fill("2026-11-20");
  await page.getByRole("combobox", { name: "PRIMARY ARTIST", exact: true }).fill("Sable");
  await page.getByRole("option", { name: "Sable Fen", exact: true }).click();

  // ADD TRACK puts the cursor in the new track's title.
  const section = page.getByTestId("tracklist-section");
  await expect(section).toContainText("No tracks yet.");
  for (const [title, duration] of [
    ["Alpha", "3:05"],
    ["", "4:10"],
    ["Gamma", "1:02:03"],
  ] as const) {
    await section.getByRole("button", { name: "ADD TRACK" }).click();
    await page.keyboard.type(title);
    await page.keyboard.press("Tab");
    await page.keyboard.type(duration);
  }
  await trackRow(page, 2).getByLabel("ISRC").pressSequentially("gb-aaa-24-00001");
  await expect(trackRow(page, 2).getByLabel("ISRC")).toHaveValue("GB-AAA-24-00001");
  await trackRow(page, 3).locator("label").filter({ hasText: "EXPLICIT" }).click();

  // The one message says which track.
  await page.getByRole("button", { name: "CREATE" }).click();
  await expect(toast(page, "Track 2: Track title is required")).toBeVisible();
  await trackRow(page, 2).getByLabel("TITLE").fill("Beta");

  // Move Gamma up twice with its ↑ button and the keyboard: the focus follows it.
  await trackRow(page, 3).getByRole("button", { name: "Move track 3 up" }).focus();
  await page.keyboard.press("Enter");
  await expect.poll(() => titles(page)).toEqual(["Alpha", "Gamma", "Beta"]);
  await expect(page.getByRole("button", { name: "Move track 2 up" })).toBeFocused();
  await expect(section.getByRole("status")).toHaveText("Gamma moved to position 2 of 3");
  await page.keyboard.press("Enter");
  await expect.poll(() => titles(page)).toEqual(["Gamma", "Alpha", "Beta"]);
  // First now: its ↑ can go no further, the focus is on its ↓.
  await expect(page.getByRole("button", { name: "Move track 1 down" })).toBeFocused();

  // Alt+↓ from a track's input moves it, and the cursor stays in the same input of the moved track.
  await trackRow(page, 2).getByLabel("TITLE").focus();
  await page.keyboard.press("Alt+ArrowDown");
  await expect.poll(() => titles(page)).toEqual(["Gamma", "Beta", "Alpha"]);
  await expect(trackRow(page, 3).getByLabel("TITLE")).toBeFocused();
  await expect(trackRow(page, 3).getByLabel("DURATION")).toHaveValue("3:05");

  // Add one more, then remove it again.
  await section.getByRole("button", { name: "ADD TRACK" }).click();
  await page.keyboard.type("Outtake");
  await trackRow(page, 4).getByRole("button", { name: "Remove track 4" }).click();
  await expect.poll(() => titles(page)).toEqual(["Gamma", "Beta", "Alpha"]);
  await expect(section.getByRole("status")).toHaveText("Outtake removed");
  await expect(section.getByRole("button", { name: "Remove track 3" })).toBeFocused();

  await page
    .locator("label")
    .filter({ hasText: /^PUBLISHED$/ })
    .click();
  await page.getByRole("button", { name: "CREATE" }).click();
  await expect(toast(page, "Release created")).toBeVisible();

  // The list shows the new release; EDIT brings its tracks back in order.
  const row = page.getByRole("listitem", { name: "Tracklist Test" });
  await row.getByRole("button", { name: /^EDIT/ }).click();
  await expect(page.getByRole("heading", { name: "EDIT RELEASE" })).toBeVisible();
  await expect.poll(() => titles(page)).toEqual(["Gamma", "Beta", "Alpha"]);
  await expect(trackRow(page, 1).getByLabel("DURATION")).toHaveValue("1:02:03");
  await expect(trackRow(page, 2).getByLabel("ISRC")).toHaveValue("GBAAA2400001");
  await expect(trackRow(page, 1).getByRole("switch", { name: "EXPLICIT" })).toBeChecked();

  try {
    // Live after the site builder's next pass.
    const path = `/releases/sable-fen/${slug}`;
    await expect.poll(async () => (await request.get(path)).status(), { timeout: 120_000 }).toBe(200);
    await page.goto(path);
    const rows = page.getByTestId("track-row");
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toContainText("1Gamma");
    await expect(rows.nth(0)).toContainText("1:02:03");
    await expect(rows.nth(0).getByTestId("explicit-mark")).toBeVisible();
    await expect(rows.nth(1)).toContainText("2Beta4:10");
    await expect(rows.nth(2)).toContainText("3Alpha3:05");
    await expect(page.getByTestId("tracklist-total")).toHaveText("1:09:18");
  } finally {
    await page.goto("/admin/releases");
    page.once("dialog", (dialog) => void dialog.accept());
    await page
      .getByRole("listitem", { name: "Tracklist Test" })
      .getByRole("button", { name: /^DELETE/ })
      .click(FIRST_LOAD);
    await expect(toast(page, "Release deleted")).toBeVisible(FIRST_LOAD);
  }
});
