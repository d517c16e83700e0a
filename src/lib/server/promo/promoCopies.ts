import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { encodePromoAudio, tagPromoCopy } from "../../audio/promoTagging";
import type { Repositories } from "../../data";
import type { Campaign, PromoDownloadFormat, Recipient } from "../../domain/promo";
import type { Contact } from "../../domain/promo";
import { MASTER_TYPES } from "../../domain/listening";
import type { TrackAudio } from "../../domain/listening";
import {
  promoDownloadId,
  promoEncodingId,
  promoEncodingPath,
  promoFilePath,
  PROMO_FILE_TYPES,
  type PromoDownload,
  type PromoEncoding,
} from "../../domain/promo";
import { promoTags, type PromoTagSubject } from "../../domain/promo";
import type { AudioStore } from "../../files/audioStore";
import { madeOnce } from "../madeOnce";

export interface PromoCopyRequest {
  campaign: Campaign;
  recipient: Recipient;
  contact: Pick<Contact, "name" | "outlet">;
  trackId: string;
  format: PromoDownloadFormat;
}

type Repos = Pick<Repositories, "promoDownloads" | "promoEncodings" | "jobLeases" | "trackAudio" | "releases" | "artists">;

/** A campaign track's names as its copies carry them: title, artists (the track's own credit, else the primary artist's name), album. */
export async function promoTrackNames(
  repos: Pick<Repositories, "releases" | "artists">,
  releaseId: string,
  trackId: string,
): Promise<{ title: string; artist: string; album: string } | null> {
  const release = await repos.releases.get(releaseId);
  const track = release?.tracks.find((t) => t.id === trackId);
  if (!release || !track) return null;
  if (track.artists.length > 0) return { title: track.title, artist: track.artists.join(", "), album: release.title };
  const artist = release.artist_id ? await repos.artists.get(release.artist_id) : null;
  return { title: track.title, artist: artist?.name ?? "", album: release.title };
}

async function tagSubject(repos: Repos, request: PromoCopyRequest, marker: string): Promise<PromoTagSubject | null> {
  const names = await promoTrackNames(repos, request.campaign.release_id, request.trackId);
  if (!names) return null;
  return {
    trackTitle: names.title,
    artistName: names.artist,
    releaseTitle: names.album,
    recipientName: request.contact.name,
    outlet: request.contact.outlet,
    campaignId: request.campaign.id,
    marker,
  };
}

type MasterAudio = Pick<TrackAudio, "track_id"> & { master: NonNullable<TrackAudio["master"]> };

/** The track's kept encoding in a format, when it was made from the current master and its file is still stored. */
async function keptEncoding(
  repos: Repos,
  store: AudioStore,
  audio: MasterAudio,
  format: PromoDownloadFormat,
): Promise<PromoEncoding | null> {
  const kept = await repos.promoEncodings.get(promoEncodingId(audio.track_id, format));
  return kept && kept.master_path === audio.master.path && (await store.size(kept.path)) !== null ? kept : null;
}

/** Encodes the master into `file`, stores it and records it as the track's encoding in that format (replacing one of an older master). */
async function encodeAndKeep(
  repos: Repos,
  store: AudioStore,
  audio: MasterAudio,
  demuxer: string,
  format: PromoDownloadFormat,
  file: string,
  now: Date,
): Promise<boolean> {
  const master = `${file}.master`;
  await store.download(audio.master.path, master);
  const encoded = await encodePromoAudio(master, demuxer, format, file);
  // A long master is hundreds of MB in a function's memory-backed /tmp: gone before the copy is written.
  await rm(master, { force: true });
  if (!encoded) return false;
  const id = promoEncodingId(audio.track_id, format);
  const path = promoEncodingPath(audio.track_id, format, randomBytes(6).toString("hex"));
  await store.putFile(path, file, PROMO_FILE_TYPES[format].contentType);
  const [before, bytes] = await Promise.all([repos.promoEncodings.get(id), store.size(path)]);
  await repos.promoEncodings.set({
    id,
    track_id: audio.track_id,
    format,
    master_path: audio.master.path,
    path,
    bytes: bytes ?? 0,
    made_at: now,
  });
  // The encoding of a master since replaced: no copy is made from it again.
  if (before && before.path !== path) await store.delete(before.path);
  return true;
}

/**
 * Puts the track's shared encoding in `format` at the local `file`
 * (docs/promo.md#downloads-and-tracing): the kept one, else made now by
 * the one request holding the track's encoding lease while the others
 * racing it wait for it, so a track is encoded once per format however
 * many recipients ask at once. False when it cannot be made (ffmpeg cannot
 * read the master) or was not made in time.
 */
async function sharedEncoding(
  repos: Repos,
  store: AudioStore,
  audio: MasterAudio,
  demuxer: string,
  format: PromoDownloadFormat,
  file: string,
  now: Date,
): Promise<boolean> {
  const fromKept = async () => {
    const kept = await keptEncoding(repos, store, audio, format);
    return kept ? store.download(kept.path, file).then(() => true) : null;
  };
  const made = await madeOnce(
    repos,
    `promo-encoding:${promoEncodingId(audio.track_id, format)}`,
    fromKept,
    async () => (await encodeAndKeep(repos, store, audio, demuxer, format, file, now)) || null,
  );
  return made === true;
}

/**
 * The recipient's own copy of a track (docs/promo.md#downloads-and-tracing):
 * the recorded one while its file is kept, else made now: the track's
 * shared encoding (made from the master, which never leaves the private
 * store, on the first request of any recipient) with the recipient's tags
 * written on, stored beside it and recorded with its hash. Every copy of
 * one recipient carries the same marker. Null when the track has no master
 * to make it from.
 */
export async function promoCopyFor(
  repos: Repos,
  store: AudioStore,
  request: PromoCopyRequest,
  now = new Date(),
): Promise<PromoDownload | null> {
  const { campaign, recipient, trackId, format } = request;
  const id = promoDownloadId(recipient.id, trackId, format);
  const recorded = await repos.promoDownloads.get(id);
  if (recorded && (await store.size(recorded.path)) !== null) return recorded;
  // A record whose file went (the store was emptied) is made again, under the same marker.
  if (recorded) await repos.promoDownloads.delete(id);

  const audio = await repos.trackAudio.get(trackId);
  const type = Object.values(MASTER_TYPES).find((t) => t.contentType === audio?.master?.content_type);
  if (!audio?.master || audio.release_id !== campaign.release_id || !type) return null;
  const marker =
    recorded?.marker ?? (await repos.promoDownloads.listForRecipient(recipient.id))[0]?.marker ?? randomBytes(12).toString("hex");
  const subject = await tagSubject(repos, request, marker);
  if (!subject) return null;

  const dir = await mkdtemp(join(tmpdir(), "promo-copy-"));
  try {
    const { extension, contentType } = PROMO_FILE_TYPES[format];
    const encoded = join(dir, `encoded.${extension}`);
    if (!(await sharedEncoding(repos, store, { track_id: trackId, master: audio.master }, type.demuxer, format, encoded, now))) return null;
    const output = join(dir, `copy.${extension}`);
    const made = await tagPromoCopy(encoded, promoTags(subject), format, output);
    if (!made) return null;
    const path = promoFilePath(campaign.id, recipient.id, trackId, format, randomBytes(6).toString("hex"));
    await store.putFile(path, output, contentType);
    const tagged_for = subject.outlet ? `${subject.recipientName} (${subject.outlet})` : subject.recipientName;
    const { record, created } = await repos.promoDownloads.recordOnce({
      id,
      campaign_id: campaign.id,
      recipient_id: recipient.id,
      contact_id: recipient.contact_id,
      track_id: trackId,
      format,
      sha256: made.sha256,
      marker,
      path,
      bytes: made.bytes,
      made_at: now,
      tagged_for,
    });
    // Another request recorded its copy first: that one is served, ours goes.
    if (!created) await store.delete(path);
    return record;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Deletes the files of every copy made for a contact, before their erasure
 * deletes the records (PROMO_CONTACT_COLLECTIONS): a copy's tags name the
 * person. Interrupted halfway, the records are still there and erasing
 * again deletes the rest (a missing file is not an error).
 */
export async function deleteContactCopies(
  repos: Pick<Repositories, "promoDownloads">,
  store: AudioStore,
  contactId: string,
): Promise<number> {
  const copies = await repos.promoDownloads.listForContact(contactId);
  await Promise.all(copies.map((copy) => store.delete(copy.path)));
  return copies.length;
}
