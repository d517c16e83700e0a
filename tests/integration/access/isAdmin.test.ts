import { beforeEach, describe, expect, it } from "vitest";
import { callFunction, repositories, resetDatabase, signInTestUser } from "../support";

const repos = repositories();

describe("isAdmin callable", () => {
  let admin: { uid: string; idToken: string };
  let fan: { uid: string; idToken: string };

  beforeEach(async () => {
    await resetDatabase();
    admin = await signInTestUser("isadmin-admin@label.test");
    fan = await signInTestUser("isadmin-fan@label.test");
    await repos.roles.set({ id: "role-editor", name: "Editor", description: null });
    await repos.users.set({ user_id: admin.uid, email: "isadmin-admin@label.test", created_at: new Date(), role_ids: ["role-editor"] });
    await repos.users.set({ user_id: fan.uid, email: "isadmin-fan@label.test", created_at: new Date(), role_ids: [] });
  });

  it("is true for a signed-in user holding a role", async () => {
    expect(await callFunction("isAdmin", { userId: admin.uid }, admin.idToken)).toMatchObject({ status: 200, result: true });
  });

  it("is false for a signed-in user without a role", async () => {
    expect(await callFunction("isAdmin", { userId: fan.uid }, fan.idToken)).toMatchObject({ status: 200, result: false });
  });

  it("is false when signed out, even for an admin's id", async () => {
    expect(await callFunction("isAdmin", { userId: admin.uid })).toMatchObject({ status: 200, result: false });
  });

  it("is false when asking about someone else", async () => {
    expect(await callFunction("isAdmin", { userId: admin.uid }, fan.idToken)).toMatchObject({ status: 200, result: false });
  });

  it("is false when the role no longer exists", async () => {
    await repos.roles.delete("role-editor");
    expect(await callFunction("isAdmin", { userId: admin.uid }, admin.idToken)).toMatchObject({ result: false });
  });

  it("rejects a malformed payload with invalid-argument", async () => {
    const response = await callFunction("isAdmin", { user: 1 }, admin.idToken);
    expect(response.status).toBe(400);
    expect(response.error?.status).toBe("INVALID_ARGUMENT");
  });
});
