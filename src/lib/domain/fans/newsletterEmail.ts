/**
 * The newsletter email and the release-day announcement to followers
 * (docs/fans.md). Pure: the caller brings absolute URLs and the sender.
 */
import { escapeHtml } from "../shared/html";
import { htmlToText } from "../shared/htmlText";
import {
  fanEmailLayout,
  footerText,
  releaseDayEmail,
  unsubscribeHeaders,
  type FanEmail,
  type MailLead,
  type MailSender,
  type ReminderEmailView,
} from "../campaigns/reminderEmail";
import { absoluteLinks } from "./newsletterRules";
import { ANNOUNCEMENT_TEXTS, NEWSLETTER_EMAIL_TEXTS } from "./newsletterTexts";

export interface NewsletterEmailView {
  subject: string;
  /** The newsletter's sanitized HTML; its site-relative links and images are made absolute against `siteUrl`. */
  bodyHtml: string;
  siteUrl: string;
  /** What the recipient subscribed to (fanListName.…), for the line saying why they get it. */
  listName: string;
  /** Signed one-click link leaving that list; null for a test, which has no recipient record. */
  unsubscribeUrl: string | null;
  sender: MailSender;
  test?: boolean;
}

// `[^<>]` rather than `[^>]`: a run of '<' without '>' would make the scan quadratic.
const LINK = /<a\b[^<>]*?\shref="([^"]*)"[^<>]*>([\s\S]*?)<\/a\s*>/gi;

/**
 * The newsletter's HTML as plain text, with each link's address after its
 * words ("Tape Hiss Sermons (https://…)"), or alone when the words are the
 * address: a reader of the text part can follow a release card or any
 * other link too.
 */
export function newsletterText(html: string): string {
  return htmlToText(
    html.replace(LINK, (_link: string, href: string, words: string) =>
      htmlToText(words) === htmlToText(href) ? href : `${words} (${href})`,
    ),
  );
}

/** One recipient's newsletter: the body as composed, why they get it, the sender and the one-click unsubscribe (link and RFC 8058 headers). */
export function newsletterEmail(view: NewsletterEmailView): FanEmail {
  const body = absoluteLinks(view.bodyHtml, view.siteUrl);
  const why = NEWSLETTER_EMAIL_TEXTS.why(view.listName);
  const note = view.test ? [NEWSLETTER_EMAIL_TEXTS.testNote, ""] : [];
  const unsubscribeLine = view.unsubscribeUrl ? [`${NEWSLETTER_EMAIL_TEXTS.unsubscribe}: ${view.unsubscribeUrl}`] : [];
  const text = [...note, newsletterText(body), "", why, "", footerText(view.sender), ...unsubscribeLine].join("\n");
  const testNote = view.test ? `<p style="font-size:12px;color:#9a968e">${escapeHtml(NEWSLETTER_EMAIL_TEXTS.testNote)}</p>` : "";
  const html = fanEmailLayout(
    `${testNote}${body}<p style="font-size:12px;color:#9a968e">${escapeHtml(why)}</p>`,
    view.sender,
    view.unsubscribeUrl,
    NEWSLETTER_EMAIL_TEXTS.unsubscribe,
  );
  const subject = view.test ? NEWSLETTER_EMAIL_TEXTS.testSubject(view.subject) : view.subject;
  return { subject, text, html, headers: view.unsubscribeUrl ? unsubscribeHeaders(view.unsubscribeUrl) : {} };
}

/** The release-day announcement to a follower of one of the release's artists (`followed`): the listen links and the release page, where the player plays. */
export function releaseAnnouncementEmail(view: ReminderEmailView, followed: string, lead: MailLead | null = null): FanEmail {
  return releaseDayEmail(view, {
    subject: ANNOUNCEMENT_TEXTS.subject(view.title, view.artistNames),
    lead,
    why: [ANNOUNCEMENT_TEXTS.why(followed, view.sender.name)],
    releasePage: ANNOUNCEMENT_TEXTS.player,
    unsubscribe: NEWSLETTER_EMAIL_TEXTS.unsubscribe,
  });
}
