import { describe, expect, it } from "vitest";
import {
  USER_MANAGEMENT_ACTIONS,
  canChangeRole,
  canGiveRole,
  canGrantPermission,
  canManageUsers,
  canTakeRole,
  holdsEveryGrant,
  isRoleNameTaken,
  rolesUserLacks,
  userWithRoles,
} from "../../../src/lib/domain/access/userManagement";
import type { RolePermission } from "../../../src/lib/domain/access/rolePermission";
import { removeRoleLabel } from "../../../src/lib/domain/access/accessTexts";
import { OTHER, OWN, caller, superAdmin } from "./callers";

const roleGrant = (permission_id: RolePermission["permission_id"], artist_id: string | null = null): RolePermission => ({
  role_id: "r",
  permission_id,
  artist_id,
});

describe("canManageUsers", () => {
  it("maps each operation to one user_management action", () => {
    const viewer = caller(["user_management.view"]);
    expect(canManageUsers(viewer, "listUsers")).toBe(true);
    expect(canManageUsers(viewer, "listRolePermissions")).toBe(true);
    expect(canManageUsers(viewer, "addUserRole")).toBe(false);
    expect(canManageUsers(viewer, "createRole")).toBe(false);

    const editor = caller(["user_management.edit"]);
    for (const op of ["inviteUser", "addUserRole", "removeUserRole", "updateRole", "assignPermission", "removePermission"] as const) {
      expect(canManageUsers(editor, op)).toBe(true);
    }
    expect(canManageUsers(editor, "listUsers")).toBe(false);
    expect(canManageUsers(editor, "deleteRole")).toBe(false);

    expect(canManageUsers(caller(["user_management.draft"]), "createRole")).toBe(true);
    expect(canManageUsers(caller(["user_management.delete"]), "deleteRole")).toBe(true);
  });

  it("Super Admin may do every operation; grants on other resources do not count", () => {
    for (const op of Object.keys(USER_MANAGEMENT_ACTIONS) as (keyof typeof USER_MANAGEMENT_ACTIONS)[]) {
      expect(canManageUsers(superAdmin, op)).toBe(true);
      expect(canManageUsers(caller(["artists.view"], ["releases.edit"]), op)).toBe(false);
    }
  });
});

describe("canGrantPermission", () => {
  it("a global grant needs the permission held globally", () => {
    expect(canGrantPermission(caller(["press.edit"]), { permission_id: "press.edit", artist_id: null })).toBe(true);
    expect(canGrantPermission(caller(["press.view"]), { permission_id: "press.edit", artist_id: null })).toBe(false);
    expect(canGrantPermission(caller(["releases.edit", OWN]), { permission_id: "releases.edit", artist_id: null })).toBe(false);
  });

  it("an artist-scoped grant needs it globally or for that artist", () => {
    expect(canGrantPermission(caller(["releases.edit"]), { permission_id: "releases.edit", artist_id: OWN })).toBe(true);
    expect(canGrantPermission(caller(["releases.edit", OWN]), { permission_id: "releases.edit", artist_id: OWN })).toBe(true);
    expect(canGrantPermission(caller(["releases.edit", OWN]), { permission_id: "releases.edit", artist_id: OTHER })).toBe(false);
  });

  it("Super Admin may give anything", () => {
    expect(canGrantPermission(superAdmin, { permission_id: "user_management.delete", artist_id: null })).toBe(true);
  });
});

describe("canGiveRole and canTakeRole", () => {
  const manager = caller(["user_management.edit"], ["press.edit"], ["artists.edit", OWN]);

  it("a role may be given only when every one of its grants is held", () => {
    expect(canGiveRole(manager, { name: "Press" }, [roleGrant("press.edit")])).toBe(true);
    expect(canGiveRole(manager, { name: "Scoped" }, [roleGrant("artists.edit", OWN)])).toBe(true);
    expect(canGiveRole(manager, { name: "Empty" }, [])).toBe(true);
    expect(canGiveRole(manager, { name: "Mixed" }, [roleGrant("press.edit"), roleGrant("press.delete")])).toBe(false);
    expect(canGiveRole(manager, { name: "Other" }, [roleGrant("artists.edit", OTHER)])).toBe(false);
  });

  it("the Super Admin role is given and taken only by a Super Admin, whatever its stored grants", () => {
    expect(canGiveRole(manager, { name: "Super Admin" }, [])).toBe(false);
    expect(canGiveRole(superAdmin, { name: "Super Admin" }, [roleGrant("press.edit")])).toBe(true);
    expect(canTakeRole(manager, { name: "Super Admin" })).toBe(false);
    expect(canTakeRole(manager, { name: "Press" })).toBe(true);
    expect(canTakeRole(superAdmin, { name: "Super Admin" })).toBe(true);
  });
});

describe("holdsEveryGrant: taking grants, one or a whole role's", () => {
  const manager = caller(["user_management.delete"], ["press.edit"], ["artists.edit", OWN]);

  it("needs every grant held: a role holding one the caller lacks cannot be emptied or deleted", () => {
    expect(holdsEveryGrant(manager, [roleGrant("press.edit")])).toBe(true);
    expect(holdsEveryGrant(manager, [roleGrant("artists.edit", OWN)])).toBe(true);
    expect(holdsEveryGrant(manager, [])).toBe(true);
    expect(holdsEveryGrant(manager, [roleGrant("press.edit"), roleGrant("demos.view")])).toBe(false);
    // A scoped grant held does not cover the global one, nor another artist's.
    expect(holdsEveryGrant(manager, [roleGrant("artists.edit")])).toBe(false);
    expect(holdsEveryGrant(manager, [roleGrant("artists.edit", OTHER)])).toBe(false);
    expect(holdsEveryGrant(superAdmin, [roleGrant("demos.view"), roleGrant("artists.edit", OTHER)])).toBe(true);
  });
});

describe("isRoleNameTaken", () => {
  const roles = [
    { id: "sa", name: "Super Admin" },
    { id: "ed", name: "Editor" },
  ];

  it("ignores case and surrounding spaces", () => {
    expect(isRoleNameTaken(" super admin ", roles)).toBe(true);
    expect(isRoleNameTaken("EDITOR", roles)).toBe(true);
    expect(isRoleNameTaken("Press", roles)).toBe(false);
  });

  it("a role may keep its own name", () => {
    expect(isRoleNameTaken("editor", roles, "ed")).toBe(false);
    expect(isRoleNameTaken("Editor", roles, "sa")).toBe(true);
  });
});

describe("the users screen", () => {
  const rolesById = new Map([
    ["sa", { id: "sa", name: "Super Admin" }],
    ["ed", { id: "ed", name: "Editor" }],
  ]);

  it("userWithRoles resolves role names in held order and drops unknown ids", () => {
    const joined = userWithRoles({ user_id: "u1", email: null, created_at: new Date(0), role_ids: ["ed", "gone", "sa"] }, rolesById);
    expect(joined).toEqual({
      user_id: "u1",
      email: null,
      created_at: new Date(0),
      roles: [
        { id: "ed", name: "Editor" },
        { id: "sa", name: "Super Admin" },
      ],
    });
  });

  it("rolesUserLacks offers only roles the user does not hold", () => {
    const all = [...rolesById.values(), { id: "pr", name: "Press" }];
    expect(rolesUserLacks(all, { roles: [{ id: "sa", name: "Super Admin" }] }).map((r) => r.id)).toEqual(["ed", "pr"]);
    expect(rolesUserLacks(all, { roles: all })).toEqual([]);
  });

  it("removeRoleLabel upper-cases the role name", () => {
    expect(removeRoleLabel("Artist Editor")).toBe("REMOVE ARTIST EDITOR");
  });
});

describe("canChangeRole", () => {
  it("only a Super Admin changes the Super Admin role; other roles need only the user_management grant", () => {
    expect(canChangeRole(superAdmin, { name: "Super Admin" })).toBe(true);
    expect(canChangeRole(caller(["user_management.edit"]), { name: "Super Admin" })).toBe(false);
    expect(canChangeRole(caller(["user_management.edit"]), { name: "Press" })).toBe(true);
  });
});
