import { z } from "zod";
import { documentIdSchema, noInput, recordIdRequest, recordIdSchema, wireDate } from "../shared/fields";
import { CAMPAIGN_STATUSES, campaignInputSchema, campaignSchema } from "./campaign";
import { recipientSchema } from "./recipientLink";

/** Promo campaigns and their per-recipient links (docs/promo.md#campaigns-and-links). */

/** A campaign as the screens get it. */
export const campaignWireSchema = campaignSchema.extend({
  expires_at: wireDate,
  sent_at: wireDate.nullable(),
  created_at: wireDate,
  updated_at: wireDate,
});
export type CampaignView = z.output<typeof campaignWireSchema>;

/** A link as the recipients table shows it: the record without its token hash, with its contact's name and address (empty once erased, or for a caller who may not read the contact book). */
export const recipientWireSchema = recipientSchema.omit({ token_hash: true }).extend({
  created_at: wireDate,
  sent_at: wireDate.nullable(),
  opened_at: wireDate.nullable(),
  revoked_at: wireDate.nullable(),
  expires_at: wireDate.nullable(),
  flagged_at: wireDate.nullable(),
  name: z.string(),
  email: z.string(),
});
export type RecipientView = z.output<typeof recipientWireSchema>;

/** What the caller may do with one campaign: its release's artist decides (release grants). */
export const campaignAbilitiesSchema = z.object({ edit: z.boolean(), send: z.boolean(), delete: z.boolean() });
export type CampaignAbilities = z.output<typeof campaignAbilitiesSchema>;

/** A release's tracks as the editor's checklist shows them. */
export const campaignTrackOptionSchema = z.object({ id: z.string(), title: z.string(), ready: z.boolean() });

/** A link of a campaign: `{campaignId}_{contactId}`. */
const recipientRequest = z.object({ id: documentIdSchema });

export const promoCallables = {
  /** Campaigns of the releases the caller may view, newest first (releases view). */
  listPromoCampaigns: {
    request: noInput,
    response: z.object({
      campaigns: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          release_id: z.string(),
          release_title: z.string(),
          status: z.enum(CAMPAIGN_STATUSES),
          expires_at: wireDate,
          sent_at: wireDate.nullable(),
          updated_at: wireDate,
        }),
      ),
      /** Whether the caller may create one for some artist (releases edit somewhere). */
      can_create: z.boolean(),
    }),
  },
  /** One campaign with its release's tracks and its links (releases view on the release's artist). */
  getPromoCampaign: {
    request: recordIdRequest,
    response: z.object({
      campaign: campaignWireSchema,
      release_title: z.string(),
      tracks: z.array(campaignTrackOptionSchema),
      recipients: z.array(recipientWireSchema),
      /** How many contacts SEND would invite now (the campaign's contacts without a link yet), as the send itself counts them. */
      to_invite: z.int().min(0),
      abilities: campaignAbilitiesSchema,
    }),
  },
  /** A release's tracks for the editor of a new campaign (releases view). */
  listPromoTrackOptions: {
    request: z.object({ release_id: recordIdSchema }),
    response: z.object({ tracks: z.array(campaignTrackOptionSchema), release_date: z.string().nullable() }),
  },
  /**
   * The contacts a campaign may go to, with their tags (releases edit
   * somewhere): names and outlets only, for the editor's recipients and
   * their count; addresses stay in the contact book.
   */
  listPromoRecipientChoices: {
    request: noInput,
    response: z.object({
      contacts: z.array(z.object({ id: z.string(), name: z.string(), outlet: z.string().nullable(), tags: z.array(z.string()) })),
      tags: z.array(z.string()),
    }),
  },
  /** Creates or saves a draft (releases edit on the release's artist; on both artists when the release changes). */
  savePromoCampaign: {
    request: z.object({ id: recordIdSchema.nullable().default(null), campaign: campaignInputSchema }),
    response: campaignWireSchema,
  },
  /** Deletes a campaign and its links (releases delete). */
  deletePromoCampaign: { request: recordIdRequest, response: z.object({ id: z.string() }) },
  /** Queues one invitation per recipient not invited yet (releases publish); a re-send queues none twice. */
  sendPromoCampaign: {
    request: recordIdRequest,
    response: z.object({ campaign: campaignWireSchema, queued: z.int().min(0), recipients: z.int().min(0) }),
  },
  /** Revokes one link (releases publish). */
  revokePromoLink: { request: recipientRequest, response: recipientWireSchema },
  /** Moves one link's expiry (releases publish); a revoked link stays revoked. */
  extendPromoLink: { request: recipientRequest.extend({ expires_at: wireDate }), response: recipientWireSchema },
} as const;
