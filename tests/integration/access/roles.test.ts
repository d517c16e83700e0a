import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ACCESS_ERRORS, ALL_PERMISSIONS, roleSchema } from "../../../src/lib/domain/access";
import { ARTIST_SCOPE_NOT_ALLOWED, CONTENT_ERRORS, ROLE_NAME_REQUIRED } from "../../../src/lib/domain/shared";
import {
  ARTIST_ID,
  OTHER_ARTIST_ID,
  ROLES,
  TARGET_USER,
  accessState,
  call,
  errorOf,
  seedAccess,
  signInCast,
  type Cast,
} from "../accessFixtures";
import { loadCallerAccess } from "../../../src/lib/server/access";
import { repositories, resetDatabase } from "../support";

/** The roles screen's functions: roles, their grants, and the lists the grids are drawn from. */
const repos = repositories();
let cast: Cast;

beforeAll(async () => {
  cast = await signInCast();
});

beforeEach(async () => {
  await resetDatabase();
  await seedAccess(cast);
});

const grantsOf = async (roleId: string) =>
  (await repos.rolePermissions.listForRole(roleId)).map((g) => `${g.permission_id}@${g.artist_id ?? "global"}`).sort();

describe("listRoles and listPermissions", () => {
  it("lists roles by name and permissions by resource type, then action", async () => {
    const roles = (await call("listRoles", {}, cast.auditor)).result as { roles: unknown[] };
    expect(roles.roles.map((r) => roleSchema.parse(r).name)).toEqual(["Artist Editor", "Auditor", "Press", "Super Admin", "User Manager"]);
    expect(roles.roles).toContainEqual({ id: ROLES.press, name: "Press", description: "Press team" });

    const permissions = ((await call("listPermissions", {}, cast.auditor)).result as { permissions: { id: string }[] }).permissions;
    expect(permissions).toHaveLength(ALL_PERMISSIONS.length);
    expect(permissions.slice(0, 2).map((p) => p.id)).toEqual(["artists.delete", "artists.draft"]);
    expect(permissions.at(-1)?.id).toBe("user_management.view");
  });

  it("lists the artists a grant may be scoped to, by name, to a role without artist grants", async () => {
    const response = await call("listScopeArtists", {}, cast.auditor);
    expect(response.result).toEqual({
      artists: [
        { id: ARTIST_ID, name: "Halden Drift" },
        { id: OTHER_ARTIST_ID, name: "Mira Osei" },
      ],
    });
  });

  it("lists only the permissions that exist", async () => {
    await repos.permissions.delete("demos.publish");
    const permissions = ((await call("listPermissions", {}, cast.superAdmin)).result as { permissions: { id: string }[] }).permissions;
    expect(permissions.map((p) => p.id)).not.toContain("demos.publish");
    expect(permissions).toHaveLength(ALL_PERMISSIONS.length - 1);
  });
});

describe("createRole and updateRole", () => {
  it("creates a role with a trimmed name and no grants", async () => {
    const response = await call("createRole", { role_name: "  Booker ", role_description: "  " }, cast.userManager);
    const { role } = response.result as { role: { id: string } };
    expect(role).toMatchObject({ name: "Booker", description: null });
    expect(await repos.roles.get(role.id)).toEqual({ id: role.id, name: "Booker", description: null });
    expect(await grantsOf(role.id)).toEqual([]);
  });

  it("requires a role name ('Role name is required') and writes nothing", async () => {
    const before = await accessState();
    expect(errorOf(await call("createRole", { role_name: "   ", role_description: "x" }, cast.superAdmin))).toEqual({
      status: "INVALID_ARGUMENT",
      message: ROLE_NAME_REQUIRED,
    });
    expect(errorOf(await call("updateRole", { role_id: ROLES.press, role_name: "" }, cast.superAdmin))).toEqual({
      status: "INVALID_ARGUMENT",
      message: ROLE_NAME_REQUIRED,
    });
    expect(await accessState()).toBe(before);
  });

  it("keeps role names unique, ignoring case, so no role can pose as Super Admin", async () => {
    expect(errorOf(await call("createRole", { role_name: "press" }, cast.superAdmin))).toEqual({
      status: "ALREADY_EXISTS",
      message: ACCESS_ERRORS.roleNameTaken,
    });
    expect(errorOf(await call("createRole", { role_name: "super admin" }, cast.superAdmin))?.status).toBe("ALREADY_EXISTS");
    expect(errorOf(await call("updateRole", { role_id: ROLES.press, role_name: "Auditor" }, cast.superAdmin))?.status).toBe(
      "ALREADY_EXISTS",
    );
    expect(errorOf(await call("updateRole", { role_id: ROLES.press, role_name: "Super Admin" }, cast.userManager))).toEqual({
      status: "PERMISSION_DENIED",
      message: ACCESS_ERRORS.superAdminOnly,
    });
  });

  it("updates name and description; a role may keep or re-case its own name", async () => {
    const response = await call(
      "updateRole",
      { role_id: ROLES.press, role_name: "PRESS", role_description: "Writes the news" },
      cast.userManager,
    );
    expect(response.result).toEqual({ role: { id: ROLES.press, name: "PRESS", description: "Writes the news" } });
    expect(await repos.roles.get(ROLES.press)).toEqual({ id: ROLES.press, name: "PRESS", description: "Writes the news" });
  });

  it("Super Admin keeps its name but its description may change", async () => {
    expect(errorOf(await call("updateRole", { role_id: ROLES.superAdmin, role_name: "Owner" }, cast.superAdmin))).toEqual({
      status: "FAILED_PRECONDITION",
      message: ACCESS_ERRORS.superAdminNotRenamable,
    });
    expect(
      (await call("updateRole", { role_id: ROLES.superAdmin, role_name: "Super Admin", role_description: "All of it" }, cast.superAdmin))
        .status,
    ).toBe(200);
    expect(await repos.roles.get(ROLES.superAdmin)).toMatchObject({ name: "Super Admin", description: "All of it" });
  });

  it("only a Super Admin changes the Super Admin role, its description included", async () => {
    const before = await accessState();
    const refused = { status: "PERMISSION_DENIED", message: ACCESS_ERRORS.superAdminRoleFixed };
    expect(
      errorOf(
        await call("updateRole", { role_id: ROLES.superAdmin, role_name: "Super Admin", role_description: "Mine now" }, cast.userManager),
      ),
    ).toEqual(refused);
    expect(errorOf(await call("updateRole", { role_id: ROLES.superAdmin, role_name: "Owner" }, cast.userManager))).toEqual(refused);
    expect(await accessState()).toBe(before);
  });

  it("refuses an unknown role with not-found, and a malformed id as invalid", async () => {
    expect(errorOf(await call("updateRole", { role_id: "gone", role_name: "X" }, cast.superAdmin))).toEqual({
      status: "NOT_FOUND",
      message: ACCESS_ERRORS.roleNotFound,
    });
    for (const role_id of ["a/b", "__proto__", "x".repeat(10_000)]) {
      expect((await call("updateRole", { role_id, role_name: "X" }, cast.superAdmin)).error?.status).toBe("INVALID_ARGUMENT");
    }
  });
});

describe("a caller's access", () => {
  it("counts the grants of the caller's roles that exist, not those left behind by a role that is gone", async () => {
    await repos.users.update(cast.fan.uid, { role_ids: [ROLES.press, "gone-role"] });
    await repos.rolePermissions.set({ role_id: "gone-role", permission_id: "releases.publish", artist_id: null });
    expect(await loadCallerAccess(repos, cast.fan.uid)).toEqual({
      uid: cast.fan.uid,
      isSuperAdmin: false,
      isAdmin: true,
      grants: [{ permission_id: "press.view", artist_id: null }],
    });
  });
});

describe("deleteRole", () => {
  it("removes the role, its grants and its place in every user's roles", async () => {
    await repos.users.update(cast.fan.uid, { role_ids: [ROLES.press] });
    // A grant the user manager holds too: deleting a role with grants beyond the caller's own is refused (accessMatrix).
    await repos.rolePermissions.set({ role_id: ROLES.press, permission_id: "press.edit", artist_id: null });
    expect((await call("deleteRole", { role_id: ROLES.press }, cast.userManager)).result).toEqual({ role_id: ROLES.press });
    expect(await repos.roles.get(ROLES.press)).toBeNull();
    expect(await grantsOf(ROLES.press)).toEqual([]);
    expect(await repos.users.listWithRole(ROLES.press)).toEqual([]);
    expect((await repos.users.get(TARGET_USER))?.role_ids).toEqual([]);
    // Other roles and grants are untouched.
    expect(await grantsOf(ROLES.auditor)).toEqual(["user_management.view@global"]);
  });

  it("never deletes the Super Admin role", async () => {
    const before = await accessState();
    expect(errorOf(await call("deleteRole", { role_id: ROLES.superAdmin }, cast.superAdmin))).toEqual({
      status: "FAILED_PRECONDITION",
      message: ACCESS_ERRORS.superAdminNotDeletable,
    });
    expect(await accessState()).toBe(before);
  });

  it("refuses an unknown role with not-found", async () => {
    expect(errorOf(await call("deleteRole", { role_id: "gone" }, cast.superAdmin))?.status).toBe("NOT_FOUND");
  });
});

describe("assignPermission, removePermission and listRolePermissions", () => {
  it("grants globally and per artist, idempotently, and lists both", async () => {
    const assign = (data: object) => call("assignPermission", { role_id: ROLES.press, ...data }, cast.superAdmin);
    expect((await assign({ permission_id: "press.edit" })).result).toEqual({ changed: true });
    expect((await assign({ permission_id: "press.edit", artist_id: null })).result).toEqual({ changed: false });
    expect((await assign({ permission_id: "releases.edit", artist_id: ARTIST_ID })).result).toEqual({ changed: true });
    expect((await assign({ permission_id: "releases.edit", artist_id: ARTIST_ID })).result).toEqual({ changed: false });
    expect(await grantsOf(ROLES.press)).toEqual(["press.edit@global", "press.view@global", `releases.edit@${ARTIST_ID}`]);

    const listed = (await call("listRolePermissions", { role_id: ROLES.press }, cast.auditor)).result as { permissions: unknown[] };
    expect(listed.permissions).toHaveLength(3);
    expect(listed.permissions).toContainEqual({ permission_id: "releases.edit", artist_id: ARTIST_ID });
    expect(listed.permissions).toContainEqual({ permission_id: "press.edit", artist_id: null });
  });

  it("removes idempotently, and only the grant named (scope included)", async () => {
    await repos.rolePermissions.set({ role_id: ROLES.press, permission_id: "artists.edit", artist_id: ARTIST_ID });
    await repos.rolePermissions.set({ role_id: ROLES.press, permission_id: "artists.edit", artist_id: null });
    const remove = () =>
      call("removePermission", { role_id: ROLES.press, permission_id: "artists.edit", artist_id: ARTIST_ID }, cast.superAdmin);
    expect((await remove()).result).toEqual({ changed: true });
    expect((await remove()).result).toEqual({ changed: false });
    expect(await grantsOf(ROLES.press)).toEqual(["artists.edit@global", "press.view@global"]);
  });

  it("refuses artist-scoped grants for press and demos", async () => {
    const before = await accessState();
    for (const permission_id of ["press.edit", "demos.view", "user_management.view"]) {
      expect(
        errorOf(await call("assignPermission", { role_id: ROLES.press, permission_id, artist_id: ARTIST_ID }, cast.superAdmin)),
      ).toEqual({ status: "INVALID_ARGUMENT", message: ARTIST_SCOPE_NOT_ALLOWED });
    }
    expect(await accessState()).toBe(before);
  });

  it("refuses unknown permissions, roles and artists", async () => {
    expect((await call("assignPermission", { role_id: ROLES.press, permission_id: "press.fly" }, cast.superAdmin)).error?.status).toBe(
      "INVALID_ARGUMENT",
    );
    expect(errorOf(await call("assignPermission", { role_id: "gone", permission_id: "press.edit" }, cast.superAdmin))).toEqual({
      status: "NOT_FOUND",
      message: ACCESS_ERRORS.roleNotFound,
    });
    expect(
      errorOf(
        await call(
          "assignPermission",
          { role_id: ROLES.press, permission_id: "releases.edit", artist_id: "a0000000-0000-4000-8000-0000000000ff" },
          cast.superAdmin,
        ),
      ),
    ).toEqual({ status: "NOT_FOUND", message: CONTENT_ERRORS.artistNotFound });
    expect(
      (await call("assignPermission", { role_id: ROLES.press, permission_id: "releases.edit", artist_id: "a/b" }, cast.superAdmin)).error
        ?.status,
    ).toBe("INVALID_ARGUMENT");
    await repos.permissions.delete("demos.publish");
    expect(errorOf(await call("assignPermission", { role_id: ROLES.press, permission_id: "demos.publish" }, cast.superAdmin))).toEqual({
      status: "NOT_FOUND",
      message: ACCESS_ERRORS.permissionNotFound,
    });
    expect(errorOf(await call("listRolePermissions", { role_id: "gone" }, cast.superAdmin))?.status).toBe("NOT_FOUND");
  });

  it("nobody gives a permission they do not hold, not even to their own role", async () => {
    const before = await accessState();
    const denied = { status: "PERMISSION_DENIED", message: ACCESS_ERRORS.permissionNotHeld };
    expect(errorOf(await call("assignPermission", { role_id: ROLES.press, permission_id: "press.delete" }, cast.userManager))).toEqual(
      denied,
    );
    expect(errorOf(await call("assignPermission", { role_id: ROLES.userManager, permission_id: "demos.view" }, cast.userManager))).toEqual(
      denied,
    );
    expect(
      errorOf(
        await call(
          "assignPermission",
          { role_id: ROLES.press, permission_id: "releases.edit", artist_id: OTHER_ARTIST_ID },
          cast.userManager,
        ),
      ),
    ).toEqual(denied);
    expect(await accessState()).toBe(before);
    expect((await call("assignPermission", { role_id: ROLES.press, permission_id: "press.edit" }, cast.userManager)).result).toEqual({
      changed: true,
    });
  });

  it("nobody takes a permission they do not hold either", async () => {
    await repos.rolePermissions.set({ role_id: ROLES.press, permission_id: "demos.delete", artist_id: null });
    await repos.rolePermissions.set({ role_id: ROLES.press, permission_id: "releases.edit", artist_id: OTHER_ARTIST_ID });
    const before = await accessState();
    const denied = { status: "PERMISSION_DENIED", message: ACCESS_ERRORS.permissionNotHeldToRemove };
    expect(errorOf(await call("removePermission", { role_id: ROLES.press, permission_id: "demos.delete" }, cast.userManager))).toEqual(
      denied,
    );
    expect(
      errorOf(
        await call(
          "removePermission",
          { role_id: ROLES.press, permission_id: "releases.edit", artist_id: OTHER_ARTIST_ID },
          cast.userManager,
        ),
      ),
    ).toEqual(denied);
    expect(await accessState()).toBe(before);
    expect((await call("removePermission", { role_id: ROLES.press, permission_id: "press.view" }, cast.userManager)).result).toEqual({
      changed: true,
    });
  });

  it("the Super Admin role's grants are not edited", async () => {
    const before = await accessState();
    const refused = { status: "FAILED_PRECONDITION", message: ACCESS_ERRORS.superAdminGrantsFixed };
    expect(
      errorOf(await call("removePermission", { role_id: ROLES.superAdmin, permission_id: "user_management.edit" }, cast.superAdmin)),
    ).toEqual(refused);
    expect(
      errorOf(
        await call("assignPermission", { role_id: ROLES.superAdmin, permission_id: "press.edit", artist_id: null }, cast.userManager),
      ),
    ).toEqual(refused);
    expect(await accessState()).toBe(before);
  });
});
