import { randomUUID } from "node:crypto";
import { getAuth } from "firebase-admin/auth";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ACCESS_ERRORS, userWithRolesSchema } from "../../../src/lib/domain/access";
import { INVITE_EMAIL_INVALID, SELECT_A_ROLE } from "../../../src/lib/domain/shared";
import { adminApp } from "../../../src/lib/data/firestore";
import { ROLES, TARGET_USER, accessState, call, errorOf, seedAccess, signInCast, type Cast } from "../accessFixtures";
import { repositories, resetDatabase } from "../support";

/** The users screen's functions: list, add_role, remove_role, invite. */
const repos = repositories();
let cast: Cast;

beforeAll(async () => {
  cast = await signInCast();
});

beforeEach(async () => {
  await resetDatabase();
  await seedAccess(cast);
});

const roleIdsOf = async (uid: string) => (await repos.users.get(uid))?.role_ids;
const authBase = () => `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1`;
const postAuth = (path: string, body: unknown) =>
  fetch(`${authBase()}/${path}?key=demo-api-key`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

describe("listUsers", () => {
  it("lists every user newest first, with role names resolved and a null email kept", async () => {
    await repos.users.set({
      user_id: "u-new",
      email: "new@label.test",
      created_at: new Date("2026-01-01T00:00:00Z"),
      role_ids: [ROLES.press, "deleted-role"],
    });
    const response = await call("listUsers", {}, cast.auditor);
    const users = (response.result as { users: unknown[] }).users.map((u) => userWithRolesSchema.parse(u));
    expect(users).toHaveLength(7);
    expect(users[0]).toEqual({
      user_id: "u-new",
      email: "new@label.test",
      created_at: new Date("2026-01-01T00:00:00Z"),
      roles: [{ id: ROLES.press, name: "Press" }],
    });
    expect(users[1]).toEqual({
      user_id: TARGET_USER,
      email: null,
      created_at: new Date("2025-02-01T00:00:00Z"),
      roles: [{ id: ROLES.press, name: "Press" }],
    });
    expect(users.find((u) => u.user_id === cast.fan.uid)?.roles).toEqual([]);
    expect(users.find((u) => u.user_id === cast.superAdmin.uid)?.roles).toEqual([{ id: ROLES.superAdmin, name: "Super Admin" }]);
  });
});

describe("addUserRole and removeUserRole", () => {
  it("adds a role once and returns the user with role names", async () => {
    const first = await call("addUserRole", { user_id: TARGET_USER, role_id: ROLES.auditor }, cast.userManager);
    expect((first.result as { user: { roles: unknown } }).user.roles).toEqual([
      { id: ROLES.press, name: "Press" },
      { id: ROLES.auditor, name: "Auditor" },
    ]);
    await call("addUserRole", { user_id: TARGET_USER, role_id: ROLES.auditor }, cast.userManager);
    expect(await roleIdsOf(TARGET_USER)).toEqual([ROLES.press, ROLES.auditor]);
  });

  it("removes a role; removing one the user lacks changes nothing", async () => {
    const removed = await call("removeUserRole", { user_id: TARGET_USER, role_id: ROLES.press }, cast.userManager);
    expect((removed.result as { user: { roles: unknown } }).user.roles).toEqual([]);
    expect(await roleIdsOf(TARGET_USER)).toEqual([]);
    expect((await call("removeUserRole", { user_id: TARGET_USER, role_id: ROLES.press }, cast.userManager)).status).toBe(200);
  });

  it("refuses unknown users and roles with not-found", async () => {
    expect(errorOf(await call("addUserRole", { user_id: "nobody", role_id: ROLES.press }, cast.superAdmin))).toEqual({
      status: "NOT_FOUND",
      message: ACCESS_ERRORS.userNotFound,
    });
    expect(errorOf(await call("addUserRole", { user_id: TARGET_USER, role_id: "no-role" }, cast.superAdmin))).toEqual({
      status: "NOT_FOUND",
      message: ACCESS_ERRORS.roleNotFound,
    });
    expect(errorOf(await call("removeUserRole", { user_id: "nobody", role_id: ROLES.press }, cast.superAdmin))).toEqual({
      status: "NOT_FOUND",
      message: ACCESS_ERRORS.userNotFound,
    });
  });

  it("refuses a malformed payload with invalid-argument", async () => {
    expect((await call("addUserRole", { user_id: TARGET_USER }, cast.superAdmin)).error?.status).toBe("INVALID_ARGUMENT");
  });
});

describe("escalation through roles", () => {
  it("a user manager cannot give a role holding permissions they lack, to anyone or themselves", async () => {
    const before = await accessState();
    for (const user_id of [TARGET_USER, cast.userManager.uid]) {
      expect(errorOf(await call("addUserRole", { user_id, role_id: ROLES.artistEditor }, cast.userManager))).toEqual({
        status: "PERMISSION_DENIED",
        message: ACCESS_ERRORS.roleExceedsCaller,
      });
    }
    expect(
      errorOf(await call("inviteUser", { email: `x-${randomUUID()}@label.test`, role_id: ROLES.artistEditor }, cast.userManager))?.status,
    ).toBe("PERMISSION_DENIED");
    expect(await accessState()).toBe(before);
  });

  it("nobody but a Super Admin grants the Super Admin role, themselves included", async () => {
    const before = await accessState();
    expect(errorOf(await call("addUserRole", { user_id: cast.userManager.uid, role_id: ROLES.superAdmin }, cast.userManager))).toEqual({
      status: "PERMISSION_DENIED",
      message: ACCESS_ERRORS.superAdminOnly,
    });
    expect(
      errorOf(await call("inviteUser", { email: `x-${randomUUID()}@label.test`, role_id: ROLES.superAdmin }, cast.userManager)),
    ).toEqual({ status: "PERMISSION_DENIED", message: ACCESS_ERRORS.superAdminOnly });
    expect(await accessState()).toBe(before);
    expect((await call("addUserRole", { user_id: TARGET_USER, role_id: ROLES.superAdmin }, cast.superAdmin)).status).toBe(200);
  });

  it("a user manager cannot take the Super Admin role from anyone", async () => {
    await repos.users.update(TARGET_USER, { role_ids: [ROLES.superAdmin] });
    expect(errorOf(await call("removeUserRole", { user_id: TARGET_USER, role_id: ROLES.superAdmin }, cast.userManager))).toEqual({
      status: "PERMISSION_DENIED",
      message: ACCESS_ERRORS.superAdminOnly,
    });
    expect(await roleIdsOf(TARGET_USER)).toEqual([ROLES.superAdmin]);
  });
});

describe("the last Super Admin", () => {
  it("cannot lose the role, not even by their own hand", async () => {
    expect(errorOf(await call("removeUserRole", { user_id: cast.superAdmin.uid, role_id: ROLES.superAdmin }, cast.superAdmin))).toEqual({
      status: "FAILED_PRECONDITION",
      message: ACCESS_ERRORS.lastSuperAdmin,
    });
    expect(await roleIdsOf(cast.superAdmin.uid)).toEqual([ROLES.superAdmin]);
  });

  it("with two Super Admins one may go, then the other stays", async () => {
    await repos.users.update(TARGET_USER, { role_ids: [ROLES.press, ROLES.superAdmin] });
    expect((await call("removeUserRole", { user_id: TARGET_USER, role_id: ROLES.superAdmin }, cast.superAdmin)).status).toBe(200);
    expect(await roleIdsOf(TARGET_USER)).toEqual([ROLES.press]);
    expect((await call("removeUserRole", { user_id: cast.superAdmin.uid, role_id: ROLES.superAdmin }, cast.superAdmin)).error?.status).toBe(
      "FAILED_PRECONDITION",
    );
  });

  it("two Super Admins removing each other at once leave one of them", async () => {
    const other = cast.userManager;
    // Several rounds: a race lost once in a while must not pass by luck.
    for (let round = 0; round < 5; round++) {
      await repos.users.update(other.uid, { role_ids: [ROLES.superAdmin] });
      await repos.users.update(cast.superAdmin.uid, { role_ids: [ROLES.superAdmin] });
      const results = await Promise.all([
        call("removeUserRole", { user_id: other.uid, role_id: ROLES.superAdmin }, cast.superAdmin),
        call("removeUserRole", { user_id: cast.superAdmin.uid, role_id: ROLES.superAdmin }, other),
      ]);
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      expect(results.filter((r) => r.error?.status === "FAILED_PRECONDITION")).toHaveLength(1);
      expect(await repos.users.listWithRole(ROLES.superAdmin)).toHaveLength(1);
    }
  });
});

describe("inviteUser", () => {
  it("creates the Auth account, its users document with the role, and a working password-setup link", async () => {
    const email = `invitee-${randomUUID()}@label.test`;
    const response = await call("inviteUser", { email: `  ${email.toUpperCase()} `, role_id: ROLES.press }, cast.userManager);
    const result = response.result as { user_id: string; email: string; created: boolean; password_setup_link: string };
    expect(result).toMatchObject({ email, created: true });

    const account = await getAuth(adminApp()).getUserByEmail(email);
    expect(account.uid).toBe(result.user_id);
    expect(await repos.users.get(account.uid)).toMatchObject({ email, role_ids: [ROLES.press] });

    const link = new URL(result.password_setup_link);
    expect(link.searchParams.get("mode")).toBe("resetPassword");
    const oobCode = link.searchParams.get("oobCode");
    expect((await postAuth("accounts:resetPassword", { oobCode, newPassword: "chosen-password" })).ok).toBe(true);
    const signIn = await postAuth("accounts:signInWithPassword", { email, password: "chosen-password", returnSecureToken: true });
    expect(signIn.ok).toBe(true);

    const mail = await repos.mail.listTo(email);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.message.text).toContain(result.password_setup_link);
    expect(mail[0]?.message.subject).toContain("Static Bloom Records");
  });

  it("adds the role to an existing account instead of failing, without a link", async () => {
    const response = await call("inviteUser", { email: "access-fan@label.test", role_id: ROLES.press }, cast.superAdmin);
    expect(response.result).toEqual({ user_id: cast.fan.uid, email: "access-fan@label.test", created: false, password_setup_link: null });
    expect(await roleIdsOf(cast.fan.uid)).toEqual([ROLES.press]);
    expect(await repos.mail.listTo("access-fan@label.test")).toEqual([]);
  });

  it("gives an existing account without a users document one", async () => {
    await repos.users.delete(cast.fan.uid);
    const response = await call("inviteUser", { email: "access-fan@label.test", role_id: ROLES.auditor }, cast.superAdmin);
    expect(response.result).toMatchObject({ created: false });
    expect(await repos.users.get(cast.fan.uid)).toMatchObject({ email: "access-fan@label.test", role_ids: [ROLES.auditor] });
  });

  it("validates with the spec's messages and writes nothing", async () => {
    const before = await accessState();
    expect(errorOf(await call("inviteUser", { email: "not-an-email", role_id: ROLES.press }, cast.superAdmin))).toEqual({
      status: "INVALID_ARGUMENT",
      message: INVITE_EMAIL_INVALID,
    });
    expect(errorOf(await call("inviteUser", { email: "ok@label.test", role_id: "" }, cast.superAdmin))).toEqual({
      status: "INVALID_ARGUMENT",
      message: SELECT_A_ROLE,
    });
    expect(errorOf(await call("inviteUser", { email: "ok@label.test" }, cast.superAdmin))).toEqual({
      status: "INVALID_ARGUMENT",
      message: SELECT_A_ROLE,
    });
    expect(errorOf(await call("inviteUser", { email: "ok@label.test", role_id: "no-role" }, cast.superAdmin))).toEqual({
      status: "NOT_FOUND",
      message: ACCESS_ERRORS.roleNotFound,
    });
    expect(await accessState()).toBe(before);
    await expect(getAuth(adminApp()).getUserByEmail("ok@label.test")).rejects.toMatchObject({ code: "auth/user-not-found" });
  });
});
