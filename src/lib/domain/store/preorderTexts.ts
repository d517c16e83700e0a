/** The words of pre-orders (docs/store.md#pre-orders); the mail's subject is the issue's own, "Out now: your download is ready". */
import { STORE_TEXTS } from "./storeTexts";

export const PREORDER_TEXTS = {
  label: "Pre-order",
  buy: "PRE-ORDER",
  /** Under a pre-order's price: when it is out and what downloads when. */
  outOn: (date: string) => `Out ${date}.`,
  focusNow: "The first tracks download at once, the rest on release day.",
  allOnDay: "Downloads open on release day.",
  /** A locked track on the download page, in place of its links. */
  availableOn: (date: string) => `Available on ${date}`,
  /** The refusal of a locked track's or a ZIP's link before the release moment. */
  locked: (date: string) => `This download is available on ${date}, the release day.`,
  subject: STORE_TEXTS.outNow,
  intro: (title: string, artists: string) => `${title} by ${artists} is out today: everything you pre-ordered is ready to download.`,
  orderLine: (number: string) => `Order ${number}`,
  why: (label: string) => `You get this email because you pre-ordered this release from ${label}.`,
} as const;
