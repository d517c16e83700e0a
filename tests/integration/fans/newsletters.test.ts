import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { LABEL_LIST, type Newsletter } from "../../../src/lib/domain/fans";
import { runNewsletterSends } from "../../../src/lib/jobs/newsletterSend";
import { serverConfig } from "../../../src/lib/config";
import { addWithConsent } from "../../../src/lib/server/fans/fanList";
import { leaveList } from "../../../src/lib/server/fans/fanList";
import { queueNewsletter } from "../../../src/lib/server/fans/newsletterSend";
import { ARTIST_ID, OTHER_ARTIST_ID, call, seedAccess, signInCast, type Cast } from "../accessFixtures";
import { repositories, resetDatabase } from "../support";

/**
 * Newsletters (docs/fans.md#newsletters) on the local stack: the permission
 * matrix rows (composing needs press draft or edit, sending press publish),
 * a newsletter composed, test-sent and sent to a segment through the
 * callables, each recipient once however often the send runs or after a
 * crash halfway, and a bounced address left out of later sends.
 */
const repos = repositories();
let cast: Cast;
/** Several function calls in a row: slow on a busy machine. */
const SLOW = 120_000;

beforeAll(async () => {
  cast = await signInCast();
});

beforeEach(async () => {
  await resetDatabase();
  await seedAccess(cast);
});

const addFan = (email: string, list: string) =>
  addWithConsent(
    repos,
    {
      email,
      list,
      source: "manual",
      consent: { version: "manual", text: "Signed up on paper at the Leeds show", form: "manual", agreed_at: new Date() },
    },
    serverConfig(),
  );
const compose = (audience: { label: boolean; artist_ids: string[] }, subject = "Spring news") => ({
  subject,
  body_html: '<p>New music. <a href="https://example.com/tour">Tour dates</a><script>alert(1)</script></p>',
  audience,
});

async function draft(audience: { label: boolean; artist_ids: string[] }, subject?: string): Promise<Newsletter> {
  const response = await call("saveNewsletter", { id: null, newsletter: compose(audience, subject) }, cast.superAdmin);
  expect(response.error).toBeUndefined();
  return (await repos.newsletters.get((response.result as { id: string }).id))!;
}

const mailsOf = (newsletterId: string) =>
  repos.mail.query((c) => c.where("newsletter_id", "==", newsletterId).where("kind", "==", "newsletter"));

type Kind = "signedOut" | keyof Cast;
const KINDS: Kind[] = ["signedOut", "fan", "artistEditor", "auditor", "userManager", "superAdmin"];

describe("who may compose and send", () => {
  const ROWS: { name: string; request: (id: string) => unknown; allowed: Kind[] }[] = [
    { name: "listNewsletters", request: () => ({}), allowed: ["userManager", "superAdmin"] },
    {
      name: "saveNewsletter (new: press draft)",
      request: () => ({ id: null, newsletter: compose({ label: true, artist_ids: [] }) }),
      allowed: ["superAdmin"],
    },
    {
      name: "saveNewsletter (saved: press edit)",
      request: (id) => ({ id, newsletter: compose({ label: true, artist_ids: [] }, "Changed") }),
      allowed: ["userManager", "superAdmin"],
    },
    { name: "sendNewsletterTest", request: (id) => ({ id }), allowed: ["userManager", "superAdmin"] },
    { name: "sendNewsletter (press publish)", request: (id) => ({ id, send_at: "2099-01-01T09:00:00Z" }), allowed: ["superAdmin"] },
  ];

  it.each(ROWS)(
    "$name",
    async ({ name, request, allowed }) => {
      const { id } = await draft({ label: true, artist_ids: [] });
      const before = JSON.stringify(await repos.newsletters.get(id));
      for (const kind of KINDS) {
        const response = await call(name.split(" ")[0]!, request(id), kind === "signedOut" ? undefined : cast[kind]);
        if (allowed.includes(kind)) expect(response.error, kind).toBeUndefined();
        else {
          expect(response.error?.status, kind).toBe(kind === "signedOut" ? "UNAUTHENTICATED" : "PERMISSION_DENIED");
          if (name.startsWith("send")) expect(JSON.stringify(await repos.newsletters.get(id))).toBe(before);
        }
      }
    },
    SLOW,
  );
});

describe("sending a newsletter", () => {
  it(
    "test-sends to the composer only, then sends now to the followers of one artist, each once even when the send runs again; the counts come from the mails",
    async () => {
      await addFan("both@example.com", ARTIST_ID);
      await addFan("both@example.com", LABEL_LIST);
      await addFan("follower@example.com", ARTIST_ID);
      await addFan("label-only@example.com", LABEL_LIST);
      await addFan("other@example.com", OTHER_ARTIST_ID);
      const newsletter = await draft({ label: false, artist_ids: [ARTIST_ID] });

      const test = await call("sendNewsletterTest", { id: newsletter.id }, cast.userManager);
      expect(test.result).toEqual({ to: "access-usermanager@label.test" });
      const [testMail, ...moreTests] = await repos.mail.query((c) => c.where("kind", "==", "newsletter_test"));
      expect(moreTests).toEqual([]);
      expect(testMail).toMatchObject({ to: "access-usermanager@label.test", message: { subject: "[TEST] Spring news" } });
      expect(await mailsOf(newsletter.id)).toEqual([]);

      // Bad input changes nothing: a time in the past.
      expect((await call("sendNewsletter", { id: newsletter.id, send_at: "2020-01-01T00:00:00Z" }, cast.superAdmin)).error?.status).toBe(
        "INVALID_ARGUMENT",
      );
      expect((await repos.newsletters.get(newsletter.id))!.status).toBe("draft");

      const sent = await call("sendNewsletter", { id: newsletter.id, send_at: null }, cast.superAdmin);
      expect(sent.result).toMatchObject({ status: "sent" });
      const mails = await mailsOf(newsletter.id);
      expect(mails.map((m) => m.to).sort()).toEqual(["both@example.com", "follower@example.com"]);
      const mail = mails.find((m) => m.to === "follower@example.com")!;
      expect(mail.message.html).toContain('<a href="https://example.com/tour">Tour dates</a>');
      expect(mail.message.html).not.toContain("<script");
      expect(mail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
      expect(mail.message.text).toMatch(/Unsubscribe from this list: \S+emailPreferences\?t=lu\./);

      // Sent: the job finds nothing more to do, and the newsletter cannot be sent or changed again.
      await runNewsletterSends({ repos, now: new Date(), log: () => {} });
      expect(await mailsOf(newsletter.id)).toHaveLength(2);
      expect((await call("sendNewsletter", { id: newsletter.id, send_at: null }, cast.superAdmin)).error?.status).toBe(
        "FAILED_PRECONDITION",
      );

      // The extension delivers one and bounces none; the other recipient leaves the list by its link.
      await repos.mail.collection.doc(mail.id).update({ delivery: { state: "SUCCESS" } });
      const other = mails.find((m) => m.to === "both@example.com")!;
      await leaveList(repos, other.subscriber_id!, new Date(Date.now() + 1000));
      const page = await call("getNewsletter", { id: newsletter.id }, cast.userManager);
      expect((page.result as { counts: unknown }).counts).toEqual({ queued: 2, delivered: 1, bounced: 0, unsubscribed: 1 });

      const post = await call("publishNewsletterAsPost", { id: newsletter.id }, cast.superAdmin);
      expect(post.result).toMatchObject({ slug: "spring-news" });
      expect(await repos.pressPosts.get((post.result as { press_post_id: string }).press_post_id)).toMatchObject({
        title: "Spring news",
        is_published: true,
      });
      expect((await call("publishNewsletterAsPost", { id: newsletter.id }, cast.superAdmin)).result).toEqual(post.result);
    },
    SLOW,
  );

  it(
    "after a crash halfway, the next run queues the rest: every recipient once",
    async () => {
      const emails = Array.from({ length: 25 }, (_, i) => `fan${String(i).padStart(2, "0")}@example.com`);
      for (const email of emails) await addFan(email, LABEL_LIST);
      const newsletter = await draft({ label: true, artist_ids: [] });
      await repos.newsletters.update(newsletter.id, { status: "scheduled", send_at: new Date() });
      const config = serverConfig();
      const dying = queueNewsletter(repos, (await repos.newsletters.get(newsletter.id))!, config, new Date(), {
        batchSize: 10,
        afterBatch: ({ batch }) => {
          // Killed after the second batch's mails were written, before its cursor was saved.
          if (batch === 2) throw new Error("killed between batches");
        },
      });
      await expect(dying).rejects.toThrow("killed between batches");
      expect(await mailsOf(newsletter.id)).toHaveLength(20);

      const resumed = await queueNewsletter(repos, (await repos.newsletters.get(newsletter.id))!, config, new Date(), { batchSize: 10 });
      expect(resumed).toEqual({ queued: 5, skipped: 10, done: true });
      const mails = await mailsOf(newsletter.id);
      expect(mails.map((m) => m.to).sort()).toEqual(emails);
      expect((await repos.newsletters.get(newsletter.id))!.status).toBe("sent");
    },
    SLOW,
  );

  it(
    "queues at most the rate per run, and the next run goes on",
    async () => {
      for (let i = 0; i < 7; i++) await addFan(`rate${i}@example.com`, LABEL_LIST);
      const newsletter = await draft({ label: true, artist_ids: [] });
      await repos.newsletters.update(newsletter.id, { status: "scheduled", send_at: new Date() });
      const first = await runNewsletterSends({ repos, now: new Date(), log: () => {} }, { mailsPerMinute: 4 });
      expect(first).toEqual({ queued: 4, skipped: 0, sent: [] });
      const second = await runNewsletterSends({ repos, now: new Date(), log: () => {} }, { mailsPerMinute: 4 });
      expect(second).toEqual({ queued: 3, skipped: 0, sent: [newsletter.id] });
    },
    SLOW,
  );

  it(
    "leaves a bounced address out of later sends",
    async () => {
      await addFan("good@example.com", LABEL_LIST);
      await addFan("bounces@example.com", LABEL_LIST);
      const first = await draft({ label: true, artist_ids: [] }, "First");
      await call("sendNewsletter", { id: first.id, send_at: null }, cast.superAdmin);
      const bounced = (await mailsOf(first.id)).find((m) => m.to === "bounces@example.com")!;
      await repos.mail.collection.doc(bounced.id).update({ delivery: { state: "ERROR", error: "550 5.1.1 No such user" } });
      expect(
        ((await call("getNewsletter", { id: first.id }, cast.superAdmin)).result as { counts: { bounced: number } }).counts.bounced,
      ).toBe(1);

      const second = await draft({ label: true, artist_ids: [] }, "Second");
      await call("sendNewsletter", { id: second.id, send_at: null }, cast.superAdmin);
      expect((await mailsOf(second.id)).map((m) => m.to)).toEqual(["good@example.com"]);
    },
    SLOW,
  );

  it(
    "records a bounce once and keeps it out of every later newsletter, whatever was sent to other lists in between",
    async () => {
      await addFan("good@example.com", ARTIST_ID);
      await addFan("bounces@example.com", ARTIST_ID);
      await addFan("other@example.com", OTHER_ARTIST_ID);
      const send = async (artistId: string, subject: string) => {
        const newsletter = await draft({ label: false, artist_ids: [artistId] }, subject);
        expect((await call("sendNewsletter", { id: newsletter.id, send_at: null }, cast.superAdmin)).result).toMatchObject({
          status: "sent",
        });
        return mailsOf(newsletter.id);
      };
      const b = await send(ARTIST_ID, "B");
      const bouncedMail = b.find((m) => m.to === "bounces@example.com")!;
      await repos.mail.collection.doc(bouncedMail.id).update({ delivery: { state: "ERROR", error: "550 5.1.1 No such user" } });
      await repos.mail.collection.doc(b.find((m) => m.to === "good@example.com")!.id).update({ delivery: { state: "SUCCESS" } });

      // A newsletter to another artist's followers goes between: the bounce is found all the same.
      expect((await send(OTHER_ARTIST_ID, "To Y")).map((m) => m.to)).toEqual(["other@example.com"]);
      const recorded = await repos.bounces.get(bouncedMail.address_key!);
      expect(recorded).toMatchObject({ address_key: bouncedMail.address_key, newsletter_id: bouncedMail.newsletter_id });

      expect((await send(ARTIST_ID, "C")).map((m) => m.to)).toEqual(["good@example.com"]);
      expect((await send(ARTIST_ID, "D")).map((m) => m.to)).toEqual(["good@example.com"]);
      // Recorded once: later scans leave the first record as it was, and every mail of B is let go once the extension is done with it.
      expect(await repos.bounces.query((c) => c)).toEqual([recorded]);
      expect((await repos.mail.getMany(b.map((m) => m.id))).map((m) => m.bounce_check_at)).toEqual([null, null]);
    },
    SLOW,
  );
});
