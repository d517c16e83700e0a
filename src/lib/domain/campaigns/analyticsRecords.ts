/**
 * The label's own analytics (docs/analytics.md): listen-link clicks,
 * plays and pre-saves per release, platform or track, and day, stored as
 * daily counters. No
 * cookie, IP address or other visitor data is part of any of these shapes.
 */
import { z } from "zod";
import { calendarDaySchema, idSchema, recordIdSchema } from "../shared/fields";

/** Where a listen link was clicked: the release page, the pre-save page (after release) or a release card. */
export const LISTEN_SOURCES = ["release_page", "pre_save_page", "release_card"] as const;
export const listenSourceSchema = z.enum(LISTEN_SOURCES);
export type ListenSource = z.output<typeof listenSourceSchema>;

/** A platform key as the listen links name them (dsp_links keys: "spotify", "appleMusic", …). */
export const PLATFORM_KEY_PATTERN = /^[A-Za-z][A-Za-z0-9]{0,39}$/;

/** What the beacon sends for one click on a listen link. */
export const listenClickSchema = z.object({
  release_id: recordIdSchema,
  platform: z.string().regex(PLATFORM_KEY_PATTERN),
  source: listenSourceSchema,
});
export type ListenClick = z.output<typeof listenClickSchema>;

/**
 * What the player sends once a start of a track has played long enough
 * (docs/analytics.md#plays): the release and the track, nothing more.
 */
export const playSchema = z.object({
  kind: z.literal("play"),
  release_id: recordIdSchema,
  track_id: recordIdSchema,
});
export type Play = z.output<typeof playSchema>;

/**
 * Everything the listen beacon takes: a click (`kind` "click", or none, as
 * pages sent before plays were counted) or a play.
 */
export const listenBeaconSchema = z.discriminatedUnion("kind", [
  listenClickSchema.extend({ kind: z.literal("click").optional() }),
  playSchema,
]);

const counter = z.int().min(0);

/**
 * Counters of one release on one day are spread over this many documents
 * (one picked at random per count): Firestore sustains about one write a
 * second on a single document, and a pre-save must not wait on, or fail
 * for, its counter when a campaign link goes out to thousands at once.
 */
export const ANALYTICS_SHARDS = 8;

/**
 * One shard of one release's counts on one day
 * (`analytics_daily/{release_id}_{day}_{shard}`), each counter raised by an
 * atomic increment; a day's counts are the sum of its shards.
 */
export const analyticsDailySchema = z.object({
  /** `{release_id}_{day}_{shard}`. */
  id: z.string().min(1),
  release_id: idSchema,
  /** The calendar day on the label's clock. */
  day: calendarDaySchema,
  shard: z
    .int()
    .min(0)
    .max(ANALYTICS_SHARDS - 1)
    .default(0),
  /** Pre-saves recorded that day (a repeat by the same email is not a new one). */
  pre_saves: counter.default(0),
  /** Listen-link clicks by platform key. */
  clicks: z.record(z.string(), counter).default({}),
  /** The same clicks by the page they came from. */
  clicks_by_source: z.partialRecord(listenSourceSchema, counter).default({}),
  /** Plays by track id. */
  plays: z.record(z.string(), counter).default({}),
});
export type AnalyticsDaily = z.output<typeof analyticsDailySchema>;

/**
 * Not in spec: counted listen clicks per client (hashed IP) and window. A
 * fan clicks a few links; a shared network (venue, campus) gets 30 an hour
 * before its clicks stop counting, so one client adds at most 30 clicks an
 * hour to the label's figures however often it calls.
 */
export const LISTEN_CLICK_RATE_LIMIT = { bucket: "listen-click", limit: 30, windowMs: 60 * 60 * 1000 } as const;

/**
 * Not in spec: counted plays per client (hashed IP) and window. A play takes
 * at least 30 seconds of listening, so one listener makes at most 120 an
 * hour (more only with previews shorter than that); past this, a client's
 * plays stop counting, so one machine adds at most 120 plays an hour
 * however often it calls. Kept apart from the clicks' allowance: a fan
 * listening through albums must not use up the clicks of the evening.
 */
export const PLAY_RATE_LIMIT = { bucket: "play", limit: 120, windowMs: 60 * 60 * 1000 } as const;

/** The periods the admin chart offers, in days. */
export const ANALYTICS_PERIODS = [30, 90] as const;
export const analyticsPeriodSchema = z.union([z.literal(30), z.literal(90)]);
/** The dashboard's label-wide totals cover this many days… */
export const LABEL_TOTALS_DAYS = 30;
/** …and name this many of the most clicked releases. */
export const LABEL_TOTALS_TOP_RELEASES = 5;

/** One day of a chart: pre-saves, listen clicks and plays. */
export const analyticsDayTotalsSchema = z.object({ day: calendarDaySchema, pre_saves: counter, clicks: counter, plays: counter });
export type AnalyticsDayTotals = z.output<typeof analyticsDayTotalsSchema>;

/** Counts over a period, as the admin shows them. */
export const analyticsSummarySchema = z.object({
  /** First and last day of the period (the last is today in the label's time zone). */
  from: calendarDaySchema,
  to: calendarDaySchema,
  totals: z.object({ pre_saves: counter, clicks: counter, plays: counter }),
  /** Every day of the period, oldest first, zeros included. */
  days: z.array(analyticsDayTotalsSchema),
  /** Listen clicks by platform, most clicked first. */
  platforms: z.array(z.object({ platform: z.string(), label: z.string(), clicks: counter })),
  /** Listen clicks by the page they came from. */
  sources: z.object({ release_page: counter, pre_save_page: counter, release_card: counter }),
  /** Plays by track id, most played first. */
  tracks: z.array(z.object({ track_id: z.string(), plays: counter })),
});
export type AnalyticsSummary = z.output<typeof analyticsSummarySchema>;
