/**
 * The reminder of a promo invitation (docs/promo.md#what-staff-see): the
 * invitation again, its link included, under a subject and a first line
 * saying it is a reminder. The product's own texts.
 */
import type { Mail } from "../shared/mail";
import { escapeHtml } from "../shared/html";

export const PROMO_REMINDER_TEXTS = {
  subject: (original: string) => `Reminder: ${original}`,
  intro: "A reminder: this private listen is waiting for you.",
} as const;

export function promoReminderEmail(invitation: Mail["message"]): Mail["message"] {
  return {
    subject: PROMO_REMINDER_TEXTS.subject(invitation.subject),
    text: `${PROMO_REMINDER_TEXTS.intro}\n\n${invitation.text}`,
    ...(invitation.html ? { html: `<p>${escapeHtml(PROMO_REMINDER_TEXTS.intro)}</p>\n${invitation.html}` } : {}),
  };
}
