/**
 * Promo campaigns (docs/promo.md#campaigns-and-links): a release sent ahead
 * of its date to contacts, each through a private link of their own. Scoped
 * like releases to the release's primary artist.
 */
import { z } from "zod";
import { LIMITS } from "../shared/constants";
import { tooLong } from "../shared/validationTexts";
import { idSchema, isoDateString, optionalImageUrl, optionalIsoDate, trimmedRequired, uuidPattern } from "../shared/fields";
import { demoTagSchema } from "../demos/demoReview";
import { CAMPAIGN_ERRORS } from "./campaignTexts";

/** stream: listen only; download: listen, and download in the chosen formats. */
export const PROMO_ACCESS_MODES = ["stream", "download"] as const;
export type PromoAccessMode = (typeof PROMO_ACCESS_MODES)[number];

/** The formats a recipient may download (made for them on first request). */
export const PROMO_DOWNLOAD_FORMATS = ["mp3_320", "wav"] as const;
export type PromoDownloadFormat = (typeof PROMO_DOWNLOAD_FORMATS)[number];

/** draft: being prepared; sent: its invitations are queued (more recipients may be added and sent later). */
export const CAMPAIGN_STATUSES = ["draft", "sent"] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const PROMO_LIMITS = {
  name: 120,
  /** A release's tracklist is at most this long too (LIMITS.track). */
  tracks: 100,
  /** Contacts and tags chosen one by one in the editor. */
  recipientChoices: 5_000,
  /** Downloads per recipient, every file counted. */
  downloadLimit: 100,
} as const;

/** Who gets it: contacts by id, and every contact holding one of the tags (lower case, as contacts hold them). At least one of either. */
export const campaignRecipientsSchema = z.object({
  contact_ids: z.array(idSchema).default([]),
  tags: z.array(z.string()).default([]),
});
export type CampaignRecipients = z.output<typeof campaignRecipientsSchema>;

/** A campaign as stored and read back (`promo_campaigns/{id}`). */
export const campaignSchema = z.object({
  id: idSchema,
  /** Staff's name for it, e.g. "Radio — Halden Drift, Low Tide". */
  name: z.string().min(1),
  release_id: idSchema,
  /** In the release's order; only tracks with processed audio. */
  track_ids: z.array(idSchema),
  /** Sanitized rich text from the press editor. */
  one_sheet_html: z.string(),
  /** Null: the release's cover. Otherwise an http(s) URL or an uploaded image's reference. */
  artwork_url: z.string().nullable().default(null),
  /** "YYYY-MM-DD"; null: the release's own date. */
  release_date: isoDateString.default(null),
  access: z.enum(PROMO_ACCESS_MODES),
  /** Empty unless `access` is download. */
  download_formats: z.array(z.enum(PROMO_DOWNLOAD_FORMATS)).default([]),
  /** Downloads show only once the recipient has left feedback. */
  feedback_before_download: z.boolean().default(false),
  /** Every link stops working then, unless extended for its recipient. */
  expires_at: z.date(),
  /** Downloads per recipient, every file counted. */
  download_limit: z.int().min(1),
  recipients: campaignRecipientsSchema,
  status: z.enum(CAMPAIGN_STATUSES),
  /** Who sent it last (their publish grant was checked then), and when. */
  sent_by: z.string().nullable().default(null),
  sent_at: z.date().nullable().default(null),
  created_by: z.string(),
  created_at: z.date(),
  updated_at: z.date(),
});
export type Campaign = z.output<typeof campaignSchema>;

const contactIdInput = z
  .string()
  .max(128, { error: CAMPAIGN_ERRORS.recipientsRequired, abort: true })
  .regex(/^(?!__)[A-Za-z0-9_-]{1,128}$/, CAMPAIGN_ERRORS.recipientsRequired);

/** The editor's form, as the callable parses it. */
export const campaignInputSchema = z
  .object({
    name: trimmedRequired(PROMO_LIMITS.name, CAMPAIGN_ERRORS.nameRequired),
    release_id: z
      .string({ error: CAMPAIGN_ERRORS.releaseRequired })
      .min(1, { error: CAMPAIGN_ERRORS.releaseRequired, abort: true })
      .max(36, { error: CAMPAIGN_ERRORS.releaseRequired, abort: true })
      .regex(uuidPattern, CAMPAIGN_ERRORS.releaseRequired),
    track_ids: z
      .array(z.string().max(64).regex(uuidPattern, CAMPAIGN_ERRORS.tracksRequired), { error: CAMPAIGN_ERRORS.tracksRequired })
      .max(PROMO_LIMITS.tracks, CAMPAIGN_ERRORS.tooManyTracks(PROMO_LIMITS.tracks))
      .min(1, CAMPAIGN_ERRORS.tracksRequired)
      .transform((ids) => [...new Set(ids)]),
    one_sheet_html: z
      .string()
      .max(LIMITS.press.content, { error: tooLong(LIMITS.press.content), abort: true })
      .default(""),
    artwork_url: optionalImageUrl(LIMITS.press.imageUrl),
    release_date: optionalIsoDate,
    access: z.enum(PROMO_ACCESS_MODES),
    download_formats: z
      .array(z.enum(PROMO_DOWNLOAD_FORMATS))
      .max(10)
      .default([])
      .transform((f) => [...new Set(f)]),
    feedback_before_download: z.boolean().default(false),
    expires_at: z.coerce.date({ error: CAMPAIGN_ERRORS.expiryRequired }),
    download_limit: z
      .int({ error: CAMPAIGN_ERRORS.downloadLimit(PROMO_LIMITS.downloadLimit) })
      .min(1, CAMPAIGN_ERRORS.downloadLimit(PROMO_LIMITS.downloadLimit))
      .max(PROMO_LIMITS.downloadLimit, CAMPAIGN_ERRORS.downloadLimit(PROMO_LIMITS.downloadLimit)),
    recipients: z
      .object({
        contact_ids: z
          .array(contactIdInput)
          .max(PROMO_LIMITS.recipientChoices, CAMPAIGN_ERRORS.tooManyRecipients(PROMO_LIMITS.recipientChoices))
          .default([]),
        tags: z
          .array(demoTagSchema)
          .max(PROMO_LIMITS.recipientChoices, CAMPAIGN_ERRORS.tooManyRecipients(PROMO_LIMITS.recipientChoices))
          .default([]),
      })
      .transform((r) => ({ contact_ids: [...new Set(r.contact_ids)], tags: [...new Set(r.tags)] }))
      .refine((r) => r.contact_ids.length + r.tags.length > 0, CAMPAIGN_ERRORS.recipientsRequired),
  })
  .refine((c) => c.access === "stream" || c.download_formats.length > 0, {
    error: CAMPAIGN_ERRORS.formatsRequired,
    path: ["download_formats"],
  })
  .transform((c) => (c.access === "stream" ? { ...c, download_formats: [], feedback_before_download: false } : c));
export type CampaignInput = z.output<typeof campaignInputSchema>;
export type CampaignFormValues = z.input<typeof campaignInputSchema>;

/** What may be done with a campaign in each status: a sent one keeps its content (its links point at it); sending again invites only recipients added since. */
export const campaignCan = {
  edit: (status: CampaignStatus) => status === "draft",
} as const;

/** The tracks of `wanted` that the release has with processed audio, in the release's order; null when one is missing or not ready. */
export function includedTracks(
  releaseTrackIds: readonly string[],
  readyTrackIds: ReadonlySet<string>,
  wanted: readonly string[],
): string[] | null {
  const chosen = new Set(wanted);
  if (wanted.some((id) => !readyTrackIds.has(id) || !releaseTrackIds.includes(id))) return null;
  return releaseTrackIds.filter((id) => chosen.has(id));
}

/** True when a contact with `contactId` and `tags` is among the campaign's recipients. */
export function isCampaignRecipient(recipients: CampaignRecipients, contactId: string, tags: readonly string[]): boolean {
  return recipients.contact_ids.includes(contactId) || tags.some((tag) => recipients.tags.includes(tag));
}
