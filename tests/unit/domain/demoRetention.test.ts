import { describe, expect, it } from "vitest";
import { demoAudioExpiresAt, demoAudioRemovedText, isDemoAudioDue } from "../../../src/lib/domain/demos";
import { makeDemo } from "../../factories";
import { DEMO_AUDIO_RETENTION_DAYS } from "../../../src/lib/domain/demos/demoLimits";

const at = (iso: string) => new Date(iso);

describe("demo audio retention rules", () => {
  const rejected = makeDemo({
    status: "rejected",
    submitted_at: at("2026-01-10T08:00:00Z"),
    status_changed_at: at("2026-02-01T12:00:00Z"),
  });

  it("keeps a rejected demo's audio for DEMO_AUDIO_RETENTION_DAYS after the rejection, then it is due", () => {
    expect(DEMO_AUDIO_RETENTION_DAYS).toBe(180);
    expect(demoAudioExpiresAt(rejected)).toEqual(at("2026-07-31T12:00:00Z"));
    expect(isDemoAudioDue(rejected, at("2026-07-31T11:59:59.999Z"))).toBe(false);
    expect(isDemoAudioDue(rejected, at("2026-07-31T12:00:00Z"))).toBe(true);
    expect(isDemoAudioDue(rejected, at("2030-01-01T00:00:00Z"))).toBe(true);
  });

  it("takes another period when given one", () => {
    expect(isDemoAudioDue(rejected, at("2026-02-08T12:00:00Z"), 7)).toBe(true);
    expect(isDemoAudioDue(rejected, at("2026-02-08T11:00:00Z"), 7)).toBe(false);
  });

  it("counts a record older than status_changed_at from its submission", () => {
    const legacy = makeDemo({ status: "rejected", submitted_at: at("2026-01-10T08:00:00Z") });
    expect(demoAudioExpiresAt(legacy)).toEqual(at("2026-07-09T08:00:00Z"));
    expect(isDemoAudioDue(legacy, at("2026-07-09T08:00:00Z"))).toBe(true);
  });

  it("never touches a demo that is not rejected, or whose audio is already removed", () => {
    for (const status of ["pending", "reviewed", "accepted"] as const) {
      const demo = { ...rejected, status };
      expect(demoAudioExpiresAt(demo)).toBeNull();
      expect(isDemoAudioDue(demo, at("2100-01-01T00:00:00Z"))).toBe(false);
    }
    expect(isDemoAudioDue({ ...rejected, audio_removed_at: at("2026-08-01T03:00:00Z") }, at("2100-01-01T00:00:00Z"))).toBe(false);
  });

  it("words the admin card's line", () => {
    expect(demoAudioRemovedText(at("2027-03-05T03:00:00Z"))).toBe("Audio removed on March 5, 2027");
    expect(demoAudioRemovedText("2027-03-05T03:00:00.000Z")).toBe("Audio removed on March 5, 2027");
  });
});
