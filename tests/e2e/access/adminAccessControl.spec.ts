import { expect as baseExpect, test, type Page } from "@playwright/test";
import { signIn } from "../session";

// Each function's first call starts its worker in the emulator, which takes
// seconds on a busy machine; the assertions wait for that, not for a bug
// (createRole's first call took over 30 s at a load of 25: SAVING... still shown).
const expect = baseExpect.configure({ timeout: 60_000 });
test.describe.configure({ timeout: 180_000 });

async function userCount(page: Page): Promise<number> {
  await expect(page.getByRole("listitem", { name: "admin@label.test" })).toBeVisible();
  const heading = page.getByRole("heading", { name: /^ALL USERS \(\d+\)$/ });
  await expect(heading).toBeVisible();
  return Number((await heading.textContent())?.match(/\d+/)?.[0]);
}

test("an admin invites a user with a role, then adds and removes a role", async ({ page }) => {
  await signIn(page);
  await page.goto("/admin/users");
  const before = await userCount(page);
  await expect(page.getByRole("listitem", { name: "admin@label.test" }).getByText("SUPER ADMIN", { exact: true })).toBeVisible();

  // Only the first failing message shows, and nothing is sent.
  await page.getByRole("button", { name: "INVITE USER" }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  const email = `invitee-${Date.now()}@label.test`;
  await page.getByLabel("EMAIL", { exact: true }).fill(email);
  await page.getByRole("button", { name: "INVITE USER" }).click();
  await expect(page.getByText("Please select a role")).toBeVisible();

  await page.getByLabel("ROLE", { exact: true }).selectOption({ label: "Artist Editor" });
  await page.getByRole("button", { name: "INVITE USER" }).click();
  await expect(page.getByText("User invited successfully")).toBeVisible();
  await expect(page.getByLabel(`Password setup link for ${email}`)).toHaveValue(/mode=resetPassword/);
  await expect(page.getByRole("heading", { name: `ALL USERS (${before + 1})` })).toBeVisible();

  const card = page.getByRole("listitem", { name: email });
  await expect(card.getByText("ARTIST EDITOR", { exact: true })).toBeVisible();
  const addRole = card.getByLabel(`Add role to ${email}`);
  // '+ Add Role' offers only the roles the user lacks.
  await expect(addRole.locator("option")).toHaveText(["+ Add Role", "Super Admin"]);

  await addRole.selectOption({ label: "Super Admin" });
  await expect(page.getByText("Role assigned successfully")).toBeVisible();
  await expect(card.getByText("SUPER ADMIN", { exact: true })).toBeVisible();
  await expect(card.getByLabel(`Add role to ${email}`)).toHaveCount(0);

  await card.getByRole("button", { name: "REMOVE ARTIST EDITOR" }).click();
  await expect(page.getByText("Role removed successfully")).toBeVisible();
  await expect(card.getByText("ARTIST EDITOR", { exact: true })).toHaveCount(0);
  await card.getByRole("button", { name: "REMOVE SUPER ADMIN" }).click();
  await expect(card.getByText("NO ROLES", { exact: true })).toBeVisible();

  // Kept after a reload.
  await page.reload();
  await expect(page.getByRole("listitem", { name: email }).getByText("NO ROLES", { exact: true })).toBeVisible();
});

test("an admin creates a role, grants it global and artist-specific permissions that stay after a reload, then deletes it", async ({
  page,
}) => {
  await signIn(page);
  await page.goto("/admin/roles");
  await expect(page.getByRole("listitem", { name: "Super Admin" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Delete Super Admin" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Delete Artist Editor" })).toBeVisible();

  // The dialog closes with Escape and checks the name before sending.
  await page.getByRole("button", { name: "NEW ROLE" }).click();
  const dialog = page.getByRole("dialog", { name: "NEW ROLE" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("ROLE NAME")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: "NEW ROLE" }).click();
  await dialog.getByRole("button", { name: "CREATE" }).click();
  await expect(page.getByText("Role name is required")).toBeVisible();

  const name = `Tour Crew ${Date.now()}`;
  await dialog.getByLabel("ROLE NAME").fill(name);
  await dialog.getByLabel("DESCRIPTION").fill("Runs the tour pages");
  await dialog.getByRole("button", { name: "CREATE" }).click();
  await expect(page.getByText("Role created successfully")).toBeVisible();
  await expect(dialog).toBeHidden();

  // The new role is selected: its grids start empty.
  const global = page.getByRole("table", { name: "Global permissions" });
  await expect(global.getByRole("checkbox")).toHaveCount(30);
  await expect(global.getByRole("checkbox", { checked: true })).toHaveCount(0);
  await global.getByRole("checkbox", { name: "press edit" }).check();
  await expect(global.getByRole("checkbox", { name: "press edit" })).toBeChecked();

  await page.getByLabel("ARTIST", { exact: true }).selectOption({ label: "Halden Drift" });
  const scoped = page.getByRole("table", { name: "Permissions for Halden Drift" });
  await expect(scoped.getByRole("checkbox")).toHaveCount(15);
  await scoped.getByRole("checkbox", { name: "releases edit" }).check();
  await expect(scoped.getByRole("checkbox", { name: "releases edit" })).toBeChecked();

  await page.reload();
  // The role's own button (named by its name and description), not its EDIT or DELETE.
  await page
    .getByRole("listitem", { name })
    .getByRole("button", { name: new RegExp(`^${name}`) })
    .click();
  await expect(global.getByRole("checkbox", { name: "press edit" })).toBeChecked();
  await expect(global.getByRole("checkbox", { checked: true })).toHaveCount(1);
  await page.getByLabel("ARTIST", { exact: true }).selectOption({ label: "Halden Drift" });
  await expect(scoped.getByRole("checkbox", { name: "releases edit" })).toBeChecked();
  await expect(scoped.getByRole("checkbox", { checked: true })).toHaveCount(1);

  // Unticking removes the grant.
  await global.getByRole("checkbox", { name: "press edit" }).uncheck();
  await expect(global.getByRole("checkbox", { checked: true })).toHaveCount(0);

  page.once("dialog", (confirm) => {
    expect(confirm.message()).toBe("Are you sure you want to delete this role?");
    void confirm.accept();
  });
  await page.getByRole("button", { name: `Delete ${name}` }).click();
  await expect(page.getByText("Role deleted successfully")).toBeVisible();
  await expect(page.getByRole("listitem", { name })).toHaveCount(0);
});
