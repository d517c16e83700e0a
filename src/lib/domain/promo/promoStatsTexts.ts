/** The texts of a campaign's statistics (docs/promo.md#what-staff-see). The product's own. */
import type { StatsFilter, StatsSort } from "./promoStats";

export const PROMO_STATS_TEXTS = {
  heading: "WHAT RECIPIENTS DID",
  totals: {
    recipients: "Recipients",
    sent: "Sent",
    opened: "Opened",
    played: "Played",
    downloaded: "Downloaded",
    feedback: "Feedback",
    averageRating: "Average rating",
  },
  chartHeading: "OPENS, PLAYS AND DOWNLOADS PER DAY",
  chartSummary: (opens: number, plays: number, downloads: number, days: number) =>
    `${opens} opens, ${plays} tracks played and ${downloads} downloads over ${days} ${days === 1 ? "day" : "days"}.`,
  noActivity: "No recipient has opened their link yet.",
  series: { opens: "Opens", plays: "Plays", downloads: "Downloads" },
  filter: "Show",
  sort: "Sort by",
  filters: {
    all: "All",
    not_opened: "Not opened",
    opened: "Opened",
    played: "Played",
    downloaded: "Downloaded",
    feedback: "Left feedback",
    flagged: "Flagged",
  } satisfies Record<StatsFilter, string>,
  sorts: {
    name: "Name",
    opened_at: "Last opened first",
    played: "Most played",
    downloads: "Most downloads",
    rating: "Best rating",
  } satisfies Record<StatsSort, string>,
  columns: { recipient: "RECIPIENT", opened: "OPENED", played: "PLAYED", downloads: "DOWNLOADS", feedback: "FEEDBACK" },
  notOpened: "Not opened",
  opens: (n: number) => (n === 1 ? "1 open" : `${n} opens`),
  playedTrack: (title: string, percent: number | null, seconds: number) =>
    `${title}: ${percent === null ? `${seconds} s` : `${percent} %`}`,
  rating: (n: number) => `${n}/5`,
  flagged: "Used from many clients",
  reminded: "Reminded",
  empty: "No recipient matches.",
  remindHeading: "REMIND",
  remindAfter: "Not opened after",
  remindDays: (days: number) => (days === 1 ? "1 day" : `${days} days`),
  remind: "SEND REMINDERS",
  remindNone: "No one to remind: everyone due has opened, or was reminded already.",
  remindedCount: (n: number) => (n === 1 ? "1 reminder queued" : `${n} reminders queued`),
  confirmRemind: (n: number, days: number) =>
    `Send a reminder to ${n} ${n === 1 ? "recipient" : "recipients"} who have not opened after ${days} ${days === 1 ? "day" : "days"}? Each recipient gets one reminder at most.`,
  exportCsv: "EXPORT CSV",
  loadFailed: "Failed to load the campaign's statistics",
  remindFailed: "The reminders could not be queued",
  csvFileName: (campaignName: string) => `${campaignName.replace(/[^\w-]+/g, "-").replace(/^-+|-+$/g, "") || "campaign"}-recipients.csv`,
} as const;
