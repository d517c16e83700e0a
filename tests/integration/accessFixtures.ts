import { ALL_PERMISSIONS, permissionId, type PermissionId, type RolePermission } from "../../src/lib/domain/access";
import { SUPER_ADMIN_ROLE_NAME } from "../../src/lib/domain/shared";
import { makeArtist } from "../factories";
import { callFunction, repositories, signInTestUser } from "./support";

/**
 * The cast of the user-management tests: one person per kind of caller, each
 * with a real Auth account, and the roles they hold.
 */
export const ARTIST_ID = "a0000000-0000-4000-8000-0000000000a1";
export const OTHER_ARTIST_ID = "a0000000-0000-4000-8000-0000000000a2";

export const ROLES = {
  superAdmin: "role-super-admin",
  /** Scoped to one artist, like the seed's Artist Editor: no user_management at all. */
  artistEditor: "role-artist-editor",
  /** Every user_management action, plus press edit and view. */
  userManager: "role-user-manager",
  /** user_management view only. */
  auditor: "role-auditor",
  /** press view only: the role the tests give, take and change. */
  press: "role-press",
} as const;

/** A users document without an Auth account: the target of role changes. */
export const TARGET_USER = "u-target";

export type Person = { uid: string; idToken: string };
export type Cast = Record<"superAdmin" | "artistEditor" | "userManager" | "auditor" | "fan", Person>;

const grant = (role_id: string, permission_id: PermissionId, artist_id: string | null = null): RolePermission => ({
  role_id,
  permission_id,
  artist_id,
});

/** Signs in (creating the accounts on first use) one person per kind of caller. */
export async function signInCast(): Promise<Cast> {
  const kinds = ["superAdmin", "artistEditor", "userManager", "auditor", "fan"] as const;
  const people = await Promise.all(
    kinds.map(async (kind) => [kind, await signInTestUser(`access-${kind.toLowerCase()}@label.test`)] as const),
  );
  return Object.fromEntries(people) as Cast;
}

/** Writes the permissions, roles, grants, users and artists every access test starts from. */
export async function seedAccess(cast: Cast): Promise<void> {
  const repos = repositories();
  const joined = new Date("2025-01-15T12:00:00Z");
  const grants = [
    ...ALL_PERMISSIONS.map((p) => grant(ROLES.superAdmin, p.id)),
    ...(["edit", "view"] as const).map((action) => grant(ROLES.artistEditor, permissionId("artists", action), ARTIST_ID)),
    ...(["draft", "edit", "publish", "view"] as const).map((action) =>
      grant(ROLES.artistEditor, permissionId("releases", action), ARTIST_ID),
    ),
    ...(["draft", "edit", "publish", "delete", "view"] as const).map((action) =>
      grant(ROLES.userManager, permissionId("user_management", action)),
    ),
    grant(ROLES.userManager, "press.edit"),
    grant(ROLES.userManager, "press.view"),
    grant(ROLES.auditor, "user_management.view"),
    grant(ROLES.press, "press.view"),
  ];
  const user = (uid: string, email: string | null, role_ids: string[], created_at = joined) =>
    repos.users.set({ user_id: uid, email, created_at, role_ids });
  await Promise.all([
    ...ALL_PERMISSIONS.map((p) => repos.permissions.set(p)),
    repos.roles.set({ id: ROLES.superAdmin, name: SUPER_ADMIN_ROLE_NAME, description: "Everything" }),
    repos.roles.set({ id: ROLES.artistEditor, name: "Artist Editor", description: null }),
    repos.roles.set({ id: ROLES.userManager, name: "User Manager", description: null }),
    repos.roles.set({ id: ROLES.auditor, name: "Auditor", description: null }),
    repos.roles.set({ id: ROLES.press, name: "Press", description: "Press team" }),
    ...grants.map((g) => repos.rolePermissions.set(g)),
    user(cast.superAdmin.uid, "access-superadmin@label.test", [ROLES.superAdmin]),
    user(cast.artistEditor.uid, "access-artisteditor@label.test", [ROLES.artistEditor]),
    user(cast.userManager.uid, "access-usermanager@label.test", [ROLES.userManager]),
    user(cast.auditor.uid, "access-auditor@label.test", [ROLES.auditor]),
    user(cast.fan.uid, "access-fan@label.test", []),
    user(TARGET_USER, null, [ROLES.press], new Date("2025-02-01T00:00:00Z")),
    repos.artists.set(makeArtist({ id: ARTIST_ID, name: "Halden Drift", slug: "halden-drift" })),
    repos.artists.set(makeArtist({ id: OTHER_ARTIST_ID, name: "Mira Osei", slug: "mira-osei" })),
  ]);
}

/** Everything a user-management call could change, to prove a refused call wrote nothing. */
export async function accessState(): Promise<string> {
  const repos = repositories();
  const [users, roles, grants, mail] = await Promise.all([
    repos.users.listAll(),
    repos.roles.listAll(),
    repos.rolePermissions.query((c) => c),
    repos.mail.query((c) => c),
  ]);
  const sorted = <T>(items: T[]) => items.map((item) => JSON.stringify(item)).sort();
  return JSON.stringify({ users: sorted(users), roles: sorted(roles), grants: sorted(grants), mail: sorted(mail) });
}

/** A callable's answer, narrowed for assertions. */
export async function call(name: string, data: unknown, person?: Person) {
  return callFunction(name, data, person?.idToken);
}

export function errorOf(response: Awaited<ReturnType<typeof callFunction>>) {
  return response.error ? { status: response.error.status, message: response.error.message } : null;
}
