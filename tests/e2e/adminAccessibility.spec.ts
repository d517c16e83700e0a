import { expect as baseExpect, test, type Locator, type Page } from "@playwright/test";
import { ADMIN_SECTIONS } from "../../src/admin/sections";
import { expectNoSeriousViolations as axeCheck } from "./axe";
import { signIn } from "./session";

/**
 * axe over every admin screen and dialog, signed in as the Super Admin: no
 * serious or critical violation (WCAG 2.1 A and AA). Dialogs and panels are
 * opened first so their content is part of the page axe reads.
 */
// Generous: each function's first call starts its emulator worker, slow on a busy machine.
const expect = baseExpect.configure({ timeout: 60_000 });
test.describe.configure({ timeout: 300_000 });

const expectNoSeriousViolations = (page: Page, what: string) => axeCheck(page, { what, minPasses: 5 });

/** Waits until a screen's first data is shown: no LOADING... status left. */
async function settled(page: Page) {
  await expect(page.getByRole("main")).toBeVisible();
  await expect(page.getByText("LOADING...")).toHaveCount(0);
}

async function openDialog(page: Page, opener: Locator, name: string) {
  await opener.click();
  const dialog = page.getByRole("dialog", { name });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("the dashboard and every section's list screen", async ({ page }) => {
  await signIn(page);
  await settled(page);
  await expectNoSeriousViolations(page, "/admin");
  for (const section of ADMIN_SECTIONS) {
    await page.goto(`/admin/${section.path}`);
    await settled(page);
    await expectNoSeriousViolations(page, `/admin/${section.path}`);
  }
});

test("the forms opened for editing: artist, release with its fans panel and history, press post with its rich-text toolbar", async ({
  page,
}) => {
  await signIn(page);
  await page.goto("/admin/artists");
  await page.getByRole("button", { name: "EDIT Halden Drift" }).click();
  await expect(page.getByRole("heading", { name: "VERSION HISTORY" })).toBeVisible();
  await expectNoSeriousViolations(page, "artist form");

  await page.goto("/admin/releases");
  await page.getByRole("button", { name: "EDIT Reel to Reel" }).click();
  await expect(page.getByTestId("release-fans")).toBeVisible();
  await expectNoSeriousViolations(page, "release form");

  await page.goto("/admin/press");
  await page.getByRole("button", { name: "Edit Cobalt Choir tour dates" }).click();
  await expect(page.locator(".ql-toolbar")).toBeVisible();
  await expectNoSeriousViolations(page, "press form");
});

test("the release dialogs: import from Spotify and analytics", async ({ page }) => {
  await signIn(page);
  await page.goto("/admin/releases");
  await page.getByRole("combobox", { name: "ARTIST", exact: true }).fill("Halden");
  await page.getByRole("option", { name: "Halden Drift" }).click();
  const importDialog = await openDialog(page, page.getByRole("button", { name: "FETCH RELEASES" }), "IMPORT SPOTIFY RELEASES");
  await expect(importDialog.getByRole("checkbox").first()).toBeVisible();
  await expectNoSeriousViolations(page, "import dialog");
  await page.keyboard.press("Escape");
  await expect(importDialog).toHaveCount(0);

  const analytics = await openDialog(page, page.getByRole("button", { name: "ANALYTICS Reel to Reel" }), "ANALYTICS");
  await expect(analytics.getByRole("term").filter({ hasText: "Listen clicks" })).toBeVisible();
  await settled(page);
  await expectNoSeriousViolations(page, "analytics dialog");
});

test("the roles screen: a role's permissions and the role dialog", async ({ page }) => {
  await signIn(page);
  await page.goto("/admin/roles");
  await settled(page);
  await page
    .getByRole("listitem", { name: "Artist Editor" })
    .getByRole("button", { name: /^Artist Editor/ })
    .click();
  await expect(page.getByRole("table", { name: "Global permissions" })).toBeVisible();
  await expectNoSeriousViolations(page, "role permissions");
  await openDialog(page, page.getByRole("button", { name: "NEW ROLE" }), "NEW ROLE");
  await expectNoSeriousViolations(page, "new role dialog");
});

test("the demo desk: the review panel, the reply and the templates dialogs", async ({ page }) => {
  await signIn(page);
  await page.goto("/admin/demos");
  const card = page.getByRole("article", { name: "Tidal Locking" });
  await card.getByRole("button", { name: "Review Tidal Locking" }).click();
  await expect(card.getByTestId("waveform")).toHaveAttribute("data-ready", "true");
  await expectNoSeriousViolations(page, "demo review panel");
  // The reply goes with a decision: the accepted demo.
  const decided = page.getByRole("article", { name: "Bone Flute Study" });
  const reply = await openDialog(page, decided.getByRole("button", { name: "Reply to artist" }), "REPLY TO ARTIST");
  // Judged once the decision's template has filled subject and body: "Send reply" turning enabled then fades
  // in from half opacity, and an axe run that began before it measured the fade (a clean-clone run, once).
  await expect(reply.getByRole("button", { name: "Send reply" })).toBeEnabled();
  await expectNoSeriousViolations(page, "reply dialog");
  await page.keyboard.press("Escape");
  await openDialog(page, page.getByRole("button", { name: "Reply templates" }), "REPLY TEMPLATES");
  await expectNoSeriousViolations(page, "reply templates dialog");
});
