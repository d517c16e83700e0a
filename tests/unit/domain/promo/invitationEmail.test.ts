import { describe, expect, it } from "vitest";
import { LABEL } from "../../../../src/config/label";
import { invitationEmail } from "../../../../src/lib/domain/promo/invitationEmail";

const sender = { name: LABEL.name, postalAddress: LABEL.postalAddress, contactEmail: LABEL.contactEmail };
const link = `https://label.test/promo/${"A".repeat(43)}`;
const mail = invitationEmail({
  contactName: "Ann Lee",
  releaseTitle: "Coming Tide",
  artistName: "Halden Drift",
  link,
  expiresAt: new Date("2031-06-01T00:00:00Z"),
  sender,
});
const occurrences = (text: string, part: string) => text.split(part).length - 1;

describe("the promo invitation mail", () => {
  it("names the label once in its footer, with its address and contact", () => {
    const footer = /<p style="margin-top:32px[^>]*>(.*?)<\/p>/.exec(mail.html)![1]!;
    expect(occurrences(footer, LABEL.name)).toBe(1);
    expect(footer).toContain("14 Foundry Lane");
    expect(footer).toContain(LABEL.contactEmail);
    expect(occurrences(mail.text.split("\n").at(-1)!, LABEL.name)).toBe(1);
  });

  it("lets the raw link line break anywhere, so it wraps on a phone", () => {
    const line = new RegExp(`<p style="([^"]*)">${link.replace(/[/.]/g, "\\$&")}</p>`).exec(mail.html);
    expect(line?.[1]).toContain("overflow-wrap:anywhere");
  });
});
