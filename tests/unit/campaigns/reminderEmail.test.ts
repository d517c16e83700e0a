import { describe, expect, it } from "vitest";
import { isReminderDue, reminderConfirmationEmail, reminderCsv, reminderEmail, shouldRetryLinks } from "../../../src/lib/domain/campaigns";
import { emailPreferencesPage } from "../../../src/lib/domain/fans";

const sender = { name: "Static Bloom Records", postalAddress: "1 Road, Town", contactEmail: "hello@label.test" };
const view = {
  title: "Tape <Hiss>",
  artistNames: "Halden Drift, Mira Osei",
  coverUrl: "https://label.test/images/cover.svg",
  links: [
    { label: "Spotify", url: "https://open.spotify.com/album/1" },
    { label: "Deezer", url: "https://www.deezer.com/album/2" },
  ],
  releaseUrl: "https://label.test/releases/halden-drift/tape-hiss",
  unsubscribeUrl: "https://label.test/api/email-preferences?t=u.k.r.sig",
  sender,
};

describe("the release-day reminder", () => {
  it("has the title, artists, cover, listen links, release page, sender line and a one-click unsubscribe", () => {
    const mail = reminderEmail(view);
    expect(mail.subject).toBe("Out now: Tape <Hiss> by Halden Drift, Mira Osei");
    expect(mail.text).toContain("- Spotify: https://open.spotify.com/album/1\n- Deezer: https://www.deezer.com/album/2");
    expect(mail.text).toContain("Release page: https://label.test/releases/halden-drift/tape-hiss");
    expect(mail.text).toContain("Static Bloom Records · 1 Road, Town · hello@label.test");
    expect(mail.html).toContain('<img src="https://label.test/images/cover.svg" alt="Tape &lt;Hiss&gt;"');
    expect(mail.html).toContain('<h1 style="font-size:24px">Tape &lt;Hiss&gt;</h1>');
    expect(mail.html).not.toContain("<Hiss>");
    expect(mail.html).toContain('href="https://label.test/api/email-preferences?t=u.k.r.sig"');
    expect(mail.headers).toEqual({
      "List-Unsubscribe": "<https://label.test/api/email-preferences?t=u.k.r.sig>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });

  it("says once that it is the only email: alone, or merged with the announcement to a follower", () => {
    const alone = reminderEmail(view).text;
    expect(alone).toContain("asked for a reminder at release. It is the only one.");
    const merged = reminderEmail(view, "Halden Drift");
    expect(merged.text).toContain(
      "asked for a reminder at release.\nYou also follow Halden Drift: this is the one email you get about this release.",
    );
    for (const part of [merged.text, merged.html]) expect(part.match(/only one|the one email/g)).toEqual(["the one email"]);
  });

  it("links to the release page when the release has no links", () => {
    const mail = reminderEmail({ ...view, links: [] });
    expect(mail.text).toContain("Listen on the release page:\n\nRelease page: https://label.test/releases/halden-drift/tape-hiss");
    expect(mail.html).not.toContain("<ul>");
  });

  it("the confirmation asks once, with a link and no unsubscribe header", () => {
    const mail = reminderConfirmationEmail({
      title: "Tape Hiss",
      artistNames: "Halden Drift",
      confirmUrl: "https://label.test/api/email-preferences?t=c.k.r.p.sig",
      sender,
    });
    expect(mail.subject).toBe("Confirm your release-day reminder for Tape Hiss");
    expect(mail.text).toContain("Yes, send me the reminder: https://label.test/api/email-preferences?t=c.k.r.p.sig");
    expect(mail).not.toHaveProperty("headers");
  });
});

describe("the suppression rule", () => {
  const at = (iso: string) => new Date(iso);
  const suppression = { address_key: "k", release_id: "r", unsubscribed_at: at("2030-02-01T00:00:00Z"), lifted_at: null };
  const preSave = (created: string, confirmed?: string) => ({
    email: "fan@x.test",
    created_at: at(created),
    reminder: confirmed ? { confirmed_at: at(confirmed) } : undefined,
  });

  it("mails an address that never unsubscribed, and never a pre-save without one", () => {
    expect(isReminderDue(preSave("2030-01-01T00:00:00Z"), null)).toBe(true);
    expect(isReminderDue({ email: null, created_at: at("2030-01-01T00:00:00Z") }, null)).toBe(false);
  });

  it("cancels pre-saves before the unsubscribe, and later ones until the fan confirms one", () => {
    expect(isReminderDue(preSave("2030-01-01T00:00:00Z"), suppression)).toBe(false);
    expect(isReminderDue(preSave("2030-03-01T00:00:00Z"), suppression)).toBe(false);
    expect(isReminderDue(preSave("2030-03-01T00:00:00Z", "2030-03-02T00:00:00Z"), suppression)).toBe(true);
    const lifted = { ...suppression, lifted_at: at("2030-03-02T00:00:00Z") };
    expect(isReminderDue(preSave("2030-04-01T00:00:00Z"), lifted)).toBe(true);
    expect(isReminderDue(preSave("2030-01-15T00:00:00Z"), lifted)).toBe(false);
    // Unsubscribed again after confirming: the confirmation no longer counts.
    const again = { ...lifted, unsubscribed_at: at("2030-05-01T00:00:00Z"), lifted_at: null };
    expect(isReminderDue(preSave("2030-03-01T00:00:00Z", "2030-03-02T00:00:00Z"), again)).toBe(false);
  });

  it("retries links at most 4 times within an hour of the release moment", () => {
    const moment = at("2030-03-05T00:00:00Z");
    expect(shouldRetryLinks(0, moment, moment)).toBe(true);
    expect(shouldRetryLinks(3, moment, at("2030-03-05T00:45:00Z"))).toBe(true);
    expect(shouldRetryLinks(4, moment, at("2030-03-05T00:45:00Z"))).toBe(false);
    expect(shouldRetryLinks(1, moment, at("2030-03-05T01:00:00Z"))).toBe(false);
  });
});

describe("the email-preferences page and the export", () => {
  it("asks with a POST form on GET, and says what happened after", () => {
    const ask = emailPreferencesPage(
      { page: "askUnsubscribe", labelName: "Static Bloom Records", actionUrl: "https://l.test/p?t=a&b" },
      "footer",
    );
    expect(ask).toContain('<form method="post" action="https://l.test/p?t=a&amp;b">');
    expect(ask).toContain('name="List-Unsubscribe" value="One-Click"');
    expect(ask).toContain("UNSUBSCRIBE");
    const done = emailPreferencesPage({ page: "unsubscribed", labelName: "Static Bloom Records" }, "footer");
    expect(done).toContain("You&#39;re unsubscribed");
    expect(done).not.toContain("<form");
  });

  it("writes RFC 4180 CSV with formula-looking fields defused", () => {
    const csv = reminderCsv([
      { email: "a@x.test", preSavedAt: new Date("2030-01-01T00:00:00Z"), state: "sent" },
      { email: '=cmd"@x.test', preSavedAt: new Date("2030-01-02T00:00:00Z"), state: "cancelled" },
    ]);
    expect(csv).toBe(
      'email,pre_saved_at,reminder\r\na@x.test,2030-01-01T00:00:00.000Z,sent\r\n"\'=cmd""@x.test",2030-01-02T00:00:00.000Z,cancelled\r\n',
    );
  });
});
