/**
 * A buyer's downloads (docs/store.md#the-download-page): what an order
 * lets its buyer download, the download page's routes and limits, and the
 * words of the page, of "find my purchases" and of its mail. Pure.
 */
import { z } from "zod";
import type { Release } from "../catalog/release";
import { EMAIL_PATTERN } from "../shared/emailPattern";
import type { RateLimitRule } from "../shared/rateLimit";
import { DOWNLOAD_FORMATS, type DownloadFormat } from "./product";
import type { Order } from "./order";
import { DOWNLOAD_TEXTS } from "./downloadTexts";
import { DOWNLOAD_FORMAT_LABELS } from "./storeTexts";
import { REDEEM_TEXTS } from "./redeemTexts";
import { trackAvailableOn } from "./preorder";

/** Downloads one order may make, a track's file or a release's ZIP counting one each: a 12-track album in every format is 72 files, so a buyer never meets it by fetching what they bought. */
export const ORDER_DOWNLOAD_LIMIT = 100;

/** How long a file link of the download page works; the page itself is the buyer's lasting link and signs new ones each time it is opened. */
export const DOWNLOAD_LINK_TTL_MS = 30 * 60 * 1000;

const TEN_MINUTES = 10 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

/** Per client (its network, never a forwarded-for header it sent): page views, file requests, "find my purchases" posts, redeem attempts. Per address: the mails "find my purchases" sends to one inbox. */
export const STORE_DOWNLOAD_LIMITS = {
  page: { bucket: "store-download-page", limit: 60, windowMs: TEN_MINUTES },
  file: { bucket: "store-download-file", limit: 60, windowMs: TEN_MINUTES },
  find: { bucket: "store-find-purchases", limit: 5, windowMs: HOUR },
  findAddress: { bucket: "store-find-purchases-address", limit: 3, windowMs: HOUR },
  redeem: { bucket: "store-redeem", limit: 10, windowMs: TEN_MINUTES },
} as const satisfies Record<string, RateLimitRule>;

/** One release of an order as its page lists it: the tracks the order holds, in the release's order, and the formats offered. */
export interface DownloadRelease {
  releaseId: string;
  title: string;
  artist: string;
  formats: DownloadFormat[];
  /** `availableOn`: the release day ("March 5, 2030") of a pre-ordered track not out yet; null when it downloads now. */
  tracks: { id: string; title: string; availableOn: string | null }[];
  /** The release day while some of its tracks wait for it (a pre-order): its ZIP waits too. */
  availableOn: string | null;
}

/** The clock the locks of a pre-order are read against (docs/store.md#pre-orders). */
export interface DownloadClock {
  now: Date;
  timeZone: string;
}

/**
 * The releases an order lets its buyer download: every item that brings
 * downloads (a digital album or track, a bundle) whose release still
 * exists; an album brings all its tracks, a single track itself. Items of
 * one release merge, their formats too (an item naming none offers all).
 * Before a pre-ordered release is out, its tracks other than the focus
 * tracks say the day they unlock.
 */
export function orderDownloads(
  order: Pick<Order, "items" | "downloads_withdrawn">,
  releases: ReadonlyMap<string, Pick<Release, "id" | "title" | "tracks" | "release_date" | "released_on">>,
  artistOf: (releaseId: string) => string,
  clock: DownloadClock,
): DownloadRelease[] {
  if (order.downloads_withdrawn) return [];
  const wanted = new Map<string, { tracks: Set<string>; formats: Set<DownloadFormat> }>();
  for (const item of order.items) {
    const release = item.includes_digital && item.release_id ? releases.get(item.release_id) : undefined;
    if (!release) continue;
    const entry = wanted.get(release.id) ?? { tracks: new Set<string>(), formats: new Set<DownloadFormat>() };
    for (const track of release.tracks) if (item.track_id === null || item.track_id === track.id) entry.tracks.add(track.id);
    for (const format of item.formats.length > 0 ? item.formats : DOWNLOAD_FORMATS) entry.formats.add(format);
    wanted.set(release.id, entry);
  }
  return [...wanted].flatMap(([releaseId, { tracks, formats }]) => {
    const release = releases.get(releaseId)!;
    const held = release.tracks
      .filter((t) => tracks.has(t.id))
      .map((t) => ({ id: t.id, title: t.title, availableOn: trackAvailableOn(release, t, clock.now, clock.timeZone) }));
    const availableOn = held.find((t) => t.availableOn)?.availableOn ?? null;
    return held.length === 0
      ? []
      : [
          {
            releaseId,
            title: release.title,
            artist: artistOf(releaseId),
            formats: DOWNLOAD_FORMATS.filter((f) => formats.has(f)),
            tracks: held,
            availableOn,
          },
        ];
  });
}

/** A request to the download function, read from its path. */
export type DownloadRoute =
  | { kind: "find" }
  | { kind: "page"; token: string }
  | { kind: "track"; token: string; trackId: string; format: DownloadFormat }
  | { kind: "zip"; token: string; releaseId: string; format: DownloadFormat };

const TOKEN = "([A-Za-z0-9_-]{20,100})";
const ID = "([A-Za-z0-9-]{1,100})";
const FORMAT = `(${DOWNLOAD_FORMATS.join("|")})`;
const ROUTES = {
  find: /^\/download\/?$/,
  page: new RegExp(`^/download/${TOKEN}/?$`),
  track: new RegExp(`^/download/${TOKEN}/track/${ID}/${FORMAT}$`),
  zip: new RegExp(`^/download/${TOKEN}/zip/${ID}/${FORMAT}$`),
};

/** The route of `path`, or null for anything else (answered 404 like an unknown token). */
export function downloadRoute(path: string): DownloadRoute | null {
  if (ROUTES.find.test(path)) return { kind: "find" };
  const page = ROUTES.page.exec(path);
  if (page) return { kind: "page", token: page[1]! };
  const track = ROUTES.track.exec(path);
  if (track) return { kind: "track", token: track[1]!, trackId: track[2]!, format: track[3] as DownloadFormat };
  const zip = ROUTES.zip.exec(path);
  if (zip) return { kind: "zip", token: zip[1]!, releaseId: zip[2]!, format: zip[3] as DownloadFormat };
  return null;
}

/** The part of a file link after the token, which its signature covers with the order and the time it runs out. */
export const downloadFilePart = (
  route: { kind: "track"; trackId: string; format: DownloadFormat } | { kind: "zip"; releaseId: string; format: DownloadFormat },
) => (route.kind === "track" ? `track/${route.trackId}/${route.format}` : `zip/${route.releaseId}/${route.format}`);

/** A release's ZIP as the buyer saves it: "Halden Drift - Shorelines (FLAC).zip", nothing a file system refuses. */
export function storeZipFilename(artist: string, album: string, format: DownloadFormat): string {
  const clean = (text: string) =>
    [...text]
      .map((c) => (c.charCodeAt(0) < 32 ? " " : c))
      .join("")
      .replace(/[\\/:*?"<>|]+/g, " ")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, 100);
  const name = [clean(artist), clean(album)].filter(Boolean).join(" - ") || "Download";
  return `${name} (${DOWNLOAD_FORMAT_LABELS[format]}).zip`;
}

/** The mail of "find my purchases": one line per order with its download page; withdrawn orders say so. */
export function purchasesMessage(
  orders: readonly Pick<Order, "number" | "created_at" | "items" | "downloads_withdrawn">[],
  pageUrl: (index: number) => string,
  label: string,
): { subject: string; text: string } {
  const lines = orders.flatMap((order, index) => [
    `Order ${order.number} (${order.created_at.toISOString().slice(0, 10)}): ${order.items.map((i) => i.title).join(", ")}`,
    order.downloads_withdrawn ? DOWNLOAD_TEXTS.withdrawn : pageUrl(index),
    "",
  ]);
  return {
    subject: DOWNLOAD_TEXTS.findSubject(label),
    text: [DOWNLOAD_TEXTS.findIntroMail(label), "", ...lines, DOWNLOAD_TEXTS.findFooter].join("\n"),
  };
}

const buyerEmailSchema = z
  .string({ error: DOWNLOAD_TEXTS.invalidEmail })
  .trim()
  .max(320, { error: DOWNLOAD_TEXTS.invalidEmail })
  .pipe(z.email({ pattern: EMAIL_PATTERN, error: DOWNLOAD_TEXTS.invalidEmail }));

/** "Find my purchases" as its form posts it. */
export const findPurchasesFormSchema = z.object({ email: buyerEmailSchema });

/** /redeem as its form posts it: the code as typed (normalizeCode forgives case, spaces and dashes) and the buyer's email. */
export const redeemFormSchema = z.object({
  code: z.string({ error: REDEEM_TEXTS.invalid }).trim().min(1, { error: REDEEM_TEXTS.invalid }).max(40, { error: REDEEM_TEXTS.invalid }),
  email: buyerEmailSchema,
});
