/**
 * A recipient's own copy of a promo track (docs/promo.md#downloads-and-tracing):
 * made from the master on the first request, tagged with the recipient and
 * the campaign, kept in the private audio store and recorded here with its
 * SHA-256, so a copy found elsewhere leads back to whom it was made for.
 */
import { z } from "zod";
import { PROMO_DOWNLOAD_FORMATS, type PromoDownloadFormat } from "./campaign";

/** Each format's file: its extension in the download URL and name, and its content type. */
export const PROMO_FILE_TYPES: Readonly<Record<PromoDownloadFormat, { extension: string; contentType: string }>> = {
  mp3_320: { extension: "mp3", contentType: "audio/mpeg" },
  wav: { extension: "wav", contentType: "audio/wav" },
};

/** The format a download URL's extension asks for; null for any other. */
export const promoFormatOfExtension = (extension: string): PromoDownloadFormat | null =>
  PROMO_DOWNLOAD_FORMATS.find((format) => PROMO_FILE_TYPES[format].extension === extension) ?? null;

/** A marker is 24 lowercase hex digits (96 random bits): unguessable, and short enough to survive in a tag. */
export const PROMO_MARKER_PATTERN = /^[0-9a-f]{24}$/;

export const promoDownloadSchema = z.object({
  /** `promoDownloadId(recipient, track, format)`: one file per recipient, track and format. */
  id: z.string(),
  campaign_id: z.string(),
  recipient_id: z.string(),
  /** The recipient's contact: erasing the contact deletes its copies' records (PROMO_CONTACT_COLLECTIONS). */
  contact_id: z.string(),
  track_id: z.string(),
  format: z.enum(PROMO_DOWNLOAD_FORMATS),
  /** Hex SHA-256 of the file as it was sent. */
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  /** Written into the file's tags; found again in a copy whose bytes changed (re-encoded) while its tags stayed. */
  marker: z.string().regex(PROMO_MARKER_PATTERN),
  /** Object name in the private audio store. Never public. */
  path: z.string(),
  bytes: z.int().min(0),
  made_at: z.date(),
  /** The recipient's name and outlet as tagged, so "who leaked this" still names them if the campaign is edited. */
  tagged_for: z.string(),
});
export type PromoDownload = z.output<typeof promoDownloadSchema>;

/** The record's id: the same recipient, track and format always meet the same cached file. */
export const promoDownloadId = (recipientId: string, trackId: string, format: PromoDownloadFormat) => `${recipientId}_${trackId}_${format}`;

/** The object name of a made file; `nonce` is new per making, so two requests racing never overwrite each other's file. */
export const promoFilePath = (campaignId: string, recipientId: string, trackId: string, format: PromoDownloadFormat, nonce: string) =>
  `promo/${campaignId}/${recipientId}/${trackId}-${nonce}.${PROMO_FILE_TYPES[format].extension}`;

/**
 * The one encoding of a track in a format that every recipient's copy is
 * made from (`promo_encodings/{trackId}_{format}`): the master's audio with
 * no tags, kept in the private audio store. It holds no one's name; made on
 * the first request for the track and format, again when the master changes.
 */
export const promoEncodingSchema = z.object({
  /** `promoEncodingId(track, format)`. */
  id: z.string(),
  track_id: z.string(),
  format: z.enum(PROMO_DOWNLOAD_FORMATS),
  /** The master it was made from: a master uploaded since makes it stale. */
  master_path: z.string(),
  /** Object name in the private audio store. Never public, never sent as it is. */
  path: z.string(),
  bytes: z.int().min(0),
  made_at: z.date(),
});
export type PromoEncoding = z.output<typeof promoEncodingSchema>;

export const promoEncodingId = (trackId: string, format: PromoDownloadFormat) => `${trackId}_${format}`;

/** The folder of a track's shared encodings: it goes with the track (docs/listening.md#when-a-track-or-release-goes). */
export const promoEncodingFolder = (trackId: string) => `promo/encodings/${trackId}/`;

/** The object name of a made encoding; `nonce` is new per making, so a reader of the one before never sees it overwritten. */
export const promoEncodingPath = (trackId: string, format: PromoDownloadFormat, nonce: string) =>
  `${promoEncodingFolder(trackId)}${format}-${nonce}.${PROMO_FILE_TYPES[format].extension}`;
