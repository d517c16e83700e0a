import { randomUUID } from "node:crypto";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ROLES, TARGET_USER, accessState, call, seedAccess, signInCast, type Cast } from "./accessFixtures";
import { resetDatabase } from "./support";

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
