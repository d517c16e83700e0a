import type { Repositories } from "../../data";
import { RENDITION_CONTENT_TYPES, RENDITION_FORMATS, renditionPath, type Rendition, type TrackAudio } from "../../domain/listening";
import { firstErrorMessage } from "../../domain/shared";
import {
  linkExpiry,
  PROMO_AUDIO_URL_TTL_MS,
  PROMO_PAGE_ERRORS,
  PROMO_SHARED_LINK_CLIENTS,
  PROMO_SHARED_LINK_WINDOW_MS,
  type PromoEvent,
  type PromoFeedbackInput,
  promoProgressInputSchema,
  promoProgressPath,
  type Recipient,
} from "../../domain/promo";
import type { RateLimitRule } from "../../domain/shared";
import { waveformBars, type TrackPlay } from "../../site/trackPlay";
import { requiredSecret, serverConfig } from "../../config";
import { promoDownloadLinks, type PromoLink } from "./promoDownloadLinks";
import { promoPageHtml, type PromoPageView } from "./promoPageHtml";
import { promoPlayerAssets } from "./promoPlayerAssets";
import { promoAudioUrlValid, signedPromoAudioPath } from "./promoTokens";

/**
 * What the promo page's function does besides answering (docs/promo.md#the-promo-page):
 * the page's view of a working link, its audio, the opens and plays it
 * records for the campaign's statistics, and the feedback it keeps.
 */

/**
 * Per link, whatever the client: page views (and feedback posts), audio
 * requests (a play asks for a few ranges), and the player's reports of how
 * far it played (one per 15 s of listening at most, and one per pause).
 */
export const PROMO_PAGE_LIMIT: Record<"page" | "audio" | "progress", RateLimitRule> = {
  page: { bucket: "promo-page", limit: 60, windowMs: 10 * 60 * 1000 },
  audio: { bucket: "promo-audio", limit: 600, windowMs: 10 * 60 * 1000 },
  progress: { bucket: "promo-progress", limit: 120, windowMs: 10 * 60 * 1000 },
};

const fileOf = (rendition: Pick<Rendition, "path">) => rendition.path.slice(rendition.path.lastIndexOf("/") + 1);

/** A track's play description, its sources signed for PROMO_AUDIO_URL_TTL_MS: the whole track, whatever the release's listening rules. */
function trackPlay(token: string, link: PromoLink, audio: TrackAudio, title: string, secret: string, now: Date): TrackPlay | null {
  const until = now.getTime() + PROMO_AUDIO_URL_TTL_MS;
  const sources = RENDITION_FORMATS.flatMap((format) =>
    audio.renditions
      .filter((r) => r.format === format)
      .map((r) => ({
        src: signedPromoAudioPath(secret, token, link.recipient.id, audio.track_id, fileOf(r), until),
        type: RENDITION_CONTENT_TYPES[format],
        bytes: r.bytes,
      })),
  );
  if (sources.length === 0) return null;
  return {
    id: audio.track_id,
    releaseId: audio.release_id,
    title,
    sources,
    seconds: audio.duration_seconds ?? 0,
    gainDb: audio.gain_db ?? 0,
    peaks: waveformBars(audio.peaks),
    preview: false,
  };
}

/** The page of a working link, as HTML. */
export async function promoPageHtmlOf(
  repos: Repositories,
  link: PromoLink,
  token: string,
  now: Date,
  state: Pick<Partial<PromoPageView>, "form" | "saved">,
): Promise<string> {
  const { campaign, recipient } = link;
  const [release, contact, audios, feedback] = await Promise.all([
    repos.releases.get(campaign.release_id),
    repos.promoContacts.get(recipient.contact_id),
    repos.trackAudio.getMany(campaign.track_ids),
    repos.promoFeedback.get(recipient.id),
  ]);
  const artist = release?.artist_id ? await repos.artists.get(release.artist_id) : null;
  const secret = requiredSecret(serverConfig(), "reminderSecret");
  const audioOf = new Map(audios.filter((a) => a.status === "ready").map((a) => [a.track_id, a]));
  const titles = new Map((release?.tracks ?? []).map((t) => [t.id, t.title]));
  const tracks = campaign.track_ids.map((id) => {
    const audio = audioOf.get(id);
    const title = titles.get(id) ?? "";
    return { title, play: audio ? trackPlay(token, link, audio, title, secret, now) : null };
  });
  const player = await promoPlayerAssets(serverConfig().siteUrl);
  return promoPageHtml(
    {
      title: release?.title ?? campaign.name,
      artist: artist?.name ?? "",
      recipientName: contact?.name ?? "",
      artworkUrl: campaign.artwork_url ?? release?.image_url ?? null,
      releaseDate: campaign.release_date ?? release?.release_date ?? null,
      expiresAt: linkExpiry(recipient, campaign.expires_at),
      oneSheetHtml: campaign.one_sheet_html,
      tracks,
      feedback,
      progressUrl: promoProgressPath(token),
      form: state.form ?? null,
      saved: state.saved ?? false,
      downloads: campaign.access === "download" ? await promoDownloadLinks(repos, link, token, titles, feedback !== null) : null,
    },
    player,
  );
}

const event = (
  link: Pick<Recipient, "id" | "campaign_id" | "contact_id">,
  kind: PromoEvent["kind"],
  client: string | null,
  at: Date,
  detail: PromoEvent["detail"] = {},
): Omit<PromoEvent, "id"> => ({
  campaign_id: link.campaign_id,
  recipient_id: link.id,
  contact_id: link.contact_id,
  kind,
  at,
  client_key: client,
  detail,
});

/**
 * Records an open: the first one on the link, each one as an event; and
 * flags the link once more than PROMO_SHARED_LINK_CLIENTS distinct clients
 * opened it within PROMO_SHARED_LINK_WINDOW_MS.
 */
export async function recordOpen(repos: Repositories, recipient: Recipient, client: string, now: Date): Promise<void> {
  await repos.promoEvents.record(event(recipient, "open", client, now));
  const since = now.getTime() - PROMO_SHARED_LINK_WINDOW_MS;
  const recent = (await repos.promoEvents.listOfKind(recipient.id, "open")).filter((e) => e.at.getTime() > since);
  const clients = new Set(recent.map((e) => e.client_key)).size;
  const patch: Partial<Recipient> = {};
  if (!recipient.opened_at) patch.opened_at = now;
  if (!recipient.flagged_at && clients > PROMO_SHARED_LINK_CLIENTS) patch.flagged_at = now;
  if (Object.keys(patch).length > 0) await repos.promoRecipients.update(recipient.id, patch);
}

/** Keeps (or replaces) the link's feedback and records it. */
export async function saveFeedback(
  repos: Repositories,
  link: PromoLink,
  input: PromoFeedbackInput,
  client: string,
  now: Date,
): Promise<void> {
  const { recipient } = link;
  await repos.promoFeedback.save(
    {
      recipient_id: recipient.id,
      campaign_id: recipient.campaign_id,
      contact_id: recipient.contact_id,
      rating: input.rating,
      comment: input.comment,
      updated_at: now,
    },
    repos.promoEvents.recordWith(event(recipient, "feedback", client, now, { rating: input.rating })),
  );
}

/**
 * The rendition an audio URL asks for, when its signature holds, it has
 * not run out and the file is a rendition of one of the campaign's tracks;
 * with the recording of the play (the first range of a play, and how far it got).
 */
export async function promoAudioPlay(
  repos: Repositories,
  link: PromoLink,
  ask: { trackId: string; file: string; until: unknown; signature: unknown },
  now: Date,
): Promise<{ rendition: Rendition; record: (client: string, sent: { start: number; end: number; size: number }) => Promise<void> } | null> {
  const secret = requiredSecret(serverConfig(), "reminderSecret");
  const until = typeof ask.until === "string" ? ask.until : undefined;
  const signature = typeof ask.signature === "string" ? ask.signature : undefined;
  if (!promoAudioUrlValid(secret, link.recipient.id, ask.trackId, ask.file, until, signature, now.getTime())) return null;
  if (!link.campaign.track_ids.includes(ask.trackId)) return null;
  const audio = await repos.trackAudio.get(ask.trackId);
  const rendition = audio?.status === "ready" ? audio.renditions.find((r) => r.path === renditionPath(ask.trackId, ask.file)) : undefined;
  if (!rendition) return null;
  return {
    rendition,
    record: async (client, sent) => {
      await repos.promoEvents.record(
        event(link.recipient, "play", client, now, {
          track_id: ask.trackId,
          from: Math.round((sent.start / sent.size) * 100) / 100,
          to: Math.round(((sent.end + 1) / sent.size) * 100) / 100,
        }),
      );
    },
  };
}

/**
 * Records the player's report of how far a track was played, as a play
 * event of its own (`position_seconds`, as reported: the statistics bound
 * it by the track's length, so no track is read here on every report); or
 * the message refusing it: not a report, or not a track of the
 * campaign. Nothing is recorded then.
 */
export async function recordProgress(
  repos: Repositories,
  link: PromoLink,
  report: unknown,
  client: string,
  now: Date,
): Promise<string | null> {
  const parsed = promoProgressInputSchema.safeParse(report);
  if (!parsed.success) return firstErrorMessage(parsed.error);
  const { track_id, position_seconds } = parsed.data;
  if (!link.campaign.track_ids.includes(track_id)) return PROMO_PAGE_ERRORS.progressNotInCampaign;
  await repos.promoEvents.record(event(link.recipient, "play", client, now, { track_id, position_seconds }));
  return null;
}
