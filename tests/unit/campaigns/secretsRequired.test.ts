import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { EMAIL_PREFERENCES_TEXTS } from "../../../src/lib/domain/fans";
import { MissingSecretError, requiredSecret, serverConfig } from "../../../src/lib/config";
import { releaseReminderMail, type ReleaseMailContext } from "../../../src/lib/server/fans/fanMail";
import { emailLinkUrl, signEmailLink } from "../../../src/lib/server/campaigns/reminderKeys";
import { makeRelease } from "../../factories";

/**
 * Outside local mode nothing is signed, verified or keyed with a default:
 * the old default, the project id, is public, and anyone holding it could
 * unsubscribe any address or reverse the hashed client addresses.
 */
const PRODUCTION = { FIREBASE_PROJECT_ID: "label-prod", SITE_URL: "https://label.example" };
const LOCAL = {
  FIREBASE_PROJECT_ID: "demo-label",
  FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080",
  FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099",
};

describe("keys with no public default", () => {
  it("outside local mode, a missing REMINDER_SECRET or RATE_LIMIT_SALT is refused, never replaced by the project id", () => {
    const config = serverConfig(PRODUCTION);
    expect(() => requiredSecret(config, "reminderSecret")).toThrow(MissingSecretError);
    expect(() => requiredSecret(config, "reminderSecret")).toThrow(/REMINDER_SECRET/);
    expect(() => requiredSecret(config, "rateLimitSalt")).toThrow(/RATE_LIMIT_SALT/);
    // Emulator hosts alone do not make local mode: the project must be a demo project too.
    expect(() => requiredSecret(serverConfig({ ...LOCAL, FIREBASE_PROJECT_ID: "label-prod" }), "reminderSecret")).toThrow(
      MissingSecretError,
    );
  });

  it("outside local mode, the keys set are used (RATE_LIMIT_SALT keys the links too when REMINDER_SECRET is unset)", () => {
    const both = serverConfig({ ...PRODUCTION, REMINDER_SECRET: "r".repeat(40), RATE_LIMIT_SALT: "s".repeat(40) });
    expect(requiredSecret(both, "reminderSecret")).toBe("r".repeat(40));
    expect(requiredSecret(both, "rateLimitSalt")).toBe("s".repeat(40));
    expect(requiredSecret(serverConfig({ ...PRODUCTION, RATE_LIMIT_SALT: "s".repeat(40) }), "reminderSecret")).toBe("s".repeat(40));
  });

  it("local mode (every service an emulator, a demo project) keys with a local default", () => {
    const config = serverConfig(LOCAL);
    expect(requiredSecret(config, "reminderSecret")).toBe("demo-label");
    expect(requiredSecret(config, "rateLimitSalt")).toBe("demo-label");
  });

  it("refuses to sign a reminder's unsubscribe link without the secret", () => {
    const release = makeRelease();
    const context: ReleaseMailContext = {
      release,
      artists: [],
      artistNames: "Halden Drift",
      releaseUrl: "https://label.example/r",
      coverUrl: null,
    };
    const config = serverConfig(PRODUCTION);
    expect(() => releaseReminderMail(context, "fan@example.test", config, new Date())).toThrow(MissingSecretError);
    const withSecret = serverConfig({ ...PRODUCTION, REMINDER_SECRET: "r".repeat(40) });
    expect(releaseReminderMail(context, "fan@example.test", withSecret, new Date()).message.text).toContain(
      "https://label.example/api/email-preferences?t=",
    );
  });
});

describe("the emailPreferences function without REMINDER_SECRET in production mode", () => {
  let base: string;
  let close: () => void;

  beforeAll(async () => {
    // This process is production as far as the config can tell: no emulator hosts, a real project id.
    vi.stubEnv("FIREBASE_PROJECT_ID", "label-prod");
    vi.stubEnv("FIRESTORE_EMULATOR_HOST", "");
    vi.stubEnv("FIREBASE_AUTH_EMULATOR_HOST", "");
    vi.stubEnv("REMINDER_SECRET", "");
    vi.stubEnv("RATE_LIMIT_SALT", "");
    const { emailPreferences } = await import("../../../functions/src/fans/emailPreferences");
    // Served by Express, as the Functions runtime serves it.
    const app = express();
    // (Express 4 here, as in the emulator; its request type differs from the runtime's only in typings.)
    app.all("/", (request, response) => void emailPreferences(request as never, response as never));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    close = () => server.close();
  });
  afterAll(() => {
    close();
    vi.unstubAllEnvs();
  });

  it("verifies no link, not even one signed with the public project id, and unsubscribes nobody", async () => {
    const forged = signEmailLink(
      { action: "unsubscribe", addressKey: "a".repeat(40), releaseId: "b1000000-0000-4000-8000-000000000001" },
      "label-prod",
    );
    const url = emailLinkUrl(
      base,
      { action: "unsubscribe", addressKey: "a".repeat(40), releaseId: "b1000000-0000-4000-8000-000000000001" },
      "label-prod",
    );
    expect(url).toContain(encodeURIComponent(forged));
    for (const method of ["GET", "POST"]) {
      const answer = await fetch(url, { method });
      expect(answer.status, method).toBe(503);
      expect(answer.headers.get("content-type")).toMatch(/^text\/html/);
      const page = await answer.text();
      expect(page).toContain(EMAIL_PREFERENCES_TEXTS.invalid.title);
      expect(page).not.toContain("UNSUBSCRIBE");
    }
  });
});
