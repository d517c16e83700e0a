/** The words of a buyer's downloads (docs/store.md#the-download-page): the page, "find my purchases" and their answers. */
import type { DownloadFormat } from "./product";
import { DOWNLOAD_FORMAT_LABELS } from "./storeTexts";

export const DOWNLOAD_TEXTS = {
  pageTitle: "Your downloads",
  order: (number: string) => `Order ${number}`,
  linksExpire: "The links on this page work for 30 minutes. Open this page again from your receipt for fresh ones.",
  wholeRelease: "Whole release (ZIP)",
  zipLink: (format: DownloadFormat) => `Download all as ${DOWNLOAD_FORMAT_LABELS[format]} (ZIP)`,
  trackLink: (title: string, format: DownloadFormat) => `${title} (${DOWNLOAD_FORMAT_LABELS[format]})`,
  left: (n: number) => (n === 1 ? "1 download left for this order." : `${n} downloads left for this order.`),
  nothing: "This order has no downloads.",
  withdrawnTitle: "Downloads withdrawn",
  withdrawn: "This order was refunded: its downloads are withdrawn.",
  notFoundTitle: "Download page not found",
  notFound: "This download link does not work. Check that you copied the whole link from your receipt, or find your purchases by email.",
  expired: "This download link has expired. Open your download page again for a fresh one.",
  backToPage: "Back to your downloads",
  limitReached: "This order has reached its download limit. Please contact the label if you need more.",
  tooMany: "Too many downloads at once. Please wait a few minutes and try again.",
  notReady: "This file is not ready yet. Please try again in a few minutes.",
  findTitle: "Find my purchases",
  findIntro: "Enter the email address you bought with. We will send it one mail listing every order with its download page.",
  findLink: "Lost your download link? Find my purchases",
  emailLabel: "Email",
  findSubmit: "SEND MY LINKS",
  /** The same whether the address bought anything or not, so the form tells nobody who bought here. */
  findSent: "If that address has bought anything here, a mail listing its downloads is on its way.",
  invalidEmail: "Please enter a valid email address.",
  findSubject: (label: string) => `Your downloads from ${label}`,
  findIntroMail: (label: string) => `Here is every order of this address at ${label}, each with its download page:`,
  findFooter: "Keep these links: they are yours alone.",
} as const;
