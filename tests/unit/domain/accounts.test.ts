import { describe, expect, it } from "vitest";
import { loginSchema } from "../../../src/lib/domain/access/auth";
import { inviteUserSchema, userSchema, userWithRolesSchema } from "../../../src/lib/domain/access/user";
import { preSaveRequestSchema, preSaveSchema } from "../../../src/lib/domain/campaigns/preSave";
import {
  CURRENT_PRE_SAVE_EMAIL_NOTICE,
  INVALID_EMAIL,
  INVALID_ID,
  INVITE_EMAIL_INVALID,
  PRE_SAVE_EMAIL_NOTICES,
  PRE_SAVE_TOASTS,
  PASSWORD_TOO_SHORT,
  SELECT_A_ROLE,
  tooLong,
} from "../../../src/lib/domain/shared";
import { errorOf, parsed } from "./support";

const RELEASE = "b0000000-0000-4000-8000-000000000001";

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
  it("email is optional: empty or missing becomes null", () => {
    expect(parsed(preSaveRequestSchema, { release_id: RELEASE, email: "" })).toEqual({
      release_id: RELEASE,
      email: null,
      email_notice: null,
      label_news: null,
    });
    expect(parsed(preSaveRequestSchema, { release_id: RELEASE })).toEqual({
      release_id: RELEASE,
      email: null,
      email_notice: null,
      label_news: null,
    });
  });

  it("an email comes with the version of the notice the form showed", () => {
    const version = CURRENT_PRE_SAVE_EMAIL_NOTICE;
    expect(parsed(preSaveRequestSchema, { release_id: RELEASE, email: "fan@example.com", email_notice: version })).toEqual({
      release_id: RELEASE,
      email: "fan@example.com",
      email_notice: version,
      label_news: null,
    });
    expect(errorOf(preSaveRequestSchema, { release_id: RELEASE, email: "fan@example.com" })).toBe(PRE_SAVE_TOASTS.failed);
    expect(errorOf(preSaveRequestSchema, { release_id: RELEASE, email: "fan@example.com", email_notice: "made-up" })).toBe(
      PRE_SAVE_TOASTS.failed,
    );
    expect(errorOf(preSaveRequestSchema, { release_id: RELEASE, email: "fan@example.com", email_notice: "toString" })).toBe(
      PRE_SAVE_TOASTS.failed,
    );
    // Without an email the version is not needed.
    expect(parsed(preSaveRequestSchema, { release_id: RELEASE, email: "", email_notice: version }).email).toBeNull();
  });

  it("a given email must be valid and at most 255 characters", () => {
    expect(errorOf(preSaveRequestSchema, { release_id: RELEASE, email: "fan@" })).toBe(INVALID_EMAIL);
    const at255 = "a".repeat(255 - domain.length) + domain;
    const notice = { email_notice: CURRENT_PRE_SAVE_EMAIL_NOTICE };
    expect(parsed(preSaveRequestSchema, { release_id: RELEASE, email: at255, ...notice }).email).toBe(at255);
    expect(errorOf(preSaveRequestSchema, { release_id: RELEASE, email: "a" + at255 })).toBe(tooLong(255));
  });

  it("requires the release, by its UUID", () => {
    expect(errorOf(preSaveRequestSchema, { release_id: "", email: "" })).not.toBeNull();
    for (const release_id of ["r1", "a/b", "__proto__", "x".repeat(5_000_000)]) {
      expect(errorOf(preSaveRequestSchema, { release_id })).toBe(INVALID_ID);
    }
  });

  it("preSaveSchema reads a stored pre-save, with or without the notice the fan saw", () => {
    expect(parsed(preSaveSchema, { id: "p1", release_id: "r1", created_at: new Date(0) }).email).toBeNull();
    const email_notice = {
      version: CURRENT_PRE_SAVE_EMAIL_NOTICE,
      text: PRE_SAVE_EMAIL_NOTICES[CURRENT_PRE_SAVE_EMAIL_NOTICE],
      agreed_at: new Date(0),
    };
    expect(
      parsed(preSaveSchema, { id: "p1", release_id: "r1", email: "fan@example.com", email_notice, created_at: new Date(0) }).email_notice,
    ).toEqual(email_notice);
  });
});
