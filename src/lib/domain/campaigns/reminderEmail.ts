/**
 * The fan emails of a release (docs/reminders.md): the release-day reminder
 * and the confirmation asked of an address that had unsubscribed. Pure: the
 * caller brings absolute URLs and the label's identity (src/config/label.ts).
 */
import { escapeHtml } from "../shared/html";

/** Who sends: printed at the foot of every fan email. */
export interface MailSender {
  name: string;
  postalAddress: string;
  contactEmail: string;
}

export interface ReminderEmailView {
  title: string;
  artistNames: string;
  /** Absolute URL of the cover, or null. */
  coverUrl: string | null;
  /** The release page's listen links, in its order; empty → the email links to the release page only. */
  links: readonly { label: string; url: string }[];
  /** Absolute URL of the release page. */
  releaseUrl: string;
  /** Signed one-click unsubscribe URL (GET shows a confirmation page, POST unsubscribes). */
  unsubscribeUrl: string;
  sender: MailSender;
}

export interface FanEmail {
  subject: string;
  text: string;
  html: string;
  /** Header fields for the Trigger Email document's `headers`. */
  headers: Record<string, string>;
}

export const REMINDER_TEXTS = {
  subject: (title: string, artists: string) => `Out now: ${title} by ${artists}`,
  intro: (title: string, artists: string) => `${title} by ${artists} is out today.`,
  listenOn: "Listen on:",
  noLinksYet: "Listen on the release page:",
  releasePage: "Release page",
  why: (label: string) =>
    `You get this email because you pre-saved this release on the ${label} website and asked for a reminder at release.`,
  /** After `why` when the reminder is all the address gets; a merged email says it once, in `alsoFollowing`. */
  onlyOne: "It is the only one.",
  unsubscribe: "Unsubscribe from emails of this label",
  alsoFollowing: (artist: string) => `You also follow ${artist}: this is the one email you get about this release.`,
} as const;

export const CONFIRMATION_TEXTS = {
  subject: (title: string) => `Confirm your release-day reminder for ${title}`,
  intro: (title: string, artists: string, label: string) =>
    `Someone, probably you, pre-saved ${title} by ${artists} on the ${label} website with this address. This address unsubscribed from our emails earlier, so we will not send the release-day reminder unless you confirm.`,
  action: "Yes, send me the reminder",
  ignore: "If you did not ask for it, ignore this email: we will not write again.",
} as const;

/** The RFC 8058 one-click unsubscribe headers. */
export function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

/** The sender line at the foot of every fan email. */
export function footerText(sender: MailSender): string {
  // A postal address usually starts with the sender's name (the label's does): say it once.
  const who = sender.postalAddress.startsWith(sender.name) ? sender.postalAddress : `${sender.name} · ${sender.postalAddress}`;
  return `${who} · ${sender.contactEmail}`;
}

/** Every fan email's HTML: the body, the sender line and, when given, the unsubscribe link. */
export function fanEmailLayout(
  body: string,
  sender: MailSender,
  unsubscribeUrl: string | null,
  unsubscribeText: string = REMINDER_TEXTS.unsubscribe,
): string {
  const unsubscribe = unsubscribeUrl ? ` · <a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(unsubscribeText)}</a>` : "";
  return `<!doctype html><html><body style="margin:0;background:#0b0b0b;color:#f4f1ea;font-family:Helvetica,Arial,sans-serif"><div style="max-width:560px;margin:0 auto;padding:24px">${body}<p style="margin-top:32px;font-size:12px;color:#9a968e">${escapeHtml(footerText(sender))}${unsubscribe}</p></div></body></html>`;
}

/** A link in a fan email. */
export const emailLink = (url: string, text: string) => `<a href="${escapeHtml(url)}" style="color:#f4f1ea">${escapeHtml(text)}</a>`;

/**
 * What goes first in a release-day email to an address that is owed more
 * that day (a pre-order buyer's download pages, docs/store.md#pre-orders),
 * and the subject it gives the email: the address gets one email.
 */
export interface MailLead {
  subject: string;
  text: readonly string[];
  html: string;
}

/** What sets one release-day email apart from another: its subject, why the fan gets it, the release page link's words, the unsubscribe link's words. */
export interface ReleaseDayWording {
  subject: string;
  /** Before the release: the lead's subject replaces `subject`. */
  lead?: MailLead | null;
  /** One or more lines, in the small print. */
  why: readonly string[];
  releasePage: string;
  unsubscribe: string;
}

/** A release-day email: cover, title, artists, listen links (or the release page), the release page, why, sender and unsubscribe. */
export function releaseDayEmail(view: ReminderEmailView, wording: ReleaseDayWording): FanEmail {
  const { title, artistNames, sender } = view;
  const intro = REMINDER_TEXTS.intro(title, artistNames);
  const linkLines =
    view.links.length > 0 ? [REMINDER_TEXTS.listenOn, ...view.links.map((l) => `- ${l.label}: ${l.url}`)] : [REMINDER_TEXTS.noLinksYet];
  const lead = wording.lead ?? null;
  const text = [
    ...(lead ? [...lead.text, ""] : []),
    intro,
    "",
    ...linkLines,
    "",
    `${wording.releasePage}: ${view.releaseUrl}`,
    "",
    ...wording.why,
    "",
    footerText(sender),
    `${wording.unsubscribe}: ${view.unsubscribeUrl}`,
  ].join("\n");

  const cover = view.coverUrl
    ? `<img src="${escapeHtml(view.coverUrl)}" alt="${escapeHtml(title)}" width="240" height="240" style="display:block;width:240px;height:240px">`
    : "";
  const links =
    view.links.length > 0
      ? `<p>${escapeHtml(REMINDER_TEXTS.listenOn)}</p><ul>${view.links.map((l) => `<li>${emailLink(l.url, l.label)}</li>`).join("")}</ul>`
      : `<p>${escapeHtml(REMINDER_TEXTS.noLinksYet)}</p>`;
  const why = wording.why.map((line) => `<p style="font-size:12px;color:#9a968e">${escapeHtml(line)}</p>`).join("");
  const body = `${lead?.html ?? ""}${cover}<h1 style="font-size:24px">${escapeHtml(title)}</h1><p>${escapeHtml(artistNames)}</p><p>${escapeHtml(intro)}</p>${links}<p>${emailLink(view.releaseUrl, wording.releasePage)}</p>${why}`;
  return {
    subject: lead?.subject ?? wording.subject,
    text,
    html: fanEmailLayout(body, sender, view.unsubscribeUrl, wording.unsubscribe),
    headers: unsubscribeHeaders(view.unsubscribeUrl),
  };
}

/** The release-day reminder; `alsoFollowing` (an artist the address follows) makes it the one email that also announces the release to a follower. */
export function reminderEmail(view: ReminderEmailView, alsoFollowing: string | null = null, lead: MailLead | null = null): FanEmail {
  const why = alsoFollowing
    ? [REMINDER_TEXTS.why(view.sender.name), REMINDER_TEXTS.alsoFollowing(alsoFollowing)]
    : [`${REMINDER_TEXTS.why(view.sender.name)} ${REMINDER_TEXTS.onlyOne}`];
  return releaseDayEmail(view, {
    subject: REMINDER_TEXTS.subject(view.title, view.artistNames),
    lead,
    why,
    releasePage: REMINDER_TEXTS.releasePage,
    unsubscribe: REMINDER_TEXTS.unsubscribe,
  });
}

export interface ConfirmationEmailView {
  title: string;
  artistNames: string;
  /** Signed link to the confirmation page (GET asks, POST confirms). */
  confirmUrl: string;
  sender: MailSender;
}

/** Asked once per release of an address that had unsubscribed and pre-saved again. */
export function reminderConfirmationEmail(view: ConfirmationEmailView): Omit<FanEmail, "headers"> {
  const intro = CONFIRMATION_TEXTS.intro(view.title, view.artistNames, view.sender.name);
  const text = [
    intro,
    "",
    `${CONFIRMATION_TEXTS.action}: ${view.confirmUrl}`,
    "",
    CONFIRMATION_TEXTS.ignore,
    "",
    footerText(view.sender),
  ].join("\n");
  const body = `<p>${escapeHtml(intro)}</p><p>${emailLink(view.confirmUrl, CONFIRMATION_TEXTS.action)}</p><p>${escapeHtml(CONFIRMATION_TEXTS.ignore)}</p>`;
  return { subject: CONFIRMATION_TEXTS.subject(view.title), text, html: fanEmailLayout(body, view.sender, null) };
}
