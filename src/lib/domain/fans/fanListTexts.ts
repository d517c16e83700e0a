/**
 * The fan list's texts (docs/fans.md): the consent wordings the forms show,
 * the forms' labels and no-script results, the confirmation email and the
 * pages behind its links. The product's own: the spec has none.
 */

/**
 * What a fan agrees to, by version. The stored consent keeps the version and
 * the words as shown (filled with the label's or artist's name). A new
 * wording gets a new version; old ones stay, because pages already in
 * browsers still send them.
 */
export const FAN_LIST_CONSENTS = {
  "label-news-1": (label: string) =>
    `Send me news from ${label} by email: releases, shows and signings. I confirm by email first; every email has a one-click unsubscribe link.`,
  "artist-news-1": (artist: string) =>
    `Send me news of ${artist} by email: releases and shows. I confirm by email first; every email has a one-click unsubscribe link.`,
  "pre-save-label-news-1": (label: string) =>
    `Also send me label news: releases, shows and signings from ${label}. I confirm by email first.`,
} as const;
export type FanListConsentVersion = keyof typeof FAN_LIST_CONSENTS;

/** The wording each form shows today. */
export const CURRENT_FAN_LIST_CONSENTS = {
  footer: "label-news-1",
  artist_page: "artist-news-1",
  pre_save: "pre-save-label-news-1",
  store_checkout: "pre-save-label-news-1",
} as const satisfies Record<string, FanListConsentVersion>;

export const isFanListConsentVersion = (version: unknown): version is FanListConsentVersion =>
  typeof version === "string" && Object.hasOwn(FAN_LIST_CONSENTS, version);

export const FAN_LIST_FORM_TEXTS = {
  footerHeading: "LABEL NEWS",
  subscribe: "SUBSCRIBE",
  followHeading: (artist: string) => `FOLLOW ${artist}`,
  follow: "FOLLOW",
  preSaveLabelNews: "Also send me label news",
} as const;

/** What a list is, in the confirmation email and on the pages of its links. */
export const fanListName = {
  label: (label: string) => `news from ${label}`,
  artist: (artist: string) => `news of ${artist}`,
} as const;

export const FAN_LIST_EMAIL_TEXTS = {
  subject: (list: string) => `Confirm: ${list}`,
  intro: (list: string, label: string) =>
    `Someone, probably you, asked on the ${label} website to get ${list} by email at this address. Nothing is sent until you confirm.`,
  action: "Yes, subscribe me",
  ignore: "If you did not ask for it, ignore this email: the address is deleted within 7 days.",
  unsubscribe: "Unsubscribe from this list",
} as const;

export const FAN_LIST_PAGE_TEXTS = {
  askConfirm: {
    title: "Confirm your subscription?",
    body: (list: string) => `You will get ${list} by email. Every email has a one-click unsubscribe link.`,
    button: "YES, SUBSCRIBE",
  },
  confirmed: { title: "You're subscribed", body: (list: string) => `You will get ${list} by email.` },
  askUnsubscribe: { title: "Unsubscribe?", body: (list: string) => `You will get no more ${list} by email.`, button: "UNSUBSCRIBE" },
  unsubscribed: {
    title: "You're unsubscribed",
    body: (list: string) => `You will get no more ${list}. You can subscribe again on our website at any time.`,
  },
} as const;

/** The subscribe page's heading and lead (where a form sent without JavaScript lands). */
export const SUBSCRIBE_PAGE_TEXTS = {
  title: "SUBSCRIBE",
  lead: "Label news by email: releases, shows and signings.",
  /** The FOLLOW form's own result page (followPage.ts). */
  followLead: (artist: string) => `News of ${artist} by email: releases and shows.`,
  backTo: (artist: string) => `← Back to ${artist}`,
  pending: "Check your inbox",
  pendingDescription: "We sent you a link to confirm. Nothing is sent until you confirm.",
  failed: "Subscription failed",
  rateLimited: "Too many attempts. Please try again later.",
  unavailable: "This artist cannot be followed.",
} as const;

/** The subscribers screen's messages. */
export const FAN_LIST_ADMIN_TEXTS = {
  unknownList: "Choose the label's news or an artist",
  consentNoteRequired: "Say where and how these fans agreed (at least 10 characters)",
  importEmpty: "The file holds no addresses",
  importNoEmailColumn: "The file needs a column headed email",
  importTooManyRows: (max: number) => `At most ${max.toLocaleString("en-US")} rows per file`,
  importUnreadable: (line: number | null) => `The file is not a CSV file that can be read${line === null ? "" : ` (line ${line})`}`,
  importNoAddress: "No email address",
  importTooLarge: "The file is too large: at most 2 MB",
} as const;
