/**
 * Whether a recipient may download a track in a format now
 * (docs/promo.md#downloads-and-tracing), in the order the checks are read:
 * a link that no longer works, a track or format the campaign does not
 * offer, downloads that wait for feedback, a recipient at their limit.
 * The limit is read here before a copy is made, so a recipient past it
 * never costs an encoding; the data layer's claim after the copy
 * (promoEvents.claimDownload) keeps it exact when requests race. The
 * per-link rate limit is counted by the data layer after these pass.
 */
import type { Campaign, PromoDownloadFormat } from "./campaign";
import { PROMO_DOWNLOAD_ERRORS } from "./promoDownloadTexts";
import { PROMO_GONE_TEXTS, PROMO_PAGE_ERRORS } from "./promoPageTexts";
import type { LinkState } from "./recipientLink";

export interface DownloadRefusal {
  status: 403 | 404 | 410 | 429;
  message: string;
}

export interface DownloadAsk {
  campaign: Pick<Campaign, "track_ids" | "access" | "download_formats" | "feedback_before_download" | "download_limit">;
  link: LinkState;
  trackId: string;
  format: PromoDownloadFormat;
  feedbackGiven: boolean;
  /** Downloads the recipient has made so far. */
  downloadsSoFar: number;
}

export function downloadRefusal(ask: DownloadAsk): DownloadRefusal | null {
  if (ask.link === "revoked") return { status: 410, message: PROMO_GONE_TEXTS.revokedTitle };
  if (ask.link === "expired") return { status: 410, message: PROMO_GONE_TEXTS.expiredTitle };
  // A track not in the campaign is as unknown as any other path: no oracle of what else the release holds.
  if (!ask.campaign.track_ids.includes(ask.trackId)) return { status: 404, message: PROMO_DOWNLOAD_ERRORS.notFound };
  if (ask.campaign.access !== "download") return { status: 403, message: PROMO_DOWNLOAD_ERRORS.streamOnly };
  if (!ask.campaign.download_formats.includes(ask.format)) return { status: 403, message: PROMO_DOWNLOAD_ERRORS.formatNotOffered };
  if (ask.campaign.feedback_before_download && !ask.feedbackGiven) return { status: 403, message: PROMO_DOWNLOAD_ERRORS.feedbackFirst };
  if (ask.downloadsSoFar >= ask.campaign.download_limit) return DOWNLOAD_LIMIT_REACHED;
  return null;
}

/** The refusal once the link's rate limit is spent. */
export const DOWNLOAD_RATE_LIMITED: DownloadRefusal = { status: 429, message: PROMO_PAGE_ERRORS.tooManyRequests };
/** The refusal once the recipient's download limit is reached. */
export const DOWNLOAD_LIMIT_REACHED: DownloadRefusal = { status: 403, message: PROMO_DOWNLOAD_ERRORS.limitReached };

/** Downloads one link may start within a window: a whole campaign in WAV and MP3 fits, a scraper does not. */
export const PROMO_DOWNLOAD_RATE_LIMIT = { bucket: "promo-download", limit: 30, windowMs: 10 * 60 * 1000 } as const;

/** The download's route: `/promo/{token}/download/{trackId}.{mp3|wav}`. */
export const promoDownloadPath = (token: string, trackId: string, extension: string) => `/promo/${token}/download/${trackId}.${extension}`;
export const PROMO_DOWNLOAD_ROUTE = /^\/promo\/([^/]+)\/download\/([0-9a-f-]{36})\.([a-z0-9]{3})$/;

/** The name the browser saves a copy under: "Artist - Title.mp3", without characters file systems refuse. */
export function promoDownloadFileName(artist: string, title: string, extension: string): string {
  const safe = (text: string) =>
    text
      .replace(/[\\/:*?"<>|\p{Cc}]+/gu, " ")
      .replace(/\s+/g, " ")
      .trim();
  const base = [safe(artist), safe(title)].filter(Boolean).join(" - ") || "track";
  return `${base.slice(0, 150)}.${extension}`;
}
