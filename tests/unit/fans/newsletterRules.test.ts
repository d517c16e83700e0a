import { describe, expect, it } from "vitest";
import { type Suppression } from "../../../src/lib/domain/campaigns";
import {
  LABEL_LIST,
  absoluteLinks,
  audienceLists,
  isSuppressed,
  newsletterEmail,
  nextBounceCheck,
  pickRecipients,
  releaseDayMails,
  type Subscriber,
} from "../../../src/lib/domain/fans";
import { DAY_MS, HOUR_MS } from "../../../src/lib/domain/shared";
import { newsletterInputSchema } from "../../../src/lib/domain/fans/newslettersContract";

const at = new Date("2030-03-01T10:00:00Z");
const day = (n: number) => new Date(at.getTime() + n * 24 * 60 * 60 * 1000);

function record(key: string, list: string, overrides: Partial<Subscriber> = {}): Subscriber {
  return {
    id: `${list}-${key}`,
    email: `${key}@example.com`,
    address_key: key,
    list,
    source: "footer",
    status: "confirmed",
    consent: { version: "label-news-1", text: "Send me news", form: "footer", agreed_at: at },
    created_at: at,
    confirmed_at: at,
    unsubscribed_at: null,
    confirm_by: null,
    ...overrides,
  };
}

const suppression = (key: string, unsubscribedAt: Date, liftedAt: Date | null = null): Suppression => ({
  address_key: key,
  unsubscribed_at: unsubscribedAt,
  release_id: "r1",
  lifted_at: liftedAt,
});
const none = { suppressions: new Map<string, Suppression>(), bounced: new Set<string>() };

describe("a newsletter's audience", () => {
  it("is the label's list and each chosen artist's, each once", () => {
    expect(audienceLists({ label: true, artist_ids: ["a1", "a2", "a1"] })).toEqual([LABEL_LIST, "a1", "a2"]);
    expect(audienceLists({ label: false, artist_ids: ["a2"] })).toEqual(["a2"]);
  });

  it("must name at least one list", () => {
    const parsed = newsletterInputSchema.safeParse({
      subject: "News",
      body_html: "<p>Hello</p>",
      audience: { label: false, artist_ids: [] },
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe("Choose the label's news or at least one artist");
  });
});

describe("picking the recipients", () => {
  it("mails an address on several lists once, through its first record", () => {
    const picked = pickRecipients([record("k1", LABEL_LIST), record("k1", "a1"), record("k2", "a1")], none);
    expect(picked.map((r) => r.id)).toEqual([`${LABEL_LIST}-k1`, "a1-k2"]);
  });

  it("leaves out pending and unsubscribed records", () => {
    const picked = pickRecipients(
      [
        record("k1", LABEL_LIST, { status: "pending", confirmed_at: null }),
        record("k2", LABEL_LIST, { status: "unsubscribed" }),
        record("k3", LABEL_LIST),
      ],
      none,
    );
    expect(picked.map((r) => r.address_key)).toEqual(["k3"]);
  });

  it("leaves out an address whose mail bounced", () => {
    const picked = pickRecipients([record("k1", LABEL_LIST), record("k2", LABEL_LIST)], { ...none, bounced: new Set(["k1"]) });
    expect(picked.map((r) => r.address_key)).toEqual(["k2"]);
  });

  it("leaves out an address that unsubscribed from the label's emails after confirming, not one that confirmed again later", () => {
    expect(isSuppressed(record("k1", LABEL_LIST), suppression("k1", day(1)))).toBe(true);
    expect(isSuppressed(record("k1", LABEL_LIST, { confirmed_at: day(2) }), suppression("k1", day(1)))).toBe(false);
    expect(isSuppressed(record("k1", LABEL_LIST), suppression("k1", day(1), day(3)))).toBe(false);
    expect(isSuppressed(record("k1", LABEL_LIST), null)).toBe(false);
  });
});

describe("release-day emails", () => {
  const preSave = (key: string, overrides: object = {}) => ({
    email: `${key}@example.com`,
    created_at: at,
    reminder: { confirmed_at: null },
    addressKey: key,
    ...overrides,
  });

  it("send a follower of several of the release's artists one announcement, naming the first", () => {
    const mails = releaseDayMails([], [record("k1", "a1"), record("k1", "a2"), record("k2", "a2")], none);
    expect(mails.map((m) => [m.kind, m.addressKey, m.follower?.list])).toEqual([
      ["release_announcement", "k1", "a1"],
      ["release_announcement", "k2", "a2"],
    ]);
  });

  it("merge the announcement into the reminder of an address that pre-saved: one email", () => {
    const mails = releaseDayMails([preSave("k1"), preSave("k3")], [record("k1", "a1"), record("k2", "a1")], none);
    expect(mails.map((m) => [m.kind, m.addressKey, m.follower?.list ?? null])).toEqual([
      ["release_reminder", "k1", "a1"],
      ["release_reminder", "k3", null],
      ["release_announcement", "k2", "a1"],
    ]);
  });

  it("send a follower whose reminder is cancelled by the suppression list nothing, unless it confirmed the list after", () => {
    const suppressions = new Map([["k1", suppression("k1", day(1))]]);
    expect(releaseDayMails([preSave("k1")], [record("k1", "a1")], { ...none, suppressions })).toEqual([]);
    const again = releaseDayMails([preSave("k1")], [record("k1", "a1", { confirmed_at: day(2) })], { ...none, suppressions });
    expect(again.map((m) => m.kind)).toEqual(["release_announcement"]);
  });

  it("mail no bounced address", () => {
    expect(releaseDayMails([preSave("k1")], [record("k1", "a1"), record("k2", "a1")], { ...none, bounced: new Set(["k1", "k2"]) })).toEqual(
      [],
    );
  });
});

describe("the bounce scan's looks at a mail", () => {
  const queued = new Date("2030-01-01T00:00:00Z");
  const at = (ms: number) => new Date(queued.getTime() + ms);

  it("looks again an hour, then a day after it was queued while the extension is not done, then stops", () => {
    expect(nextBounceCheck({ created_at: queued }, at(60_000))).toEqual(at(HOUR_MS));
    expect(nextBounceCheck({ created_at: queued, delivery: { state: "PROCESSING" } }, at(HOUR_MS))).toEqual(at(DAY_MS));
    expect(nextBounceCheck({ created_at: queued, delivery: { state: "RETRY" } }, at(DAY_MS))).toBeNull();
  });

  it("stops at once when the mail was delivered or bounced", () => {
    expect(nextBounceCheck({ created_at: queued, delivery: { state: "SUCCESS" } }, queued)).toBeNull();
    expect(nextBounceCheck({ created_at: queued, delivery: { state: "ERROR" } }, queued)).toBeNull();
  });
});

describe("the newsletter email", () => {
  const sender = { name: "Static Bloom", postalAddress: "1 Bloom Street", contactEmail: "hello@label.test" };

  it("carries the one-click unsubscribe headers and link, and the site's links made absolute", () => {
    const email = newsletterEmail({
      subject: "Spring",
      bodyHtml: '<p><a href="/releases">New</a><img src="/media/x.jpg"></p>',
      siteUrl: "https://label.example/",
      listName: "news from Static Bloom",
      unsubscribeUrl: "https://label.example/api/email-preferences?t=abc",
      sender,
    });
    expect(email.headers).toEqual({
      "List-Unsubscribe": "<https://label.example/api/email-preferences?t=abc>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(email.html).toContain('href="https://label.example/releases"');
    expect(email.html).toContain('src="https://label.example/media/x.jpg"');
    expect(email.text).toContain("Unsubscribe from this list: https://label.example/api/email-preferences?t=abc");
    expect(email.text).toContain("You get this email because you subscribed to news from Static Bloom.");
  });

  it("keeps every link's address in the plain text: a release card's (made absolute), an editor's link, a link that is its own address", () => {
    const card =
      '<p><img src="/media/cover.jpg" alt="Tape Hiss Sermons"></p><h3><a href="/releases/halden-drift/tape-hiss-sermons">Tape Hiss Sermons</a></h3><p>Halden Drift</p>';
    const body = `${card}<p>Tour: <a href="https://x.test/tour?a=1&amp;b=2" rel="noopener">dates <strong>here</strong></a>, <a href="https://x.test/">https://x.test/</a></p>`;
    const email = newsletterEmail({
      subject: "Spring",
      bodyHtml: body,
      siteUrl: "https://label.example",
      listName: "news from Static Bloom",
      unsubscribeUrl: null,
      sender,
    });
    expect(email.text.split("\n").slice(0, 4)).toEqual([
      "[image]",
      "Tape Hiss Sermons (https://label.example/releases/halden-drift/tape-hiss-sermons)",
      "Halden Drift",
      "Tour: dates here (https://x.test/tour?a=1&b=2), https://x.test/",
    ]);
  });

  it("as a test, says so and carries no unsubscribe", () => {
    const email = newsletterEmail({
      subject: "Spring",
      bodyHtml: "<p>Hi</p>",
      siteUrl: "https://label.example",
      listName: "news from Static Bloom",
      unsubscribeUrl: null,
      sender,
      test: true,
    });
    expect(email.subject).toBe("[TEST] Spring");
    expect(email.headers).toEqual({});
    expect(email.text).toContain("This is a test: only you received it.");
  });

  it("leaves other sites' links and protocol-relative ones as they are", () => {
    expect(absoluteLinks('<a href="https://x.test/a">x</a><img src="//cdn.test/i.png">', "https://label.example")).toBe(
      '<a href="https://x.test/a">x</a><img src="//cdn.test/i.png">',
    );
  });
});
