import { z } from "zod";
import { idSchema, noInput, recordIdSchema } from "../shared/fields";
import { analyticsPeriodSchema, analyticsSummarySchema } from "./analyticsRecords";

/** A release among the label-wide totals. */
export const releaseAnalyticsRowSchema = z.object({
  id: idSchema,
  title: z.string(),
  clicks: z.int().min(0),
  plays: z.int().min(0),
  pre_saves: z.int().min(0),
});
export type ReleaseAnalyticsRow = z.output<typeof releaseAnalyticsRowSchema>;

/** The label's analytics in the admin (releases view; docs/analytics.md#who-sees-what). */
export const analyticsCallables = {
  /**
   * One release's pre-saves, listen clicks and plays per day over the last
   * 30 or 90 days (label's time zone), by platform, by page and by track
   * (its tracklist names them): releases view for the release's primary
   * artist.
   */
  releaseAnalytics: {
    request: z.object({ release_id: recordIdSchema, days: analyticsPeriodSchema.default(30) }),
    response: z.object({
      release: z.object({ id: idSchema, title: z.string(), tracks: z.array(z.object({ id: idSchema, title: z.string() })) }),
      summary: analyticsSummarySchema,
    }),
  },
  /**
   * The dashboard's totals over the last LABEL_TOTALS_DAYS days, over the
   * releases the caller may view (every release with a global grant), with
   * the most clicked releases.
   */
  labelAnalytics: {
    request: noInput,
    response: z.object({
      summary: analyticsSummarySchema,
      /** Releases with any count in the period, most clicked first (at most LABEL_TOTALS_TOP_RELEASES). */
      top_releases: z.array(releaseAnalyticsRowSchema),
      /** Whether the totals cover every release (a global releases view) or only the caller's artists'. */
      scope: z.enum(["label", "own_artists"]),
    }),
  },
} as const;
