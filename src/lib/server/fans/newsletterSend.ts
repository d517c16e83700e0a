import { LABEL } from "../../../config/label";
import {
  audienceLists,
  fanListName,
  newsletterEmail,
  NEWSLETTER_SEND,
  pickRecipients,
  type Newsletter,
  type Subscriber,
} from "../../domain/fans";
import { type Mail } from "../../domain/shared";
import type { Repositories } from "../../data";
import { requiredSecret, type ServerConfig } from "../../config";
import { recordBounces } from "./bounces";
import { LABEL_SENDER } from "./fanMail";
import { emailLinkUrl, newsletterMailId } from "../campaigns/reminderKeys";

/**
 * Sending a newsletter (docs/fans.md#sending): one mail per confirmed
 * address of its audience, exactly once. Recipients are read in pages in
 * address-key order after the newsletter's cursor; each page becomes one
 * batch of creates with ids from newsletter and address (queueOnce), then
 * the cursor moves on. A run that dies between the two is picked up at the
 * page it was on, whose mails already queued are skipped. Each run first
 * records the bounces found since the last scan (recordBounces).
 */
export type NewsletterMailConfig = Pick<ServerConfig, "siteUrl" | "reminderSecret" | "emailPreferencesUrl">;

/** How each list is named to its fans, for the line saying why they get the mail. */
export async function listNames(repos: Repositories, lists: readonly string[]): Promise<Map<string, string>> {
  const artists = await repos.artists.getMany(lists.filter((l) => l !== "label"));
  const names = new Map(artists.map((a) => [a.id, fanListName.artist(a.name)]));
  names.set("label", fanListName.label(LABEL.name));
  return names;
}

/** One recipient's copy: its id from newsletter and address, its one-click link leaving the list it came through. */
export function newsletterMail(
  newsletter: Newsletter,
  subscriber: Subscriber,
  listName: string,
  config: NewsletterMailConfig,
  at: Date,
): Mail {
  const unsubscribeUrl = emailLinkUrl(
    config.emailPreferencesUrl,
    { action: "leaveList", subscriberId: subscriber.id },
    requiredSecret(config, "reminderSecret"),
  );
  const content = newsletterEmail({
    subject: newsletter.subject,
    bodyHtml: newsletter.body_html,
    siteUrl: config.siteUrl,
    listName,
    unsubscribeUrl,
    sender: LABEL_SENDER,
  });
  return {
    id: newsletterMailId(newsletter.id, subscriber.address_key),
    to: subscriber.email,
    headers: content.headers,
    message: { subject: content.subject, text: content.text, html: content.html },
    created_at: at,
    kind: "newsletter",
    newsletter_id: newsletter.id,
    address_key: subscriber.address_key,
    subscriber_id: subscriber.id,
    bounce_check_at: at,
  };
}

/** The test a composer sends to their own address: marked as a test, with no unsubscribe (no list record). */
export function newsletterTestMail(
  newsletter: Newsletter,
  to: string,
  listName: string,
  config: Pick<ServerConfig, "siteUrl">,
  at: Date,
): Omit<Mail, "id"> {
  const content = newsletterEmail({
    subject: newsletter.subject,
    bodyHtml: newsletter.body_html,
    siteUrl: config.siteUrl,
    listName,
    unsubscribeUrl: null,
    sender: LABEL_SENDER,
    test: true,
  });
  return {
    to,
    message: { subject: content.subject, text: content.text, html: content.html },
    created_at: at,
    kind: "newsletter_test",
    newsletter_id: newsletter.id,
  };
}

export interface QueueNewsletterOptions {
  /** Recipients read and mails created per round trip (at most 500, Firestore's batch limit). */
  batchSize?: number;
  /** Mails this run may queue before it stops (the rate); the next run goes on from the cursor. */
  limit?: number;
  /** Called after each batch's mails are written, before the cursor moves (tests stop a run here). */
  afterBatch?: (progress: { batch: number; queued: number }) => void | Promise<void>;
}

export interface QueueNewsletterResult {
  /** Mails this run created. */
  queued: number;
  /** Recipients of this run's pages whose mail was there already (a re-run, an overlapping run). */
  skipped: number;
  /** True when every recipient's mail is queued and the newsletter is marked sent. */
  done: boolean;
}

/** Queues the next mails of a newsletter that is due (status scheduled or sending), up to `limit`. */
export async function queueNewsletter(
  repos: Repositories,
  newsletter: Newsletter,
  config: NewsletterMailConfig,
  now: Date,
  options: QueueNewsletterOptions = {},
): Promise<QueueNewsletterResult> {
  const limit = options.limit ?? Infinity;
  const size = Math.min(options.batchSize ?? NEWSLETTER_SEND.batchSize, 500, limit);
  const lists = audienceLists(newsletter.audience);
  if (newsletter.status !== "sending") await repos.newsletters.update(newsletter.id, { status: "sending" });
  const [names] = await Promise.all([listNames(repos, lists), recordBounces(repos, now)]);
  let cursor = newsletter.cursor ?? "";
  let queued = 0;
  let skipped = 0;
  for (let batch = 1; queued + skipped < limit; batch++) {
    const page = await repos.subscribers.confirmedPage(lists, cursor, size);
    if (page.length === 0) {
      await repos.newsletters.update(newsletter.id, { status: "sent", sent_at: now, cursor });
      return { queued, skipped, done: true };
    }
    const keys = [...new Set(page.map((s) => s.address_key))];
    const [suppressions, bounced] = await Promise.all([repos.suppressions.byKey(keys), repos.bounces.among(keys)]);
    const mails = pickRecipients(page, { suppressions, bounced }).map((s) =>
      newsletterMail(newsletter, s, names.get(s.list) ?? names.get("label")!, config, now),
    );
    const created = await repos.mail.queueOnce(mails);
    queued += created;
    skipped += mails.length - created;
    await options.afterBatch?.({ batch, queued });
    cursor = page[page.length - 1]!.address_key;
    await repos.newsletters.update(newsletter.id, { cursor });
  }
  return { queued, skipped, done: false };
}
