/** The fan list's confirmation email (docs/fans.md#double-opt-in). Pure: the caller brings absolute URLs and the sender. */
import { escapeHtml } from "../shared/html";
import { emailLink, fanEmailLayout, footerText, type FanEmail, type MailSender } from "../campaigns/reminderEmail";
import { FAN_LIST_EMAIL_TEXTS } from "./fanListTexts";

export interface ListConfirmationView {
  /** What the list is: fanListName.label(…) or fanListName.artist(…). */
  listName: string;
  /** Signed link to the confirmation page (GET asks, POST confirms). */
  confirmUrl: string;
  sender: MailSender;
}

/** The one email an address gets before it confirms: what it asked for, the link, and that ignoring it is enough. */
export function listConfirmationEmail(view: ListConfirmationView): Omit<FanEmail, "headers"> {
  const intro = FAN_LIST_EMAIL_TEXTS.intro(view.listName, view.sender.name);
  const text = [
    intro,
    "",
    `${FAN_LIST_EMAIL_TEXTS.action}: ${view.confirmUrl}`,
    "",
    FAN_LIST_EMAIL_TEXTS.ignore,
    "",
    footerText(view.sender),
  ].join("\n");
  const body = `<p>${escapeHtml(intro)}</p><p>${emailLink(view.confirmUrl, FAN_LIST_EMAIL_TEXTS.action)}</p><p>${escapeHtml(FAN_LIST_EMAIL_TEXTS.ignore)}</p>`;
  return { subject: FAN_LIST_EMAIL_TEXTS.subject(view.listName), text, html: fanEmailLayout(body, view.sender, null) };
}
