/**
 * Texts of the admin's analytics (docs/analytics.md, docs/product.md#analytics-texts).
 * Not in spec: the product's own wording.
 */
import type { ListenSource } from "./analyticsRecords";

export const ANALYTICS_TEXTS = {
  /** The button on each row of ALL RELEASES. */
  open: "ANALYTICS",
  dialogTitle: "ANALYTICS",
  period: "Period",
  close: "CLOSE",
  preSaves: "Pre-saves",
  listenClicks: "Listen clicks",
  plays: "Plays",
  byPlatform: "LISTEN CLICKS BY PLATFORM",
  platform: "Platform",
  clicks: "Clicks",
  byPage: "By page",
  page: "Page",
  perDay: "Per day",
  day: "Day",
  noClicks: "No listen clicks in this period",
  byTrack: "PLAYS BY TRACK",
  track: "Track",
  /** The row of plays of tracks no longer on the release. */
  removedTracks: "Tracks no longer listed",
  loadFailed: "Failed to load analytics",
  topReleases: "Most clicked releases",
  release: "Release",
  ownArtistsOnly: "Counts of your artists' releases only",
  noActivity: "No pre-saves, listen clicks or plays yet",
} as const;

/** The pages a click can come from, as the admin names them. */
export const LISTEN_SOURCE_LABELS: Record<ListenSource, string> = {
  release_page: "Release page",
  pre_save_page: "Pre-save page",
  release_card: "Release cards",
};

/** The period select's options: "Last 30 days". */
export const lastDays = (days: number) => `Last ${days} days`;

/** The dashboard panel's heading: "LAST 30 DAYS". */
export const lastDaysHeading = (days: number) => lastDays(days).toUpperCase();
