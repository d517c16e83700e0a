/**
 * Pre-orders (docs/store.md#pre-orders): a release not out yet (its release
 * moment, 00:00 of its date on the label's clock, still ahead) is sold as a
 * pre-order. Paid now; its focus tracks download at once and the others
 * from the release moment, when the release-day job brings it out and mails
 * each buyer "Out now: your download is ready". Pure: the one rule the
 * pages, the download page, its file handler and the job follow.
 */
import { emailLink, fanEmailLayout, footerText, type MailLead, type MailSender } from "../campaigns/reminderEmail";
import { escapeHtml } from "../shared/html";
import { formatLongDate, isReleaseUpcoming } from "../shared/dates";
import type { Release } from "../catalog/release";
import type { Order } from "./order";
import { PREORDER_TEXTS } from "./preorderTexts";

type ReleaseDay = Pick<Release, "release_date" | "released_on">;

/** Whether a release's products sell as pre-orders at `now`: until its release moment, or until the release-day job brought it out. */
export const isPreorder = (release: ReleaseDay, now: Date, timeZone: string): boolean => isReleaseUpcoming(release, now, timeZone);

/** The long date a release comes out ("March 5, 2030") when it sells as a pre-order at `now`, else null. */
export function preorderDate(release: ReleaseDay, now: Date, timeZone: string): string | null {
  return release.release_date && isPreorder(release, now, timeZone) ? formatLongDate(release.release_date) : null;
}

/** The line under a pre-order's price: when it is out, and whether anything downloads before. */
export const preorderNote = (date: string, hasFocusTracks: boolean) =>
  `${PREORDER_TEXTS.outOn(date)} ${hasFocusTracks ? PREORDER_TEXTS.focusNow : PREORDER_TEXTS.allOnDay}`;

/** The day a track of a bought release unlocks ("March 5, 2030"), or null when it downloads now: a focus track, or a release that is out. */
export function trackAvailableOn(release: ReleaseDay, track: { focus?: boolean }, now: Date, timeZone: string): string | null {
  return track.focus ? null : preorderDate(release, now, timeZone);
}

/**
 * The orders to mail on a release's day: those paid before its moment
 * (source Stripe or a code) that bring its downloads and were not refunded
 * in full. Orders made after the moment bought a release that was out.
 */
export function preorderOrders<T extends Pick<Order, "items" | "created_at" | "downloads_withdrawn">>(
  orders: readonly T[],
  releaseId: string,
  moment: Date,
): T[] {
  return orders.filter(
    (order) =>
      !order.downloads_withdrawn &&
      order.created_at.getTime() < moment.getTime() &&
      order.items.some((item) => item.release_id === releaseId && item.includes_digital),
  );
}

/** One of a buyer's orders of the release, with its download page. */
export interface ReadyDownload {
  number: string;
  url: string;
}

/** What a release-day email to a pre-order buyer starts with (a reminder or announcement the address gets that day carries it, one email). */
export function downloadReadyLead(title: string, artists: string, downloads: readonly ReadyDownload[]): MailLead {
  const intro = PREORDER_TEXTS.intro(title, artists);
  return {
    subject: PREORDER_TEXTS.subject,
    text: [intro, ...downloads.map((d) => `${PREORDER_TEXTS.orderLine(d.number)}: ${d.url}`)],
    html: `<p>${escapeHtml(intro)}</p><ul>${downloads.map((d) => `<li>${emailLink(d.url, PREORDER_TEXTS.orderLine(d.number))}</li>`).join("")}</ul>`,
  };
}

/** The release-day email of a pre-order buyer who gets no reminder or announcement that day: the download pages alone (no unsubscribe: it is about their order). */
export function downloadReadyEmail(view: { title: string; artistNames: string; downloads: readonly ReadyDownload[]; sender: MailSender }): {
  subject: string;
  text: string;
  html: string;
} {
  const lead = downloadReadyLead(view.title, view.artistNames, view.downloads);
  const why = PREORDER_TEXTS.why(view.sender.name);
  const text = [...lead.text, "", why, "", footerText(view.sender)].join("\n");
  const html = fanEmailLayout(`${lead.html}<p style="font-size:12px;color:#9a968e">${escapeHtml(why)}</p>`, view.sender, null);
  return { subject: lead.subject, text, html };
}
