import { afterEach, describe, expect, it, vi } from "vitest";
import { isEmulatorOnly } from "../../../src/lib/config";

describe("seeding touches emulators only", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("recognises the emulator-only environment", () => {
    expect(
      isEmulatorOnly({
        FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080",
        FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099",
        FIREBASE_PROJECT_ID: "demo-label",
      }),
    ).toBe(true);
    expect(isEmulatorOnly({ FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080", FIREBASE_PROJECT_ID: "demo-label" })).toBe(false);
    expect(
      isEmulatorOnly({
        FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080",
        FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099",
        FIREBASE_PROJECT_ID: "my-label-prod",
      }),
    ).toBe(false);
  });

  it("refuses to seed a real project", async () => {
    vi.stubEnv("FIRESTORE_EMULATOR_HOST", "");
    vi.stubEnv("FIREBASE_AUTH_EMULATOR_HOST", "");
    vi.stubEnv("FIREBASE_PROJECT_ID", "my-label-prod");
    const { seedIfEmpty, ensureAccounts } = await import("../../../scripts/seed/seed");
    await expect(seedIfEmpty()).rejects.toThrow(/Seeding refused/);
    await expect(ensureAccounts()).rejects.toThrow(/Seeding refused/);
  });
});
