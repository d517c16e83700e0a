/**
 * Who a newsletter or a release-day email goes to (docs/fans.md): the
 * confirmed addresses of the chosen lists, one mail per address, never to an
 * address that bounced or that unsubscribed from the label's emails after it
 * confirmed. Pure: the send job and the release-day job bring the records.
 */
import { isReminderDue } from "../campaigns/reminderRules";
import { DAY_MS, HOUR_MS } from "../shared/dates";
import type { Mail } from "../shared/mail";
import type { NewsletterAudience, NewsletterStatus } from "./newsletter";
import type { PreSave } from "../campaigns/preSave";
import type { Suppression } from "../campaigns/reminder";
import { LABEL_LIST, type Subscriber } from "./subscriber";

/**
 * How the send job feeds the Trigger Email extension: mails are created in
 * batches of `batchSize` (one write round trip each), at most
 * `mailsPerMinute` per run of the every-minute job. 600 a minute (10 a
 * second) stays under the usual SMTP providers' starting limits (Amazon SES
 * allows 14 a second to a new production account) and the extension's one
 * function call per mail; a larger list takes longer, it is never throttled
 * by the provider. NEWSLETTER_MAILS_PER_MINUTE changes it.
 */
export const NEWSLETTER_SEND = { batchSize: 400, mailsPerMinute: 600 } as const;

/** The send job reads an audience with one `in` query, which takes at most 30 values. */
export const MAX_AUDIENCE_LISTS = 30;

/**
 * `delivery.state` values the Trigger Email extension writes
 * (docs/reminders.md#the-email): SUCCESS once the SMTP server accepted the
 * mail; ERROR when it refused it for good (a bounce: unknown mailbox,
 * rejected address), after which the extension stops trying.
 */
export const DELIVERED_STATE = "SUCCESS";
export const BOUNCED_STATE = "ERROR";

export const isBounced = (mail: Pick<Mail, "delivery">): boolean => mail.delivery?.state === BOUNCED_STATE;

/** Whether the extension is done with a mail: delivered or refused for good. */
export const isDeliveryFinal = (mail: Pick<Mail, "delivery">): boolean => mail.delivery?.state === DELIVERED_STATE || isBounced(mail);

/**
 * How long after it was queued the bounce scan looks at a fan mail whose
 * delivery is not final yet (docs/fans.md#bounces): at the first scan after
 * it was queued, then once an hour after, then once a day after, and then
 * no more (the extension stops retrying long before). A mail is read at
 * most three times, whatever the list's size, also where no extension
 * writes `delivery` (the local stack).
 */
export const BOUNCE_RECHECKS_MS = [HOUR_MS, DAY_MS] as const;

/** When to look at a mail again, or null to stop watching it (final, or past its last look). */
export function nextBounceCheck(mail: Pick<Mail, "delivery" | "created_at">, now: Date): Date | null {
  if (isDeliveryFinal(mail)) return null;
  const next = BOUNCE_RECHECKS_MS.map((ms) => mail.created_at.getTime() + ms).find((at) => at > now.getTime());
  return next === undefined ? null : new Date(next);
}

/** The lists an audience reaches: the label's first, then each artist once. */
export function audienceLists(audience: NewsletterAudience): string[] {
  return [...new Set([...(audience.label ? [LABEL_LIST] : []), ...audience.artist_ids])];
}

/**
 * Whether the label-wide unsubscribe (the reminders' link, the suppression
 * list) keeps an address off a list's mail: yes, unless the fan confirmed
 * the list after unsubscribing (a later, explicit consent), or the
 * suppression was lifted since.
 */
export function isSuppressed(subscriber: Pick<Subscriber, "confirmed_at">, suppression: Suppression | null | undefined): boolean {
  if (!suppression) return false;
  const unsubscribed = suppression.unsubscribed_at.getTime();
  if (suppression.lifted_at && suppression.lifted_at.getTime() >= unsubscribed) return false;
  return !(subscriber.confirmed_at && subscriber.confirmed_at.getTime() > unsubscribed);
}

export interface MailBlocks {
  /** Suppressions by address key. */
  suppressions: ReadonlyMap<string, Suppression>;
  /** Address keys whose mail bounced. */
  bounced: ReadonlySet<string>;
}

/**
 * The records to mail, one per address: confirmed, not bounced, not
 * suppressed; of an address on several of the lists, its first record (the
 * one whose unsubscribe link the mail carries).
 */
export function pickRecipients(records: readonly Subscriber[], blocks: MailBlocks): Subscriber[] {
  const seen = new Set<string>();
  return records.filter((record) => {
    if (record.status !== "confirmed" || seen.has(record.address_key)) return false;
    seen.add(record.address_key);
    return !blocks.bounced.has(record.address_key) && !isSuppressed(record, blocks.suppressions.get(record.address_key));
  });
}

/** One release-day email: the pre-save's reminder (merged with the announcement when the address follows), or the announcement alone. */
export type ReleaseDayMail =
  | { kind: "release_reminder"; email: string; addressKey: string; follower: Subscriber | null }
  | { kind: "release_announcement"; email: string; addressKey: string; follower: Subscriber };

/**
 * The release-day emails of one release: one per address. A pre-save whose
 * reminder is due gets its reminder; if the address also follows one of the
 * release's artists the reminder says so, and no announcement goes. Each
 * other confirmed follower gets the announcement, once however many of the
 * artists it follows (`followers` in credit order: the first is named).
 */
export function releaseDayMails(
  preSaves: readonly (Pick<PreSave, "email" | "created_at" | "reminder"> & { addressKey: string })[],
  followers: readonly Subscriber[],
  blocks: MailBlocks,
): ReleaseDayMail[] {
  const following = new Map(pickRecipients(followers, blocks).map((f) => [f.address_key, f]));
  const mails: ReleaseDayMail[] = [];
  const reminded = new Set<string>();
  for (const preSave of preSaves) {
    if (!preSave.email || reminded.has(preSave.addressKey) || blocks.bounced.has(preSave.addressKey)) continue;
    if (!isReminderDue(preSave, blocks.suppressions.get(preSave.addressKey) ?? null)) continue;
    reminded.add(preSave.addressKey);
    mails.push({
      kind: "release_reminder",
      email: preSave.email,
      addressKey: preSave.addressKey,
      follower: following.get(preSave.addressKey) ?? null,
    });
  }
  for (const follower of following.values()) {
    if (!reminded.has(follower.address_key))
      mails.push({ kind: "release_announcement", email: follower.email, addressKey: follower.address_key, follower });
  }
  return mails;
}

/** What can be done to a newsletter in each state. */
export const newsletterCan = {
  edit: (status: NewsletterStatus) => status === "draft" || status === "scheduled",
  send: (status: NewsletterStatus) => status === "draft" || status === "scheduled",
  cancel: (status: NewsletterStatus) => status === "scheduled",
  publishAsPost: (status: NewsletterStatus) => status === "sent",
} as const;

/** Makes the site's own links and images in a newsletter's HTML absolute: an email has no page to be relative to. */
export function absoluteLinks(html: string, origin: string): string {
  const base = origin.replace(/\/+$/, "");
  return html.replace(/(\s(?:href|src)=")\/(?!\/)/gi, `$1${base}/`);
}
