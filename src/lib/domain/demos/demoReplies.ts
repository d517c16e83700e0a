/** Emails to artists (docs/demos.md#answering-artists): the receipt and the reply to a decision. */
import type { DemoDecision } from "./demo";
import type { ReplyTemplate } from "./demoReview";
import { demoReference } from "./demoReference";

/** Mail document ids: deterministic, so `create()` refuses a second receipt or a second reply to one decision. */
export const demoReceiptMailId = (demoId: string) => `demo-receipt-${demoId}`;
export const demoReplyMailId = (demoId: string, decision: DemoDecision) => `demo-reply-${demoId}-${decision}`;

const PLACEHOLDER_NAMES = ["artist", "title", "note"] as const;
export type ReplyPlaceholders = Record<(typeof PLACEHOLDER_NAMES)[number], string>;

/** The placeholders a template may use, for the templates screen's help text. */
export const REPLY_PLACEHOLDERS = PLACEHOLDER_NAMES.map((name) => `{${name}}`);
const PLACEHOLDER = new RegExp(`\\{(${PLACEHOLDER_NAMES.join("|")})\\}`, "g");

/**
 * Fills {artist}, {title} and {note}; other braces stay as typed. An empty
 * note leaves no run of blank lines behind.
 */
export function fillReplyTemplate(text: string, values: ReplyPlaceholders): string {
  return text
    .replace(PLACEHOLDER, (_match, key: keyof ReplyPlaceholders) => values[key].trim())
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** Not in spec: the receipt queued with every stored demo. */
export function demoReceiptEmail(
  labelName: string,
  demo: { id: string; reference?: string | undefined; artist_name: string; track_title: string },
) {
  const reference = demoReference(demo);
  return {
    subject: `We received your demo "${demo.track_title}" (${reference})`,
    text:
      `Hi ${demo.artist_name},\n\n` +
      `Thank you for sending "${demo.track_title}" to ${labelName}. Every demo is listened to, and you will hear from us when we have decided.\n\n` +
      `Your reference: ${reference}\n\n` +
      `${labelName}`,
  };
}

/** The templates a label starts with; staff with demos edit change them in the templates dialog. */
export const DEFAULT_REPLY_TEMPLATES: readonly Omit<ReplyTemplate, "updated_at">[] = [
  {
    id: "default-accepted",
    name: "Accepted",
    decision: "accepted",
    subject: 'Your demo "{title}"',
    body: 'Hi {artist},\n\nThank you for sending us "{title}". We loved it and would like to talk about releasing it.\n\n{note}\n\nWe will be in touch with the details soon.',
  },
  {
    id: "default-rejected",
    name: "Not for us",
    decision: "rejected",
    subject: 'Your demo "{title}"',
    body: 'Hi {artist},\n\nThank you for sending us "{title}". We listened to it carefully, but it is not right for the label at the moment.\n\n{note}\n\nWe wish you the best with it, and you are welcome to send us new music.',
  },
];
