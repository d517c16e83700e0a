import { expect as baseExpect, test, type Page, type Request } from "@playwright/test";
import { signIn } from "./session";

// A function's first call starts its worker in the emulator; the waits are for that.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const toast = (page: Page, text: string | RegExp) => page.getByRole("status").filter({ hasText: text });

test("a load failure shows the spec's text, not the server's", async ({ page }) => {
  await signIn(page);
  // The function answers as an unavailable backend would.
  await page.route("**/listAdminPressPosts", (route) =>
    route.fulfill({
      status: 503,
      contentType: "application/json",
      body: JSON.stringify({ error: { status: "UNAVAILABLE", message: "Firestore backend unavailable" } }),
    }),
  );
  await page.goto("/admin/press");
  await expect(toast(page, "Failed to load press posts")).toHaveText("Failed to load press posts");
  await expect(page.getByText("Firestore backend unavailable")).toHaveCount(0);
});

test("a function's message arrives without a status code; validation toasts replace each other", async ({ page }) => {
  await signIn(page);
  await page.goto("/admin/roles");
  await page.getByRole("button", { name: "NEW ROLE" }).click();
  const dialog = page.getByRole("dialog", { name: "NEW ROLE" });
  await dialog.getByRole("button", { name: "CREATE" }).click();
  await dialog.getByRole("button", { name: "CREATE" }).click();
  await dialog.getByRole("button", { name: "CREATE" }).click();
  await expect(toast(page, "Role name is required")).toHaveCount(1);
  await dialog.getByLabel("ROLE NAME").fill("Artist Editor");
  await dialog.getByRole("button", { name: "CREATE" }).click();
  // createRole's first call starts its worker, which can take long on a busy machine.
  await expect(toast(page, "Error saving role")).toContainText("A role with this name already exists", { timeout: 90_000 });
  await expect(toast(page, "Error saving role")).not.toContainText("[");
});

test("the import dialog shows streaming dates in US long format at their own precision", async ({ page }) => {
  await signIn(page);
  await page.goto("/admin/releases");
  await page.getByRole("combobox", { name: "ARTIST", exact: true }).fill("Halden");
  await page.getByRole("option", { name: "Halden Drift" }).click();
  await page.getByRole("button", { name: "FETCH RELEASES" }).click();
  const dialog = page.getByRole("dialog", { name: "IMPORT SPOTIFY RELEASES" });
  await expect(dialog.getByRole("checkbox", { name: /Reel to Reel/ })).toBeVisible();
  await expect(dialog.getByRole("listitem").filter({ hasText: "Reel to Reel" })).toContainText("October 3, 2026");
  await expect(dialog.getByRole("listitem").filter({ hasText: "Salvaged Frequencies" })).toContainText("November 2024 ·");
  await expect(dialog.getByRole("listitem").filter({ hasText: "Loops for Empty Rooms" })).toContainText("2023 · COMPILATION");
  await expect(dialog.getByText(/\d{4}-\d{2}/)).toHaveCount(0);
});

test("pausing a demo before it starts playing is not an error; one genre name on cards and selects", async ({ page }) => {
  await signIn(page);
  // The audio answer is held back until the pause, so the pause comes before playback starts.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/demoAudio?**", async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  // The audio request's end, answered or dropped by the paused player.
  let audioEnded!: () => void;
  const ended = new Promise<void>((resolve) => (audioEnded = resolve));
  const onAudioEnd = (request: Request) => {
    if (request.url().includes("/demoAudio?")) audioEnded();
  };
  page.on("requestfinished", onAudioEnd).on("requestfailed", onAudioEnd);
  await page.goto("/admin/demos");
  const card = page.getByRole("article", { name: "Tidal Locking" });
  const requested = page.waitForRequest("**/demoAudio?**");
  await card.getByRole("button", { name: "Play Tidal Locking" }).click();
  await requested;
  await card.getByRole("button", { name: "Pause Tidal Locking" }).click();
  await expect(card.getByRole("button", { name: "Play Tidal Locking" })).toBeVisible();
  release();
  await ended;
  await expect(page.locator("[role=status]").filter({ hasText: /./ })).toHaveCount(0);

  const banger = page.getByRole("article", { name: "Club Banger 3000" });
  await page.getByRole("button", { name: /^All/ }).click();
  await expect(banger.getByText("EDM", { exact: true })).toBeVisible();
});

test("'+ Add Role' selects have one width whatever their options", async ({ page }) => {
  await signIn(page);
  await page.goto("/admin/users");
  const selects = page.getByRole("combobox", { name: /^Add role to / });
  await expect(selects.nth(1)).toBeVisible();
  const widths = await selects.evaluateAll((all) => all.map((s) => Math.round(s.getBoundingClientRect().width)));
  expect(new Set(widths).size).toBe(1);
});

test("the release page's player is sized by CSS, not a width attribute", async ({ page }) => {
  await page.goto("/releases/halden-drift/reel-to-reel");
  const embed = page.getByTestId("album-embed");
  await expect(embed).not.toHaveAttribute("width", /.*/);
  // Without CSS an iframe is 300 px wide; w-full makes it the width of its container's content box.
  const [own, room] = await embed.evaluate((el) => {
    const parent = getComputedStyle(el.parentElement!);
    return [
      el.getBoundingClientRect().width,
      el.parentElement!.clientWidth - parseFloat(parent.paddingLeft) - parseFloat(parent.paddingRight),
    ];
  });
  expect(Math.round(own)).toBe(Math.round(room));
});
