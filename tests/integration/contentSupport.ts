import { permissionId, type RolePermission } from "../../src/lib/domain/access";
import { SUPER_ADMIN_ROLE_NAME, type Action } from "../../src/lib/domain/shared";
import { EMPTY_ARTIST_FORM } from "../../src/admin/screens/catalog/Artists/artistFormValues";
import { EMPTY_PRESS_FORM } from "../../src/admin/screens/catalog/Press/pressFormValues";
import { EMPTY_RELEASE_FORM } from "../../src/admin/screens/catalog/Releases/releaseFormValues";
import { makeArtist } from "../factories";
import { repositories, resetDatabase, signInTestUser } from "./support";

/**
 * Staff and artists of the content-function tests: a Super Admin, an editor
 * scoped to Halden Drift (the seed's Artist Editor grants), a signed-in fan
 * without a role, and a role whose grants each test sets.
 */
export const repos = repositories();

export const HALDEN = "a0000000-0000-4000-8000-000000000001";
export const OTHER = "a0000000-0000-4000-8000-000000000002";
export const THIRD = "a0000000-0000-4000-8000-000000000003";

const ROLE = { superAdmin: "role-super", editor: "role-editor", custom: "role-custom" } as const;

type Account = { uid: string; idToken: string };
export interface Staff {
  admin: Account;
  editor: Account;
  fan: Account;
  /** Holds only the grants given with `grantCustom`. */
  custom: Account;
}

const EDITOR_GRANTS: [string, Action[]][] = [
  ["artists", ["view", "edit"]],
  ["releases", ["view", "draft", "edit", "publish"]],
];

/** Signs in the staff (creating their Auth accounts on first use). */
export async function signInStaff(): Promise<Staff> {
  const [admin, editor, fan, custom] = await Promise.all(
    ["content-admin", "content-editor", "content-fan", "content-custom"].map((name) => signInTestUser(`${name}@label.test`)),
  );
  return { admin: admin!, editor: editor!, fan: fan!, custom: custom! };
}

/**
 * Fresh database with the staff and three artists (Halden Drift, Other
 * Artist, Third Artist); staff already signed in are not signed in again.
 */
export async function setUpStaff(signedIn?: Staff): Promise<Staff> {
  await resetDatabase();
  const { admin, editor, fan, custom } = signedIn ?? (await signInStaff());
  const user = (account: Account, email: string, role_ids: string[]) =>
    repos.users.set({ user_id: account.uid, email, created_at: new Date(), role_ids });
  await Promise.all([
    repos.roles.set({ id: ROLE.superAdmin, name: SUPER_ADMIN_ROLE_NAME, description: null }),
    repos.roles.set({ id: ROLE.editor, name: "Artist Editor", description: null }),
    repos.roles.set({ id: ROLE.custom, name: "Custom", description: null }),
    ...EDITOR_GRANTS.flatMap(([resource, actions]) =>
      actions.map((action) =>
        repos.rolePermissions.set({
          role_id: ROLE.editor,
          permission_id: `${resource}.${action}` as RolePermission["permission_id"],
          artist_id: HALDEN,
        }),
      ),
    ),
    user(admin, "content-admin@label.test", [ROLE.superAdmin]),
    user(editor, "content-editor@label.test", [ROLE.editor]),
    user(fan, "content-fan@label.test", []),
    user(custom, "content-custom@label.test", [ROLE.custom]),
    repos.artists.set(makeArtist({ id: HALDEN, name: "Halden Drift", slug: "halden-drift" })),
    repos.artists.set(makeArtist({ id: OTHER, name: "Other Artist", slug: "other-artist" })),
    repos.artists.set(makeArtist({ id: THIRD, name: "Third Artist", slug: "third-artist", is_published: false })),
  ]);
  return { admin, editor, fan, custom };
}

/** Replaces the custom role's grants. */
export async function grantCustom(
  grants: { resource: "artists" | "releases" | "press" | "store"; action: Action; artistId?: string | null }[],
) {
  await Promise.all((await repos.rolePermissions.listForRole(ROLE.custom)).map((grant) => repos.rolePermissions.remove(grant)));
  await Promise.all(
    grants.map((g) =>
      repos.rolePermissions.set({ role_id: ROLE.custom, permission_id: permissionId(g.resource, g.action), artist_id: g.artistId ?? null }),
    ),
  );
}

/**
 * Valid form payloads: the admin forms' own empty values (what a browser
 * sends), filled in where the schema requires it.
 */
export function artistInput(overrides: Record<string, unknown> = {}) {
  return { ...EMPTY_ARTIST_FORM, name: "New Artist", slug: "new-artist", genre: "ambient", ...overrides };
}

export function releaseInput(overrides: Record<string, unknown> = {}) {
  return {
    ...EMPTY_RELEASE_FORM,
    title: "New Release",
    slug: "new-release",
    artist_id: HALDEN,
    genre: "ambient",
    release_date: "2025-05-01",
    year: "2025",
    ...overrides,
  };
}

export function pressInput(overrides: Record<string, unknown> = {}) {
  return { ...EMPTY_PRESS_FORM, title: "Label news", slug: "label-news", content: "<p>Hello</p>", ...overrides };
}

export { expectError, expectOk, recordedChanges, type CallResult } from "./support";
