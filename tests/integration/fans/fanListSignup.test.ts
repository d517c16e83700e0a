import { beforeEach, describe, expect, it } from "vitest";
import { CURRENT_FAN_LIST_CONSENTS, FAN_LIST_CONSENTS, FAN_LIST_RATE_LIMIT, LABEL_LIST } from "../../../src/lib/domain/fans";
import { CURRENT_PRE_SAVE_EMAIL_NOTICE, type Mail } from "../../../src/lib/domain/shared";
import { LABEL } from "../../../src/config/label";
import { fanListExpiryJob } from "../../../src/lib/jobs/fanListExpiry";
import { requiredSecret, serverConfig } from "../../../src/lib/config";
import { emailLinkUrl } from "../../../src/lib/server/campaigns/reminderKeys";
import { freshRateLimitWindow, fromClient, functionUrl, preSaveFormUrl, RATE_LIMIT_TEST_TIMEOUT } from "../support";
import { addRelease, DRAFT_ARTIST, HALDEN, repos, setUpCatalogue } from "../catalogueSupport";
import { jobContext } from "../campaigns/reminderSupport";

const NAVIGATION = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";
const SCRIPT = "application/json";
/** Several function calls in a row: slow on a busy machine. */
const SLOW = 120_000;

let ipCounter = 0;
let ip: string;

beforeEach(async () => {
  await setUpCatalogue();
  ip = `198.51.100.${++ipCounter}`;
});

/** Posts a signup form as the browser does: urlencoded, to the subscribeToList function. */
async function signUp(fields: Record<string, string>, accept = NAVIGATION, from = ip) {
  const response = await fetch(functionUrl("subscribeToList"), {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { accept, ...fromClient(from) },
    redirect: "manual",
  });
  const body: unknown = response.headers.get("content-type")?.includes("json") ? await response.json() : await response.text();
  return { status: response.status, location: response.headers.get("location"), body };
}

const footer = (email: string) => ({ email, list: LABEL_LIST, consent: CURRENT_FAN_LIST_CONSENTS.footer, form: "footer" });
const follow = (email: string, artist = HALDEN) => ({
  email,
  list: artist,
  consent: CURRENT_FAN_LIST_CONSENTS.artist_page,
  form: "artist_page",
});
const pageUrl = (result: string) => `${process.env.SITE_URL}/subscribe#subscribe-result-${result}`;

const confirmations = () => repos.mail.query((c) => c.where("kind", "==", "list_confirmation"));
const linkIn = (mail: Mail) => /Yes, subscribe me: (\S+)/.exec(mail.message.text)![1]!;

describe("signing up without JavaScript", () => {
  it(
    "records a pending address with its consent and no IP, queues one confirmation email, and the link confirms it (GET asks, POST confirms, twice is harmless)",
    async () => {
      expect(await signUp(footer("Fan@Example.com"))).toMatchObject({ status: 303, location: pageUrl("pending") });
      const [subscriber, ...others] = await repos.subscribers.query((c) => c);
      expect(others).toEqual([]);
      expect(subscriber).toMatchObject({
        email: "Fan@Example.com",
        list: LABEL_LIST,
        source: "footer",
        status: "pending",
        confirmed_at: null,
      });
      expect(subscriber!.consent).toEqual({
        version: "label-news-1",
        text: FAN_LIST_CONSENTS["label-news-1"](LABEL.name),
        form: "footer",
        agreed_at: subscriber!.created_at,
      });
      expect(JSON.stringify(await repos.subscribers.collection.get().then((s) => s.docs.map((d) => d.data())))).not.toContain(ip);

      const [mail, ...more] = await confirmations();
      expect(more).toEqual([]);
      expect(mail).toMatchObject({
        to: "Fan@Example.com",
        subscriber_id: subscriber!.id,
        message: { subject: `Confirm: news from ${LABEL.name}` },
      });

      // The same address again, before confirming: the same answer, no second email.
      expect(await signUp(footer("fan@example.com"))).toMatchObject({ status: 303, location: pageUrl("pending") });
      expect(await confirmations()).toHaveLength(1);

      const url = linkIn(mail!);
      const ask = await fetch(url);
      expect(await ask.text()).toContain("YES, SUBSCRIBE");
      expect((await repos.subscribers.get(subscriber!.id))!.status).toBe("pending");
      const done = await fetch(url, { method: "POST" });
      expect(done.status).toBe(200);
      expect(await done.text()).toContain("You&#39;re subscribed");
      const confirmed = await repos.subscribers.get(subscriber!.id);
      expect(confirmed).toMatchObject({ status: "confirmed", confirm_by: null });
      const again = await fetch(url, { method: "POST" });
      expect(again.status).toBe(200);
      expect(await repos.subscribers.get(subscriber!.id)).toEqual(confirmed);
    },
    SLOW,
  );

  it(
    "follows a published artist, not a draft one; refuses a bad address with a 4xx, storing nothing",
    async () => {
      // The FOLLOW form is answered with its own page: the artist named, a link back to the artist's page.
      const followed = await signUp(follow("fan@example.com"));
      expect(followed).toMatchObject({ status: 200, location: null });
      expect(followed.body).toContain("<h1>FOLLOW Halden Drift</h1>");
      expect(followed.body).toContain("Check your inbox");
      expect(followed.body).toContain(`<a href="${process.env.SITE_URL}/artist/halden-drift">← Back to Halden Drift</a>`);
      expect(followed.body).not.toContain('name="email"');
      expect((await repos.subscribers.query((c) => c))[0]).toMatchObject({
        list: HALDEN,
        source: "artist_page",
        consent: { version: "artist-news-1", text: FAN_LIST_CONSENTS["artist-news-1"]("Halden Drift") },
      });
      expect((await confirmations())[0]!.message.subject).toBe("Confirm: news of Halden Drift");

      expect(await signUp(follow("fan@example.com", DRAFT_ARTIST), SCRIPT)).toMatchObject({ status: 404, body: { result: "unavailable" } });
      expect(await signUp(footer("not-an-address"), SCRIPT)).toMatchObject({
        status: 400,
        body: { result: "invalid-email", message: "Invalid email address" },
      });
      expect(await signUp({ ...footer("x@example.com"), form: "import" }, SCRIPT)).toMatchObject({
        status: 400,
        body: { result: "failed" },
      });
      expect(await signUp(footer("not-an-address"))).toMatchObject({ status: 303, location: pageUrl("invalid-email") });
      // After an error the FOLLOW page offers the form again with the address as typed (escaped).
      const refused = await signUp(follow('fan"><b>@localhost'));
      expect(refused.status).toBe(400);
      expect(refused.body).toContain("Invalid email address");
      expect(refused.body).toContain('value="fan&quot;&gt;&lt;b&gt;@localhost"');
      expect(refused.body).toContain(`name="list" value="${HALDEN}"`);
      // A draft artist has no page to name: the subscribe page says it cannot be followed.
      expect(await signUp(follow("fan@example.com", DRAFT_ARTIST))).toMatchObject({ status: 303, location: pageUrl("unavailable") });
      expect(await repos.subscribers.count()).toBe(1);
    },
    SLOW,
  );

  it(
    "leaves the list by one click: a POST without a body, as RFC 8058 describes; the confirmation link then no longer joins",
    async () => {
      await signUp(footer("fan@example.com"));
      const [mail] = await confirmations();
      await fetch(linkIn(mail!), { method: "POST" });
      const leave = emailLinkUrl(
        serverConfig().emailPreferencesUrl,
        { action: "leaveList", subscriberId: mail!.subscriber_id! },
        requiredSecret(serverConfig(), "reminderSecret"),
      );
      const left = await fetch(leave, { method: "POST" });
      expect(left.status).toBe(200);
      expect(await left.text()).toContain("You&#39;re unsubscribed");
      expect(await repos.subscribers.get(mail!.subscriber_id!)).toMatchObject({ status: "unsubscribed" });
      expect((await fetch(linkIn(mail!), { method: "POST" })).status).toBe(400);
      expect(await repos.subscribers.get(mail!.subscriber_id!)).toMatchObject({ status: "unsubscribed" });
    },
    SLOW,
  );

  it(
    "a confirmation link confirms only the signup it was sent for: after leaving and signing up again, the first link joins nothing and the new one does",
    async () => {
      await signUp(footer("fan@example.com"));
      const [first] = await confirmations();
      await fetch(linkIn(first!), { method: "POST" });
      const leave = emailLinkUrl(
        serverConfig().emailPreferencesUrl,
        { action: "leaveList", subscriberId: first!.subscriber_id! },
        requiredSecret(serverConfig(), "reminderSecret"),
      );
      await fetch(leave, { method: "POST" });
      expect(await signUp(footer("fan@example.com"))).toMatchObject({ status: 303, location: pageUrl("pending") });
      expect(await repos.subscribers.get(first!.subscriber_id!)).toMatchObject({ status: "pending" });

      const old = await fetch(linkIn(first!), { method: "POST" });
      expect(old.status).toBe(400);
      expect(await repos.subscribers.get(first!.subscriber_id!)).toMatchObject({ status: "pending", confirmed_at: null });

      const second = (await confirmations()).find((m) => m.id !== first!.id)!;
      expect(linkIn(second)).not.toBe(linkIn(first!));
      expect((await fetch(linkIn(second), { method: "POST" })).status).toBe(200);
      expect(await repos.subscribers.get(first!.subscriber_id!)).toMatchObject({ status: "confirmed" });
    },
    SLOW,
  );

  it(
    "deletes an address not confirmed within 7 days, with its confirmation email; a confirmed one stays",
    async () => {
      await signUp(footer("late@example.com"));
      await signUp(footer("quick@example.com"));
      const quick = (await confirmations()).find((m) => m.to === "quick@example.com")!;
      await fetch(linkIn(quick), { method: "POST" });
      const DAY = 24 * 60 * 60 * 1000;
      await fanListExpiryJob.run(jobContext(new Date(Date.now() + 6 * DAY)));
      expect(await repos.subscribers.count()).toBe(2);
      await fanListExpiryJob.run(jobContext(new Date(Date.now() + 7 * DAY + 60_000)));
      expect((await repos.subscribers.query((c) => c)).map((s) => s.email)).toEqual(["quick@example.com"]);
      expect((await confirmations()).map((m) => m.to)).toEqual(["quick@example.com"]);
    },
    SLOW,
  );
});

describe("the pre-save form's label news box", () => {
  it(
    "signs the address up for label news only when ticked",
    async () => {
      const release = await addRelease({ artist_id: HALDEN, release_date: "2099-01-01", is_published: true, pre_save_enabled: true });
      const preSave = (email: string, ticked: boolean) =>
        fetch(preSaveFormUrl(), {
          method: "POST",
          body: new URLSearchParams({
            release_id: release.id,
            email,
            email_notice: CURRENT_PRE_SAVE_EMAIL_NOTICE,
            ...(ticked ? { label_news: CURRENT_FAN_LIST_CONSENTS.pre_save } : {}),
          }),
          headers: { accept: SCRIPT, ...fromClient(ip) },
        });
      expect((await preSave("plain@example.com", false)).status).toBe(200);
      expect((await preSave("news@example.com", true)).status).toBe(200);
      const subscribers = await repos.subscribers.query((c) => c);
      expect(subscribers.map((s) => [s.email, s.source, s.status, s.consent.version])).toEqual([
        ["news@example.com", "pre_save", "pending", "pre-save-label-news-1"],
      ]);
      expect((await confirmations()).map((m) => m.to)).toEqual(["news@example.com"]);
    },
    SLOW,
  );
});

describe("the signup rate limit", () => {
  it(
    `lets ${FAN_LIST_RATE_LIMIT.limit} signups a minute through per client, then answers 429`,
    async () => {
      await freshRateLimitWindow(FAN_LIST_RATE_LIMIT.windowMs);
      const answers = [];
      for (let i = 0; i <= FAN_LIST_RATE_LIMIT.limit; i++) answers.push((await signUp(footer(`fan${i}@example.com`), SCRIPT)).status);
      expect(answers.slice(0, FAN_LIST_RATE_LIMIT.limit).every((s) => s === 200)).toBe(true);
      expect(answers.at(-1)).toBe(429);
    },
    RATE_LIMIT_TEST_TIMEOUT,
  );
});
