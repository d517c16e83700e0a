import { describe, expect, it } from "vitest";
import { addressKey, emailLinkUrl, reminderMailId, signEmailLink, verifyEmailLink } from "../../../src/lib/server/campaigns/reminderKeys";

const SECRET = "test-secret";
const RELEASE = "b1000000-0000-4000-8000-000000000001";

describe("fan address keys and signed email links", () => {
  it("keys an address by its normalized form, with the secret, never containing it", () => {
    const key = addressKey(" Fan@Example.TEST ", SECRET);
    expect(key).toBe(addressKey("fan@example.test", SECRET));
    expect(key).not.toBe(addressKey("fan@example.test", "another-secret"));
    expect(key).not.toContain("fan");
    expect(reminderMailId(RELEASE, key)).toBe(reminderMailId(RELEASE, addressKey("FAN@example.test", SECRET)));
    expect(reminderMailId(RELEASE, key)).not.toBe(reminderMailId("other-release", key));
  });

  it("verifies the links it signed, and refuses changed, cut or foreign ones", () => {
    const key = addressKey("fan@example.test", SECRET);
    const unsubscribe = signEmailLink({ action: "unsubscribe", addressKey: key, releaseId: RELEASE }, SECRET);
    expect(verifyEmailLink(unsubscribe, SECRET)).toEqual({ action: "unsubscribe", addressKey: key, releaseId: RELEASE });
    const confirm = signEmailLink({ action: "confirm", addressKey: key, releaseId: RELEASE, preSaveId: "abc123" }, SECRET);
    expect(verifyEmailLink(confirm, SECRET)).toEqual({ action: "confirm", addressKey: key, releaseId: RELEASE, preSaveId: "abc123" });

    const otherKey = addressKey("someone-else@example.test", SECRET);
    expect(verifyEmailLink(unsubscribe.replace(key, otherKey), SECRET)).toBeNull();
    expect(verifyEmailLink(unsubscribe.slice(0, -1), SECRET)).toBeNull();
    expect(verifyEmailLink(unsubscribe, "another-secret")).toBeNull();
    expect(verifyEmailLink(`c${unsubscribe.slice(1)}`, SECRET)).toBeNull();
    expect(verifyEmailLink("", SECRET)).toBeNull();
    expect(
      emailLinkUrl("https://label.test/api/email-preferences", { action: "unsubscribe", addressKey: key, releaseId: RELEASE }, SECRET),
    ).toBe(`https://label.test/api/email-preferences?t=${unsubscribe}`);
  });
});
