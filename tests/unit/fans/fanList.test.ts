import { describe, expect, it } from "vitest";
import {
  CURRENT_FAN_LIST_CONSENTS,
  LABEL_LIST,
  UNCONFIRMED_DAYS,
  confirmedRecord,
  formConsent,
  listConfirmationEmail,
  pendingExpiry,
  signupRecord,
  signupRequestSchema,
  unsubscribedRecord,
} from "../../../src/lib/domain/fans";
import { INVALID_EMAIL } from "../../../src/lib/domain/shared";
import { signEmailLink, verifyEmailLink } from "../../../src/lib/server/campaigns/reminderKeys";

const at = new Date("2030-03-01T10:00:00Z");
const later = new Date("2030-03-02T10:00:00Z");
const fresh = {
  id: "s1",
  email: "fan@example.com",
  address_key: "k1",
  list: LABEL_LIST,
  source: "footer" as const,
  consent: formConsent("label-news-1", "Static Bloom", "footer", at),
  created_at: at,
};
const pending = signupRecord(null, fresh)!;

describe("a signup", () => {
  it("starts pending, with the consent as shown and a deadline UNCONFIRMED_DAYS later", () => {
    expect(pending).toMatchObject({ status: "pending", confirmed_at: null, unsubscribed_at: null });
    expect(pending.confirm_by!.getTime() - at.getTime()).toBe(UNCONFIRMED_DAYS * 24 * 60 * 60 * 1000);
    expect(pendingExpiry(at)).toEqual(pending.confirm_by);
    expect(pending.consent).toEqual({
      version: "label-news-1",
      text: expect.stringContaining("Static Bloom") as string,
      form: "footer",
      agreed_at: at,
    });
    expect(JSON.stringify(pending)).not.toMatch(/ip|203\.0/i);
  });

  it("leaves a pending or confirmed address as it is (no second email), and starts an unsubscribed one again", () => {
    const confirmed = confirmedRecord(pending, later)!;
    expect(signupRecord(pending, { ...fresh, created_at: later })).toBeNull();
    expect(signupRecord(confirmed, { ...fresh, created_at: later })).toBeNull();
    const left = unsubscribedRecord(confirmed, later)!;
    expect(signupRecord(left, { ...fresh, created_at: later })).toMatchObject({
      status: "pending",
      created_at: later,
      unsubscribed_at: null,
    });
  });
});

describe("confirming and leaving", () => {
  it("confirming clears the deadline; a second confirmation changes nothing", () => {
    const confirmed = confirmedRecord(pending, later)!;
    expect(confirmed).toMatchObject({ status: "confirmed", confirmed_at: later, confirm_by: null });
    expect(confirmedRecord(confirmed, new Date())).toBeNull();
  });

  it("leaving keeps the record, unsubscribed, without a deadline; leaving twice changes nothing", () => {
    const left = unsubscribedRecord(pending, later)!;
    expect(left).toMatchObject({ status: "unsubscribed", unsubscribed_at: later, confirm_by: null });
    expect(unsubscribedRecord(left, new Date())).toBeNull();
    expect(confirmedRecord(left, new Date())).toBeNull();
  });
});

describe("the signup form's fields", () => {
  const valid = { email: " Fan@Example.com ", list: LABEL_LIST, consent: CURRENT_FAN_LIST_CONSENTS.footer, form: "footer" };

  it("takes the label's list or an artist's id, a known wording and a public form", () => {
    expect(signupRequestSchema.parse(valid)).toEqual({ ...valid, email: "Fan@Example.com" });
    expect(
      signupRequestSchema.safeParse({
        ...valid,
        list: "a0000000-0000-4000-8000-000000000001",
        consent: CURRENT_FAN_LIST_CONSENTS.artist_page,
        form: "artist_page",
      }).success,
    ).toBe(true);
    for (const wrong of [{ list: "../etc" }, { consent: "made-up-1" }, { form: "import" }, { form: "manual" }]) {
      expect(signupRequestSchema.safeParse({ ...valid, ...wrong }).success, JSON.stringify(wrong)).toBe(false);
    }
  });

  it("refuses a missing or malformed address with the invalid-email message", () => {
    for (const email of ["", "not-an-address", undefined]) {
      expect(signupRequestSchema.safeParse({ ...valid, email }).error?.issues[0]?.message, String(email)).toBe(INVALID_EMAIL);
    }
  });
});

describe("the confirmation email and its links", () => {
  it("names the list, carries the link and no unsubscribe header (nothing is sent before confirming)", () => {
    const mail = listConfirmationEmail({
      listName: "news from Static Bloom",
      confirmUrl: "https://label.test/api/email-preferences?t=x",
      sender: { name: "Static Bloom", postalAddress: "1 Road", contactEmail: "hi@label.test" },
    });
    expect(mail.subject).toBe("Confirm: news from Static Bloom");
    expect(mail.text).toContain("Yes, subscribe me: https://label.test/api/email-preferences?t=x");
    expect(mail.html).toContain('href="https://label.test/api/email-preferences?t=x"');
    expect(mail).not.toHaveProperty("headers");
  });

  it("signs list links that verify to their action and refuse tampering", () => {
    const token = signEmailLink({ action: "confirmList", subscriberId: "abc123", signedUpAt: 1_900_000_000_123 }, "secret");
    expect(verifyEmailLink(token, "secret")).toEqual({ action: "confirmList", subscriberId: "abc123", signedUpAt: 1_900_000_000_123 });
    expect(verifyEmailLink(signEmailLink({ action: "leaveList", subscriberId: "abc123" }, "secret"), "secret")).toEqual({
      action: "leaveList",
      subscriberId: "abc123",
    });
    expect(verifyEmailLink(token.replace("abc123", "abc124"), "secret")).toBeNull();
    expect(verifyEmailLink(token, "other")).toBeNull();
    // The signup's time is signed too: a link cannot be pointed at another signup of the address.
    expect(verifyEmailLink(token.replace(/\.([0-9a-z]+)\.([^.]+)$/, ".$1x.$2"), "secret")).toBeNull();
  });
});
