import { expect as baseExpect, test, type Locator, type Page } from "@playwright/test";
import { signIn } from "./session";

/**
 * The back office by keyboard alone: after signing in, every step is
 * page.keyboard (Tab, Shift+Tab, Enter, Space, Escape, arrows, typing);
 * nothing is clicked, filled or focused from the test. The delete
 * confirmations are the browser's own confirm dialog, accepted as a
 * keyboard user does with Enter (Playwright answers it through its dialog
 * event, the only way to reach browser UI).
 */
// Generous: each function's first call starts its emulator worker, slow on a busy machine.
const expect = baseExpect.configure({ timeout: 60_000 });
test.describe.configure({ timeout: 300_000 });

const toast = (page: Page, text: string | RegExp) => page.getByRole("status").filter({ hasText: text });

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Presses Tab (or Shift+Tab) until the target has focus, as a keyboard user reaches a control. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 250 } = {}) {
  await expect(target).toBeAttached();
  for (let presses = 0; presses < max; presses++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
  }
  throw new Error(`${max} presses of ${backwards ? "Shift+Tab" : "Tab"} never reached ${target}`);
}

/** Tab and Shift+Tab, many times over, never take focus out of the open dialog. */
async function expectFocusTrapped(page: Page, dialog: Locator) {
  for (const key of ["Tab", "Shift+Tab"]) {
    for (let presses = 0; presses < 12; presses++) {
      await page.keyboard.press(key);
      expect(
        await dialog.evaluate((element) => element.contains(document.activeElement)),
        `focus inside the dialog after ${presses + 1} × ${key}`,
      ).toBe(true);
    }
  }
}

test("a press post: create it published, edit it, delete it with its confirmation, by keyboard", async ({ page }) => {
  await signIn(page);
  await page.goto("/admin/press");
  await expect(page.getByRole("heading", { name: "NEW PRESS POST" })).toBeVisible();

  await tabTo(page, page.getByLabel("TITLE"));
  await page.keyboard.type("Keyboard Notes");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("SLUG")).toBeFocused();
  await page.keyboard.type("Keyboard Notes");
  await expect(page.getByLabel("SLUG")).toHaveValue("keyboard-notes");
  await tabTo(page, page.getByLabel("EXCERPT"));
  await page.keyboard.type("Written without a mouse.");

  // The rich-text toolbar by keyboard: its bold button, then into the text.
  const editor = page.getByRole("textbox", { name: "CONTENT" });
  await tabTo(page, page.getByRole("button", { name: "Bold" }));
  await page.keyboard.press("Enter");
  await tabTo(page, editor);
  await page.keyboard.type("Every key");
  await expect(editor.locator("strong")).toHaveText("Every key");
  // Tab leaves the editor instead of typing a tab character into it.
  await page.keyboard.press("Tab");
  await expect(editor).not.toBeFocused();
  await expect(editor).toHaveText("Every key");

  await tabTo(page, page.getByRole("switch", { name: "PUBLISHED" }));
  await page.keyboard.press("Space");
  await expect(page.getByRole("switch", { name: "PUBLISHED" })).toBeChecked();
  await tabTo(page, page.getByRole("button", { name: "Create Post" }));
  await page.keyboard.press("Enter");
  await expect(toast(page, "Press post created")).toBeVisible();
  const entry = page.getByRole("listitem", { name: "Keyboard Notes" });
  await expect(entry).toContainText("Published");

  await tabTo(page, entry.getByRole("button", { name: "Edit Keyboard Notes" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "EDIT PRESS POST" })).toBeVisible();
  await tabTo(page, page.getByLabel("TITLE"), { backwards: true });
  await page.keyboard.press("End");
  await page.keyboard.type(", revised");
  await tabTo(page, page.getByRole("button", { name: "Update Post" }));
  await page.keyboard.press("Enter");
  await expect(toast(page, "Press post updated")).toBeVisible();
  const edited = page.getByRole("listitem", { name: "Keyboard Notes, revised" });
  await expect(edited).toContainText("Published");

  page.once("dialog", (dialog) => void dialog.accept());
  await tabTo(page, edited.getByRole("button", { name: "Delete Keyboard Notes, revised" }));
  await page.keyboard.press("Enter");
  await expect(toast(page, "Press post deleted")).toBeVisible();
  await expect(edited).toHaveCount(0);
});

test("a draft release: published and withdrawn again from the list by keyboard", async ({ page }) => {
  await signIn(page);
  await page.goto("/admin/releases");
  await tabTo(page, page.getByRole("button", { name: "PUBLISH Unfinished Session", exact: true }));
  await page.keyboard.press("Enter");
  await expect(toast(page, "Release published")).toBeVisible();
  const entry = page.getByRole("listitem", { name: "Unfinished Session" });
  await expect(entry).toContainText("Published");
  await tabTo(page, page.getByRole("button", { name: "UNPUBLISH Unfinished Session" }), { backwards: true });
  await page.keyboard.press("Enter");
  await expect(toast(page, "Release unpublished")).toBeVisible();
  await expect(entry).toContainText("Draft");
});

test("the role dialog: focus trapped while open, Escape closes it and focus returns; a role created, granted a permission and deleted", async ({
  page,
}) => {
  await signIn(page);
  await page.goto("/admin/roles");
  const newRole = page.getByRole("button", { name: "NEW ROLE" });
  await tabTo(page, newRole);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "NEW ROLE" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("ROLE NAME")).toBeFocused();
  await expectFocusTrapped(page, dialog);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(newRole).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(dialog.getByLabel("ROLE NAME")).toBeFocused();
  await page.keyboard.type("Keyboard Role");
  await tabTo(page, dialog.getByRole("button", { name: "CREATE" }));
  await page.keyboard.press("Enter");
  await expect(toast(page, "Role created successfully")).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const role = page.getByRole("listitem", { name: "Keyboard Role" });
  await tabTo(page, role.getByRole("button", { name: /^Keyboard Role/ }));
  await page.keyboard.press("Enter");
  const viewArtists = page.getByRole("table", { name: "Global permissions" }).getByRole("checkbox", { name: /^artists view$/i });
  await tabTo(page, viewArtists);
  await page.keyboard.press("Space");
  await expect(viewArtists).toBeChecked();

  page.once("dialog", (confirm) => void confirm.accept());
  await tabTo(page, role.getByRole("button", { name: "Delete Keyboard Role" }), { backwards: true });
  await page.keyboard.press("Enter");
  await expect(toast(page, "Role deleted successfully")).toBeVisible();
  await expect(role).toHaveCount(0);
});

test("the import dialog: the artist picked and the releases fetched by keyboard, focus trapped, Escape and CANCEL close it and focus returns", async ({
  page,
}) => {
  await signIn(page);
  await page.goto("/admin/releases");
  await tabTo(page, page.getByRole("combobox", { name: "ARTIST", exact: true }));
  await page.keyboard.type("Halden");
  await expect(page.getByRole("option", { name: "Halden Drift" })).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("combobox", { name: "ARTIST", exact: true })).toHaveValue("Halden Drift");

  const fetchReleases = page.getByRole("button", { name: "FETCH RELEASES" });
  await tabTo(page, fetchReleases);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "IMPORT SPOTIFY RELEASES" });
  await expect(dialog.getByRole("checkbox").first()).toBeVisible();
  await expectFocusTrapped(page, dialog);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(fetchReleases).toBeFocused();

  // Again: a release chosen with Space, then CANCEL (nothing imported: other tests import these).
  await page.keyboard.press("Enter");
  const release = dialog.getByRole("checkbox", { name: /Tape Hiss Sermons/ });
  await tabTo(page, release);
  await page.keyboard.press("Space");
  await expect(release).toBeChecked();
  await expect(dialog.getByRole("button", { name: "IMPORT 1 SELECTED" })).toBeVisible();
  await tabTo(page, dialog.getByRole("button", { name: "CANCEL" }));
  await page.keyboard.press("Enter");
  await expect(dialog).toHaveCount(0);
  await expect(fetchReleases).toBeFocused();
});
