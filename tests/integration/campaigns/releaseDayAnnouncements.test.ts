import { beforeEach, describe, expect, it } from "vitest";
import { serverConfig } from "../../../src/lib/config";
import { addWithConsent } from "../../../src/lib/server/fans/fanList";
import { describeReleaseDay, runReleaseDay } from "../../../src/lib/jobs/releaseDay";
import { LABEL_LIST, type Newsletter } from "../../../src/lib/domain/fans";
import { queueNewsletter } from "../../../src/lib/server/fans/newsletterSend";
import { makeArtist, makeReleaseArtist } from "../../factories";
import { resetDatabase } from "../support";
import { ARTIST, MOMENT, addPreSaves, addRelease, fanEmail, jobContext, repos } from "./reminderSupport";

/**
 * Release-day announcements (docs/fans.md#release-day-announcements): the
 * followers of each credited artist get one email, once even when they
 * follow several of its artists, and an address that pre-saved gets its
 * reminder as the one email, never a second.
 */
const GUEST = makeArtist({ id: "a1000000-0000-4000-8000-000000000002", name: "Mira Osei", slug: "mira-osei" });

const follow = (email: string, list: string) =>
  addWithConsent(
    repos,
    {
      email,
      list,
      source: "manual",
      consent: {
        version: "manual",
        text: "Signed up on paper at the Leeds show",
        form: "manual",
        agreed_at: new Date("2030-01-01T00:00:00Z"),
      },
    },
    serverConfig(),
    new Date("2030-01-01T00:00:00Z"),
  );

const makeNewsletter = (subject: string, list: string, at: Date): Newsletter => ({
  id: `newsletter-${subject.toLowerCase().replace(/\W+/g, "-")}`,
  subject,
  body_html: "<p>News</p>",
  audience: { label: list === LABEL_LIST, artist_ids: list === LABEL_LIST ? [] : [list] },
  status: "scheduled",
  send_at: at,
  cursor: null,
  sent_by: null,
  sent_at: null,
  press_post_id: null,
  created_by: "u1",
  created_at: at,
  updated_at: at,
});

beforeEach(async () => {
  await resetDatabase();
});

describe("release day for followers", () => {
  it("sends each follower one announcement and merges it with the reminder of an address that pre-saved; a second run sends nothing", async () => {
    const release = await addRelease();
    await repos.artists.set(GUEST);
    await repos.releaseArtists.set(makeReleaseArtist({ release_id: release.id, artist_id: GUEST.id, artist_order: 1, is_primary: false }));
    await addPreSaves(release.id, 2); // fan00000 and fan00001 pre-saved
    await follow(fanEmail(0), ARTIST.id); // pre-saved and follows
    await follow("both@example.com", ARTIST.id);
    await follow("both@example.com", GUEST.id); // follows two of its artists
    await follow("guest@example.com", GUEST.id);

    const log: string[] = [];
    const report = await runReleaseDay(jobContext(MOMENT, log));
    expect(report.queued[release.id]).toBe(4);
    // The job's output names each kind: two reminders (one merged with the announcement) and two announcements.
    expect(report.announced[release.id]).toBe(2);
    expect(log).toContain('queued 2 reminders and 2 announcements for "Tape Hiss Sermons"');
    expect(describeReleaseDay(report)).toBe("1 release switched to listen; 2 reminders and 2 announcements queued");
    const mails = await repos.mail.query((c) => c.where("release_id", "==", release.id));
    const byAddress = new Map(mails.map((m) => [m.to, m]));
    expect(mails.map((m) => m.to).sort()).toEqual(["both@example.com", fanEmail(0), fanEmail(1), "guest@example.com"]);

    const merged = byAddress.get(fanEmail(0))!;
    expect(merged.kind).toBe("release_reminder");
    expect(merged.message.subject).toBe("Out now: Tape Hiss Sermons by Halden Drift, Mira Osei");
    expect(merged.message.text).toContain("You also follow Halden Drift: this is the one email you get about this release.");
    expect(byAddress.get(fanEmail(1))!.message.text).not.toContain("You also follow");

    const announcement = byAddress.get("both@example.com")!;
    expect(announcement).toMatchObject({
      kind: "release_announcement",
      message: { subject: "New release: Tape Hiss Sermons by Halden Drift, Mira Osei" },
    });
    expect(announcement.message.text).toContain("- Spotify: https://open.spotify.com/album/3TapeHissSermons000003");
    expect(announcement.message.text).toContain("Play it on our website: http://localhost");
    expect(announcement.message.text).toContain("You get this email because you follow Halden Drift");
    expect(announcement.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(byAddress.get("guest@example.com")!.message.text).toContain("You get this email because you follow Mira Osei");

    await repos.releaseDays.update(release.id, { reminders_done_at: null });
    const again = await runReleaseDay(jobContext(new Date(MOMENT.getTime() + 15 * 60_000)));
    expect(again.queued[release.id]).toBe(0);
    expect(await repos.mail.query((c) => c.where("release_id", "==", release.id))).toHaveLength(4);
  });

  it("leaves out an address whose newsletter bounced, though another newsletter went since; a reminder that bounced keeps the address out of the next newsletter", async () => {
    const release = await addRelease();
    await addPreSaves(release.id, 1); // fan00000 pre-saved
    await follow("bounces@example.com", ARTIST.id);
    await follow("bounces@example.com", LABEL_LIST);
    await follow("stays@example.com", ARTIST.id);
    await follow(fanEmail(0), LABEL_LIST);
    const newsletterTo = async (list: string, subject: string, at: Date) => {
      const newsletter = makeNewsletter(subject, list, at);
      await repos.newsletters.set(newsletter);
      await queueNewsletter(repos, newsletter, serverConfig(), at);
      return repos.mail.query((c) => c.where("newsletter_id", "==", newsletter.id));
    };
    const first = await newsletterTo(LABEL_LIST, "Label news", new Date("2030-02-01T00:00:00Z"));
    await repos.mail.collection.doc(first.find((m) => m.to === "bounces@example.com")!.id).update({ delivery: { state: "ERROR" } });
    await newsletterTo(GUEST.id, "Guest news", new Date("2030-02-02T00:00:00Z")); // sent last, to nobody above

    await runReleaseDay(jobContext(MOMENT));
    const mails = await repos.mail.query((c) => c.where("release_id", "==", release.id));
    expect(mails.map((m) => m.to).sort()).toEqual([fanEmail(0), "stays@example.com"]);

    // The reminder to fan00000 bounces: the next label newsletter leaves it out.
    await repos.mail.collection.doc(mails.find((m) => m.to === fanEmail(0))!.id).update({ delivery: { state: "ERROR" } });
    const next = await newsletterTo(LABEL_LIST, "More label news", new Date(MOMENT.getTime() + 60_000));
    expect(next.map((m) => m.to)).toEqual([]);
    expect((await repos.bounces.query((c) => c)).map((b) => b.release_id ?? b.newsletter_id).sort()).toEqual(
      [first[0]!.newsletter_id, release.id].sort(),
    );
  });
});
