import { randomUUID } from "node:crypto";
import { holdsAnywhere, type CallerGrants } from "../../domain/access";
import { type PressPost } from "../../domain/catalog";
import { DELIVERED_STATE, BOUNCED_STATE, audienceLists, type Newsletter } from "../../domain/fans";
import { slugify, LIMITS } from "../../domain/shared";
import type { NewsletterCounts, NewsletterInput } from "../../domain/fans";
import { htmlToText } from "../../domain/shared";
import type { Repositories } from "../../data";
import { sanitizeRichText } from "../sanitizeHtml";
import { newsletterMailId } from "../campaigns/reminderKeys";

/**
 * The admin's side of newsletters (docs/fans.md#newsletters): drafts, the
 * counts of a sent one, and the press post made from it. The functions call
 * these after checking the caller's press grants.
 */

/** What the caller may do: compose needs press draft or edit, sending press publish. */
export const newsletterAbilities = (caller: CallerGrants) => ({
  compose: holdsAnywhere(caller, "press", ["draft", "edit"]),
  send: holdsAnywhere(caller, "press", ["publish"]),
});

/** A new draft, or the saved fields of one not sent yet; the body sanitized as a press post's is. */
export function draftFields(input: NewsletterInput, existing: Newsletter | null, by: string, now: Date): Newsletter {
  const audience = { label: input.audience.label, artist_ids: [...new Set(input.audience.artist_ids)] };
  const fields = { subject: input.subject, body_html: sanitizeRichText(input.body_html), audience, updated_at: now };
  if (existing) return { ...existing, ...fields };
  return {
    id: randomUUID(),
    ...fields,
    status: "draft",
    send_at: null,
    cursor: null,
    sent_by: null,
    sent_at: null,
    press_post_id: null,
    created_by: by,
    created_at: now,
  };
}

/**
 * The counts of a newsletter's mails: queued (one per recipient), delivered
 * and bounced (the extension's `delivery.state`), and unsubscribed: the
 * recipients whose record of the list they got it through left that list
 * after the mail was queued. The last reads only the records that left the
 * audience's lists, and their mails by id (newsletter and address).
 */
export async function newsletterCounts(repos: Repositories, newsletter: Newsletter): Promise<NewsletterCounts> {
  const [states, left] = await Promise.all([
    repos.mail.deliveryStates(newsletter.id),
    newsletter.status === "draft" ? Promise.resolve([]) : repos.subscribers.unsubscribedOn(audienceLists(newsletter.audience)),
  ]);
  const mails = new Map(
    (await repos.mail.getMany(left.map((s) => newsletterMailId(newsletter.id, s.address_key)))).map((m) => [m.subscriber_id, m]),
  );
  const unsubscribed = left.filter((s) => {
    const mail = mails.get(s.id);
    return mail && s.unsubscribed_at && s.unsubscribed_at.getTime() >= mail.created_at.getTime();
  }).length;
  return {
    queued: states.length,
    delivered: states.filter((s) => s === DELIVERED_STATE).length,
    bounced: states.filter((s) => s === BOUNCED_STATE).length,
    unsubscribed,
  };
}

/**
 * A sent newsletter as a published press post, once: the subject as title
 * (its slug, with a number added while taken), the body as content, its
 * first lines as excerpt. A second click answers the post made the first time.
 */
export function newsletterPost(newsletter: Newsletter, slug: string, authorId: string, now: Date): PressPost {
  const excerpt = htmlToText(newsletter.body_html).replace(/\s+/g, " ").slice(0, LIMITS.press.excerpt).trim() || null;
  return {
    id: randomUUID(),
    title: newsletter.subject,
    slug,
    content: newsletter.body_html,
    excerpt,
    featured_image_url: null,
    is_published: true,
    published_at: now,
    author_id: authorId,
    created_at: now,
  };
}

/** A free slug for the post: the subject's, or with -2, -3… after it. */
export async function freePostSlug(repos: Repositories, subject: string): Promise<string> {
  const base = slugify(subject, LIMITS.press.slug - 4) || "newsletter";
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await repos.pressPosts.findBySlug(slug))) return slug;
  }
}
