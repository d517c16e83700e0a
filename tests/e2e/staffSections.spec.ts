import { expect as baseExpect, test } from "@playwright/test";
import { signIn } from "./session";

// A function's first call starts its worker in the emulator; the waits are for that.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

test("an artist-scoped editor sees only its sections, and is told so at the others' URLs", async ({ page }) => {
  await signIn(page, "editor@label.test", "labeleditor");
  await expect(page.getByRole("heading", { name: "ADMIN DASHBOARD" })).toBeVisible();
  await expect(page.getByRole("link", { name: /^(ARTISTS|RELEASES|PRESS|DEMOS|USERS|ROLES)/ })).toHaveText([/^ARTISTS/, /^RELEASES/]);

  for (const [path, falseEmpty] of [
    ["press", "No press posts yet"],
    ["demos", "No demos found"],
    ["users", /ALL USERS/],
    ["roles", "No roles found"],
  ] as const) {
    await page.goto(`/admin/${path}`);
    await expect(page.getByRole("alert")).toHaveText("You don't have access to this section");
    await expect(page.getByText(falseEmpty)).toHaveCount(0);
  }

  // Its own sections work; without publish on artists the PUBLISHED switch is visibly read-only.
  await page.goto("/admin/artists");
  const halden = page.getByRole("listitem", { name: "Halden Drift" });
  await halden.getByRole("button", { name: /^EDIT/ }).click();
  const readOnly = page.locator("#artist-published");
  await expect(readOnly).toBeDisabled();
  const track = (id: string) =>
    page.locator(`#${id} + span`).evaluate((el) => ({ opacity: getComputedStyle(el).opacity, border: getComputedStyle(el).borderStyle }));
  expect(await track("artist-published")).toEqual({ opacity: "0.4", border: "dashed" });
  await page.goto("/admin/releases");
  await page.getByRole("listitem", { name: "Reel to Reel" }).getByRole("button", { name: /^EDIT/ }).click();
  await expect(page.locator("#release-published")).toBeEnabled();
  const active = await track("release-published");
  expect(active.opacity).toBe("1");
  expect(active.border).not.toBe("dashed");
});
