/**
 * The invitation to a promo campaign (docs/promo.md#campaigns-and-links):
 * one per recipient, holding their private link. Pure: the caller brings
 * the absolute link and the sender.
 */
import { formatLongDate } from "../shared/dates";
import { escapeHtml } from "../shared/html";
import { emailLink, fanEmailLayout, footerText, type FanEmail, type MailSender } from "../campaigns/reminderEmail";
import { INVITATION_TEXTS } from "./campaignTexts";

export interface InvitationView {
  contactName: string;
  releaseTitle: string;
  artistName: string;
  /** Absolute URL of the recipient's promo page: the only place its token is written. */
  link: string;
  expiresAt: Date;
  sender: MailSender;
}

/** One recipient's invitation: who invites them to what, their link, until when it works. No unsubscribe: it is a one-off, personal mail, not a list. */
export function invitationEmail(view: InvitationView): FanEmail {
  const intro = INVITATION_TEXTS.intro(view.sender.name, view.releaseTitle, view.artistName);
  const expires = INVITATION_TEXTS.expiresLine(formatLongDate(view.expiresAt));
  const text = [
    INVITATION_TEXTS.greeting(view.contactName),
    "",
    intro,
    "",
    INVITATION_TEXTS.linkLine,
    view.link,
    "",
    expires,
    "",
    footerText(view.sender),
  ].join("\n");
  const paragraph = (line: string) => `<p>${escapeHtml(line)}</p>`;
  const body = [
    paragraph(INVITATION_TEXTS.greeting(view.contactName)),
    paragraph(intro),
    paragraph(INVITATION_TEXTS.linkLine),
    `<p style="font-size:18px;font-weight:bold">${emailLink(view.link, INVITATION_TEXTS.button)}</p>`,
    // The raw link is one unbroken 60-character word: without a break anywhere it widens the mail past a phone's screen.
    `<p style="font-size:12px;color:#9a968e;overflow-wrap:anywhere;word-break:break-all">${escapeHtml(view.link)}</p>`,
    paragraph(expires),
  ].join("");
  return {
    subject: INVITATION_TEXTS.subject(view.releaseTitle, view.artistName),
    text,
    html: fanEmailLayout(body, view.sender, null),
    headers: {},
  };
}
