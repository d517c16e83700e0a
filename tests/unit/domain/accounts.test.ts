import { describe, expect, it } from "vitest";
import { loginSchema } from "../../../src/lib/domain/schemas/auth";
import { inviteUserSchema, userSchema, userWithRolesSchema } from "../../../src/lib/domain/schemas/user";
import { preSaveRequestSchema, preSaveSchema } from "../../../src/lib/domain/schemas/preSave";
import {
  INVALID_EMAIL,
  INVALID_ID,
  INVITE_EMAIL_INVALID,
  PASSWORD_TOO_SHORT,
  SELECT_A_ROLE,
  tooLong,
} from "../../../src/lib/domain/messages";
import { errorOf, parsed } from "./support";

describe("loginSchema", () => {
  it("accepts a valid email and a 6-character password", () => {
    expect(parsed(loginSchema, { email: " staff@label.example ", password: "123456" })).toEqual({
      email: "staff@label.example",
      password: "123456",
    });
  });

  it("rejects an invalid email first, then a short password", () => {
    expect(errorOf(loginSchema, { email: "staff", password: "" })).toBe(INVALID_EMAIL);
    expect(errorOf(loginSchema, { email: "", password: "123456" })).toBe(INVALID_EMAIL);
    expect(errorOf(loginSchema, { email: "staff@label.example", password: "12345" })).toBe(PASSWORD_TOO_SHORT);
  });
});

describe("inviteUserSchema", () => {
  it("accepts an email and a role", () => {
    expect(parsed(inviteUserSchema, { email: "new@label.example", role_id: "r1" })).toEqual({
      email: "new@label.example",
      role_id: "r1",
    });
  });

  it("uses the invite messages", () => {
    expect(errorOf(inviteUserSchema, { email: "nope", role_id: "r1" })).toBe(INVITE_EMAIL_INVALID);
    expect(errorOf(inviteUserSchema, { email: "new@label.example", role_id: "" })).toBe(SELECT_A_ROLE);
    expect(errorOf(inviteUserSchema, { email: "new@label.example" })).toBe(SELECT_A_ROLE);
  });
});

describe("user schemas", () => {
  it("userSchema defaults roles to none and email to null", () => {
    const user = parsed(userSchema, { user_id: "u1", created_at: new Date("2024-01-01T00:00:00Z") });
    expect(user).toMatchObject({ email: null, role_ids: [] });
  });

  it("userWithRolesSchema reads dates sent as JSON", () => {
    const user = parsed(userWithRolesSchema, {
      user_id: "u1",
      email: "a@b.co",
      created_at: "2024-01-02T03:04:05.000Z",
      roles: [{ id: "r1", name: "Super Admin", description: "ignored" }],
    });
    expect(user.created_at).toEqual(new Date("2024-01-02T03:04:05.000Z"));
    expect(user.roles).toEqual([{ id: "r1", name: "Super Admin" }]);
  });
});

describe("preSaveRequestSchema", () => {
  const domain = "@example.com";
  const r1 = "b0000000-0000-4000-8000-000000000001";
  it("email is optional: empty or missing becomes null", () => {
    expect(parsed(preSaveRequestSchema, { release_id: r1, email: "" })).toEqual({ release_id: r1, email: null });
    expect(parsed(preSaveRequestSchema, { release_id: r1 })).toEqual({ release_id: r1, email: null });
  });

  it("a given email must be valid and at most 255 characters", () => {
    expect(errorOf(preSaveRequestSchema, { release_id: r1, email: "fan@" })).toBe(INVALID_EMAIL);
    const at255 = "a".repeat(255 - domain.length) + domain;
    expect(parsed(preSaveRequestSchema, { release_id: r1, email: at255 }).email).toBe(at255);
    expect(errorOf(preSaveRequestSchema, { release_id: r1, email: "a" + at255 })).toBe(tooLong(255));
  });

  it("requires the release, by its UUID", () => {
    expect(errorOf(preSaveRequestSchema, { release_id: "", email: "" })).not.toBeNull();
    for (const release_id of ["r1", "a/b", "__proto__", "x".repeat(5_000_000)]) {
      expect(errorOf(preSaveRequestSchema, { release_id })).toBe(INVALID_ID);
    }
  });

  it("preSaveSchema reads a stored pre-save", () => {
    expect(parsed(preSaveSchema, { id: "p1", release_id: "r1", created_at: new Date(0) }).email).toBeNull();
  });
});
