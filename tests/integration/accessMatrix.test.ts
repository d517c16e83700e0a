import { randomUUID } from "node:crypto";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ACCESS_ERRORS, type PermissionId } from "../../src/lib/domain/access";
import { ARTIST_ID, ROLES, TARGET_USER, accessState, call, errorOf, seedAccess, signInCast, type Cast } from "./accessFixtures";
import { repositories, resetDatabase } from "./support";

/**
 * Who may call each user-management function: signed out, a signed-in user
 * without a role, an artist-scoped editor, a role holding only
 * user_management view, a role holding every user_management action, and
 * Super Admin. A refused call answers with the right code and writes nothing.
 */
let cast: Cast;

beforeAll(async () => {
  cast = await signInCast();
});

beforeEach(async () => {
  await resetDatabase();
  await seedAccess(cast);
});

/** One valid request per function; `read` marks the functions user_management view is enough for. */
const operations: { name: string; read?: true; request: () => unknown }[] = [
  { name: "listUsers", read: true, request: () => ({}) },
  { name: "listRoles", read: true, request: () => ({}) },
  { name: "listPermissions", read: true, request: () => ({}) },
  { name: "listScopeArtists", read: true, request: () => ({}) },
  { name: "listRolePermissions", read: true, request: () => ({ role_id: ROLES.press }) },
  { name: "addUserRole", request: () => ({ user_id: TARGET_USER, role_id: ROLES.auditor }) },
  { name: "removeUserRole", request: () => ({ user_id: TARGET_USER, role_id: ROLES.press }) },
  { name: "inviteUser", request: () => ({ email: `invitee-${randomUUID()}@label.test`, role_id: ROLES.press }) },
  { name: "createRole", request: () => ({ role_name: "Booker", role_description: "Books shows" }) },
  { name: "updateRole", request: () => ({ role_id: ROLES.press, role_name: "Press Team", role_description: null }) },
  { name: "deleteRole", request: () => ({ role_id: ROLES.press }) },
  { name: "assignPermission", request: () => ({ role_id: ROLES.press, permission_id: "press.edit" }) },
  { name: "removePermission", request: () => ({ role_id: ROLES.press, permission_id: "press.view" }) },
];

type Kind = "signedOut" | keyof Cast;
const refusals: Record<Kind, (read: boolean) => string | null> = {
  signedOut: () => "UNAUTHENTICATED",
  fan: () => "PERMISSION_DENIED",
  artistEditor: () => "PERMISSION_DENIED",
  auditor: (read) => (read ? null : "PERMISSION_DENIED"),
  userManager: () => null,
  superAdmin: () => null,
};

describe.each(Object.keys(refusals) as Kind[])("as %s", (kind) => {
  it.each(operations)("$name", async ({ name, read, request }) => {
    const before = await accessState();
    const response = await call(name, request(), kind === "signedOut" ? undefined : cast[kind]);
    const refusal = refusals[kind](read === true);
    if (refusal) {
      expect(response.error?.status).toBe(refusal);
      expect(await accessState()).toBe(before);
    } else {
      expect(response.error).toBeUndefined();
      expect(response.status).toBe(200);
      if (!read) expect(await accessState()).not.toBe(before);
    }
  });
});

/**
 * Nobody takes what they do not hold (docs/product.md#user-management-permissions):
 * a user manager holding every user_management action, press edit and press
 * view meets a role that also holds a grant they lack. Removing that grant
 * and deleting the role (which removes all of its grants) are refused alike,
 * with the same message, and change nothing; a Super Admin may do both.
 */
describe("taking grants one does not hold", () => {
  const ROLE = "role-beyond";
  const roleWith =
    (permission_id: PermissionId, artist_id: string | null = null) =>
    async () => {
      const repos = repositories();
      await repos.roles.set({ id: ROLE, name: "Beyond", description: null });
      await Promise.all([
        repos.rolePermissions.set({ role_id: ROLE, permission_id: "press.view", artist_id: null }),
        repos.rolePermissions.set({ role_id: ROLE, permission_id, artist_id }),
      ]);
      return { permission_id, artist_id };
    };
  const rows = [
    { lacking: "demos view, globally", arrange: roleWith("demos.view") },
    { lacking: "artists edit, for one artist", arrange: roleWith("artists.edit", ARTIST_ID) },
  ];

  it.each(rows)("lacking $lacking: removing it and deleting the role are refused alike", async ({ arrange }) => {
    const grant = await arrange();
    const before = await accessState();
    for (const [name, data] of [
      ["removePermission", { role_id: ROLE, ...grant }],
      ["deleteRole", { role_id: ROLE }],
    ] as const) {
      expect(errorOf(await call(name, data, cast.userManager)), name).toEqual({
        status: "PERMISSION_DENIED",
        message: ACCESS_ERRORS.permissionNotHeldToRemove,
      });
      expect(await accessState(), name).toBe(before);
    }
  });

  it.each(rows)("lacking $lacking: a Super Admin deletes the role", async ({ arrange }) => {
    await arrange();
    expect((await call("deleteRole", { role_id: ROLE }, cast.superAdmin)).status).toBe(200);
    expect(await repositories().roles.get(ROLE)).toBeNull();
  });

  it("a role holding only grants the user manager holds is theirs to delete", async () => {
    await roleWith("press.edit")();
    expect((await call("deleteRole", { role_id: ROLE }, cast.userManager)).status).toBe(200);
    expect(await repositories().rolePermissions.listForRole(ROLE)).toEqual([]);
  });
});

describe("grants are read on every call", () => {
  it("a user manager whose role is taken away is refused on the next call", async () => {
    expect((await call("listUsers", {}, cast.userManager)).status).toBe(200);
    expect((await call("removeUserRole", { user_id: cast.userManager.uid, role_id: ROLES.userManager }, cast.superAdmin)).status).toBe(200);
    expect((await call("listUsers", {}, cast.userManager)).error?.status).toBe("PERMISSION_DENIED");
  });

  it("a grant removed from a role stops working on the next call", async () => {
    expect((await call("listRoles", {}, cast.auditor)).status).toBe(200);
    await call("removePermission", { role_id: ROLES.auditor, permission_id: "user_management.view" }, cast.superAdmin);
    expect((await call("listRoles", {}, cast.auditor)).error?.status).toBe("PERMISSION_DENIED");
  });
});

describe("myAccess", () => {
  it("is refused when signed out", async () => {
    expect((await call("myAccess", {})).error?.status).toBe("UNAUTHENTICATED");
  });

  it("answers for the caller only, from the database", async () => {
    expect((await call("myAccess", {}, cast.fan)).result).toEqual({ isSuperAdmin: false, grants: [] });
    expect((await call("myAccess", {}, cast.superAdmin)).result).toMatchObject({ isSuperAdmin: true });
    const auditor = (await call("myAccess", { uid: cast.superAdmin.uid }, cast.auditor)).result;
    expect(auditor).toEqual({ isSuperAdmin: false, grants: [{ permission_id: "user_management.view", artist_id: null }] });
  });
});
