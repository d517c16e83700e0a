import { z } from "zod";
import { recordIdRequest, wireDate } from "../shared/fields";
import { LINK_STATES, REMINDER_DAY_CHOICES } from "./promoStats";

/** What staff see of a campaign (docs/promo.md#what-staff-see): its statistics and the reminder. */

const trackProgressSchema = z.object({ track_id: z.string(), max_seconds: z.number(), percent: z.number().nullable() });

/** One recipient's row, with wire dates. */
export const recipientStatsWireSchema = z.object({
  recipient_id: z.string(),
  name: z.string(),
  email: z.string(),
  outlet: z.string().nullable(),
  state: z.enum(LINK_STATES),
  sent_at: wireDate.nullable(),
  opened_at: wireDate.nullable(),
  opens: z.int(),
  plays: z.array(trackProgressSchema),
  downloads: z.int(),
  rating: z.int().nullable(),
  comment: z.string().nullable(),
  flagged_at: wireDate.nullable(),
  reminded_at: wireDate.nullable(),
});

export const promoStatsCallables = {
  /** A campaign's statistics (releases view on its release's artist): the rows, the totals and the days are computed here; filtering, sorting and the CSV in the browser from the same rows. */
  getPromoCampaignStats: {
    request: recordIdRequest,
    response: z.object({
      campaign: z.object({ id: z.string(), name: z.string(), can_remind: z.boolean() }),
      tracks: z.array(z.object({ id: z.string(), title: z.string(), duration_seconds: z.number().nullable() })),
      rows: z.array(recipientStatsWireSchema),
      totals: z.object({
        recipients: z.int(),
        sent: z.int(),
        opened: z.int(),
        played: z.int(),
        downloaded: z.int(),
        feedback: z.int(),
        average_rating: z.number().nullable(),
      }),
      daily: z.array(z.object({ date: z.string(), opens: z.int(), plays: z.int(), downloads: z.int() })),
    }),
  },
  /** Queues one reminder to each recipient who has not opened N days after the invitation (releases publish), each at most once ever. */
  remindPromoRecipients: {
    request: recordIdRequest.extend({ days: z.literal([...REMINDER_DAY_CHOICES]) }),
    response: z.object({ queued: z.int().min(0) }),
  },
} as const;
