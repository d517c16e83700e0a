/**
 * The page behind the links of fan emails (docs/reminders.md): a GET shows
 * what the link will do and a button; the POST does it. Mail scanners that
 * follow links therefore never unsubscribe anyone; mail apps' one-click
 * unsubscribe (RFC 8058) POSTs straight away. Pure HTML, no script.
 */
import { escapeHtml } from "../shared/html";
import { FAN_LIST_PAGE_TEXTS } from "./fanListTexts";

export const EMAIL_PREFERENCES_TEXTS = {
  askUnsubscribe: {
    title: "Unsubscribe?",
    body: (label: string) => `You will get no more emails from ${label}: every release-day reminder still to come is cancelled.`,
    button: "UNSUBSCRIBE",
  },
  unsubscribed: {
    title: "You're unsubscribed",
    body: (label: string) =>
      `${label} will not email you again. If you pre-save a release later, we will ask you to confirm before sending its reminder.`,
  },
  askConfirm: {
    title: "Send the reminder?",
    body: (release: string) => `We will email you once, when ${release} is out.`,
    button: "YES, SEND IT",
  },
  confirmed: { title: "Reminder on", body: (release: string) => `We will email you when ${release} is out.` },
  invalid: {
    title: "This link does not work",
    body: "It may be incomplete or too old. Copy the whole link from the email, or write to us.",
  },
} as const;

export type EmailPreferencesView =
  | { page: "askUnsubscribe" | "unsubscribed"; labelName: string; actionUrl?: string }
  | { page: "askConfirm" | "confirmed"; releaseName: string; actionUrl?: string }
  /** A fan list's links (docs/fans.md): confirming a signup and leaving the list. */
  | { page: "askJoin" | "joined" | "askLeave" | "left"; listName: string; actionUrl?: string }
  | { page: "invalid" };

function content(view: EmailPreferencesView): { title: string; body: string; button?: string } {
  switch (view.page) {
    case "askUnsubscribe":
      return { ...EMAIL_PREFERENCES_TEXTS.askUnsubscribe, body: EMAIL_PREFERENCES_TEXTS.askUnsubscribe.body(view.labelName) };
    case "unsubscribed":
      return { ...EMAIL_PREFERENCES_TEXTS.unsubscribed, body: EMAIL_PREFERENCES_TEXTS.unsubscribed.body(view.labelName) };
    case "askConfirm":
      return { ...EMAIL_PREFERENCES_TEXTS.askConfirm, body: EMAIL_PREFERENCES_TEXTS.askConfirm.body(view.releaseName) };
    case "confirmed":
      return { ...EMAIL_PREFERENCES_TEXTS.confirmed, body: EMAIL_PREFERENCES_TEXTS.confirmed.body(view.releaseName) };
    case "askJoin":
      return { ...FAN_LIST_PAGE_TEXTS.askConfirm, body: FAN_LIST_PAGE_TEXTS.askConfirm.body(view.listName) };
    case "joined":
      return { ...FAN_LIST_PAGE_TEXTS.confirmed, body: FAN_LIST_PAGE_TEXTS.confirmed.body(view.listName) };
    case "askLeave":
      return { ...FAN_LIST_PAGE_TEXTS.askUnsubscribe, body: FAN_LIST_PAGE_TEXTS.askUnsubscribe.body(view.listName) };
    case "left":
      return { ...FAN_LIST_PAGE_TEXTS.unsubscribed, body: FAN_LIST_PAGE_TEXTS.unsubscribed.body(view.listName) };
    case "invalid":
      return EMAIL_PREFERENCES_TEXTS.invalid;
  }
}

/** The whole page; `footer` is the label's name and contact line. */
export function emailPreferencesPage(view: EmailPreferencesView, footer: string): string {
  const { title, body, button } = content(view);
  const action =
    "actionUrl" in view && view.actionUrl && button
      ? `<form method="post" action="${escapeHtml(view.actionUrl)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(button)}</button></form>`
      : "";
  return fanPage(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p>${action}`, footer);
}

/**
 * The frame of the fan pages functions answer (this one, the FOLLOW result):
 * the site's colours, no script. Controls are 16 px and at least 42 px tall
 * (iOS zooms into smaller text; a finger needs the height).
 */
export function fanPage(title: string, main: string, footer: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>body{margin:0;background:#0b0b0b;color:#f4f1ea;font-family:Helvetica,Arial,sans-serif}main{max-width:32rem;margin:0 auto;padding:4rem 1rem}h1{letter-spacing:.05em}a{color:#f4f1ea}label{display:block;margin-top:1.5rem;font-size:.75rem;font-weight:700;letter-spacing:.1em}input[type=email]{box-sizing:border-box;width:100%;min-height:42px;margin-top:.5rem;padding:.5rem .75rem;border:1px solid #555;background:#0b0b0b;color:#f4f1ea;font-size:16px}button{margin-top:1rem;min-height:42px;padding:1rem 2rem;border:0;background:#f4f1ea;color:#0b0b0b;font-size:16px;font-weight:700;letter-spacing:.1em;cursor:pointer}.note{font-size:.75rem;color:#9a968e}footer{margin-top:3rem;font-size:.75rem;color:#9a968e}</style></head><body><main>${main}<footer>${escapeHtml(footer)}</footer></main></body></html>`;
}
