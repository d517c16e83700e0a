/**
 * What staff see of a campaign (docs/promo.md#what-staff-see): per
 * recipient, the invitation, the opens, how far each track was played, the
 * downloads and the feedback; the campaign's totals; opens, plays and
 * downloads per day; the filters, the order, who a reminder goes to, and
 * the CSV export. Pure: the stats callable reads the records, these decide.
 */
import { DAY_MS } from "../shared/dates";
import { csvTable } from "../campaigns/reminderCsv";
import type { PromoEvent } from "./promoEvent";
import type { PromoFeedback } from "./promoFeedback";
import { linkState, type LinkState, type Recipient } from "./recipientLink";

/** A track of the campaign: its id, title and length (null when its audio has none measured). */
export interface StatsTrack {
  id: string;
  title: string;
  duration_seconds: number | null;
}

/** How far one recipient got into one track. */
export interface TrackProgress {
  track_id: string;
  /** The furthest position any of their plays reached, seconds. */
  max_seconds: number;
  /** That position as a share of the track, 0–100 (null when the length is unknown). */
  percent: number | null;
}

/** A link's state as the rows show it (linkState). */
export const LINK_STATES = ["active", "revoked", "expired"] as const satisfies readonly LinkState[];

export interface RecipientStats {
  recipient_id: string;
  name: string;
  email: string;
  outlet: string | null;
  state: LinkState;
  sent_at: Date | null;
  opened_at: Date | null;
  opens: number;
  plays: TrackProgress[];
  downloads: number;
  rating: number | null;
  comment: string | null;
  flagged_at: Date | null;
  reminded_at: Date | null;
}

export interface CampaignTotals {
  recipients: number;
  sent: number;
  opened: number;
  played: number;
  downloaded: number;
  feedback: number;
  /** Mean rating, one decimal; null without feedback. */
  average_rating: number | null;
}

export interface DailyActivity {
  /** YYYY-MM-DD (UTC). */
  date: string;
  opens: number;
  plays: number;
  downloads: number;
}

/** A recipient as the stats read them: their link and their contact's name, address and outlet (empty once erased). */
export interface StatsRecipient {
  recipient: Recipient;
  name: string;
  email: string;
  outlet: string | null;
  reminded_at: Date | null;
}

const numberDetail = (event: PromoEvent, key: string): number | null => {
  const value = event.detail[key];
  return typeof value === "number" && Number.isFinite(value) ? value : null;
};

/**
 * How far each track was played. Two kinds of play events say it: the
 * player's beacon (`position_seconds`, where playback really got to) and,
 * without JavaScript, the audio route's record of the part of the file it
 * sent (`to`, a fraction of the file: an upper bound, since browsers buffer
 * ahead). A track with beacon reports is measured by them alone.
 */
function progressOf(events: readonly PromoEvent[], tracks: readonly StatsTrack[]): TrackProgress[] {
  const reported = new Map<string, number>();
  const sent = new Map<string, number>();
  for (const event of events) {
    const trackId = event.detail.track_id;
    if (event.kind !== "play" || typeof trackId !== "string") continue;
    const position = numberDetail(event, "position_seconds");
    const to = numberDetail(event, "to");
    if (position !== null) reported.set(trackId, Math.max(reported.get(trackId) ?? 0, position));
    else if (to !== null) sent.set(trackId, Math.max(sent.get(trackId) ?? 0, Math.min(1, to)));
  }
  return tracks.flatMap((track) => {
    const seconds = reported.get(track.id);
    const fraction = sent.get(track.id);
    if (seconds !== undefined) {
      // A report cannot claim more than the whole track.
      const heard = track.duration_seconds ? Math.min(seconds, track.duration_seconds) : seconds;
      const percent = track.duration_seconds ? Math.round((heard / track.duration_seconds) * 100) : null;
      return [{ track_id: track.id, max_seconds: Math.round(heard), percent }];
    }
    if (fraction === undefined) return [];
    return [{ track_id: track.id, max_seconds: Math.round(fraction * (track.duration_seconds ?? 0)), percent: Math.round(fraction * 100) }];
  });
}

/** One row per recipient, in the order given. */
export function recipientStats(
  recipients: readonly StatsRecipient[],
  events: readonly PromoEvent[],
  feedback: readonly PromoFeedback[],
  tracks: readonly StatsTrack[],
  campaignExpiry: Date,
  now: Date,
): RecipientStats[] {
  const byRecipient = Map.groupBy(events, (e) => e.recipient_id);
  const feedbackOf = new Map(feedback.map((f) => [f.recipient_id, f]));
  return recipients.map(({ recipient, name, email, outlet, reminded_at }) => {
    const own = byRecipient.get(recipient.id) ?? [];
    const opens = own.filter((e) => e.kind === "open");
    const firstOpen = opens.reduce<Date | null>((first, e) => (!first || e.at < first ? e.at : first), null);
    const given = feedbackOf.get(recipient.id);
    return {
      recipient_id: recipient.id,
      name,
      email,
      outlet,
      state: linkState(recipient, campaignExpiry, now),
      sent_at: recipient.sent_at,
      opened_at: recipient.opened_at ?? firstOpen,
      opens: opens.length,
      plays: progressOf(own, tracks),
      downloads: own.filter((e) => e.kind === "download").length,
      rating: given?.rating ?? null,
      comment: given?.comment ?? null,
      flagged_at: recipient.flagged_at,
      reminded_at,
    };
  });
}

export function campaignTotals(rows: readonly RecipientStats[]): CampaignTotals {
  const ratings = rows.flatMap((r) => (r.rating === null ? [] : [r.rating]));
  return {
    recipients: rows.length,
    sent: rows.filter((r) => r.sent_at).length,
    opened: rows.filter((r) => r.opened_at).length,
    played: rows.filter((r) => r.plays.length > 0).length,
    downloaded: rows.filter((r) => r.downloads > 0).length,
    feedback: ratings.length,
    average_rating: ratings.length ? Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10 : null,
  };
}

const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Opens, plays and downloads per UTC day, every day from the first event's
 * to the last's (days without any included, so the chart's axis is even).
 * A day's plays are the tracks each recipient played that day, each once:
 * one listen makes several play events (seeks, the audio route's ranges).
 */
export function dailyActivity(events: readonly PromoEvent[]): DailyActivity[] {
  const counted = events.filter((e) => e.kind === "open" || e.kind === "play" || e.kind === "download");
  if (counted.length === 0) return [];
  const times = counted.map((e) => Date.parse(dayOf(e.at)));
  const [first, last] = [Math.min(...times), Math.max(...times)];
  const days = new Map<string, DailyActivity>();
  for (let t = first; t <= last; t += DAY_MS) days.set(dayOf(new Date(t)), { date: dayOf(new Date(t)), opens: 0, plays: 0, downloads: 0 });
  const plays = new Set<string>();
  for (const e of counted) {
    const day = days.get(dayOf(e.at))!;
    if (e.kind === "open") day.opens += 1;
    else if (e.kind === "download") day.downloads += 1;
    else if (!plays.has(`${day.date} ${e.recipient_id} ${String(e.detail.track_id)}`)) {
      plays.add(`${day.date} ${e.recipient_id} ${String(e.detail.track_id)}`);
      day.plays += 1;
    }
  }
  return [...days.values()];
}

export const STATS_FILTERS = ["all", "not_opened", "opened", "played", "downloaded", "feedback", "flagged"] as const;
export type StatsFilter = (typeof STATS_FILTERS)[number];

const FILTER_TESTS: Readonly<Record<StatsFilter, (row: RecipientStats) => boolean>> = {
  all: () => true,
  not_opened: (r) => !r.opened_at,
  opened: (r) => !!r.opened_at,
  played: (r) => r.plays.length > 0,
  downloaded: (r) => r.downloads > 0,
  feedback: (r) => r.rating !== null,
  flagged: (r) => !!r.flagged_at,
};

export const STATS_SORTS = ["name", "opened_at", "played", "downloads", "rating"] as const;
export type StatsSort = (typeof STATS_SORTS)[number];

const time = (d: Date | null) => d?.getTime() ?? -Infinity;
const SORT_KEYS: Readonly<Record<StatsSort, (row: RecipientStats) => number | string>> = {
  name: (r) => r.name.toLocaleLowerCase(),
  opened_at: (r) => time(r.opened_at),
  played: (r) => r.plays.reduce((sum, p) => sum + (p.percent ?? 0), 0),
  downloads: (r) => r.downloads,
  rating: (r) => r.rating ?? -1,
};

/** The rows a filter keeps, in an order: names A→Z; everything else most first (descending), names breaking ties. */
export function viewStats(rows: readonly RecipientStats[], filter: StatsFilter, sort: StatsSort): RecipientStats[] {
  const key = SORT_KEYS[sort];
  const direction = sort === "name" ? 1 : -1;
  return rows.filter(FILTER_TESTS[filter]).toSorted((a, b) => {
    const [x, y] = [key(a), key(b)];
    if (x !== y) return (x < y ? -1 : 1) * direction;
    return a.name.localeCompare(b.name);
  });
}

/** Days after the invitation before a reminder may go; staff choose between these. */
export const REMINDER_DAY_CHOICES = [1, 3, 7, 14] as const;

/** Those a reminder goes to: sent at least `days` days ago, never opened, the link still working, never reminded. */
export function reminderRecipients(rows: readonly RecipientStats[], days: number, now: Date): RecipientStats[] {
  const before = now.getTime() - days * DAY_MS;
  return rows.filter((r) => r.sent_at && r.sent_at.getTime() <= before && !r.opened_at && r.state === "active" && !r.reminded_at);
}

/** The export: one line per recipient, one column per track's furthest percent (formula cells defused by csvTable). */
export function campaignStatsCsv(rows: readonly RecipientStats[], tracks: readonly StatsTrack[]): string {
  const iso = (d: Date | null) => d?.toISOString() ?? "";
  return csvTable(
    [
      "name",
      "email",
      "outlet",
      "link",
      "sent_at",
      "opened_at",
      "opens",
      ...tracks.map((t) => `played % ${t.title}`),
      "downloads",
      "rating",
      "comment",
      "flagged_at",
    ],
    rows.map((r) => {
      const played = new Map(r.plays.map((p) => [p.track_id, p]));
      return [
        r.name,
        r.email,
        r.outlet ?? "",
        r.state,
        iso(r.sent_at),
        iso(r.opened_at),
        String(r.opens),
        ...tracks.map((t) => {
          const p = played.get(t.id);
          return p ? String(p.percent ?? `${p.max_seconds}s`) : "";
        }),
        String(r.downloads),
        r.rating === null ? "" : String(r.rating),
        r.comment ?? "",
        iso(r.flagged_at),
      ];
    }),
  );
}
