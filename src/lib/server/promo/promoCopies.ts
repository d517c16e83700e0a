import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { makePromoCopy } from "../../audio/promoTagging";
import type { Repositories } from "../../data";
import type { Campaign, PromoDownloadFormat, Recipient } from "../../domain/promo";
import type { Contact } from "../../domain/promo/contact";
import { MASTER_TYPES } from "../../domain/listening/audioUpload";
import { promoDownloadId, promoFilePath, PROMO_FILE_TYPES, type PromoDownload } from "../../domain/promo/promoDownload";
import type { PromoTagSubject } from "../../domain/promo/promoTagPlan";
import type { AudioStore } from "../../files/audioStore";

export interface PromoCopyRequest {
  campaign: Campaign;
  recipient: Recipient;
  contact: Pick<Contact, "name" | "outlet">;
  trackId: string;
  format: PromoDownloadFormat;
}

type Repos = Pick<Repositories, "promoDownloads" | "trackAudio" | "releases" | "artists">;

/** A campaign track's names as its copies carry them: title, artists (the track's own credit, else the primary artist's name), album. */
export async function promoTrackNames(repos: Pick<Repositories, "releases" | "artists">, releaseId: string, trackId: string): Promise<{ title: string; artist: string; album: string } | null> {
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
  return { trackTitle: names.title, artistName: names.artist, releaseTitle: names.album, recipientName: request.contact.name, outlet: request.contact.outlet, campaignId: request.campaign.id, marker };
}

/**
 * The recipient's own copy of a track (docs/promo.md#downloads-and-tracing):
 * the recorded one while its file is kept, else made now from the master
 * (which never leaves the private store: only the copy is served), stored
 * beside it and recorded with its hash. Every copy of one recipient carries
 * the same marker. Null when the track has no master to make it from.
 */
export async function promoCopyFor(repos: Repos, store: AudioStore, request: PromoCopyRequest, now = new Date()): Promise<PromoDownload | null> {
  const { campaign, recipient, trackId, format } = request;
  const id = promoDownloadId(recipient.id, trackId, format);
  const recorded = await repos.promoDownloads.get(id);
  if (recorded && (await store.size(recorded.path)) !== null) return recorded;
  // A record whose file went (the store was emptied) is made again, under the same marker.
  if (recorded) await repos.promoDownloads.delete(id);

  const audio = await repos.trackAudio.get(trackId);
  const type = Object.values(MASTER_TYPES).find((t) => t.contentType === audio?.master?.content_type);
  if (!audio?.master || audio.release_id !== campaign.release_id || !type) return null;
  const marker = recorded?.marker ?? (await repos.promoDownloads.listForRecipient(recipient.id))[0]?.marker ?? randomBytes(12).toString("hex");
  const subject = await tagSubject(repos, request, marker);
  if (!subject) return null;

  const dir = await mkdtemp(join(tmpdir(), "promo-copy-"));
  try {
    const master = join(dir, "master");
    const output = join(dir, `copy.${PROMO_FILE_TYPES[format].extension}`);
    await store.download(audio.master.path, master);
    const made = await makePromoCopy(master, type.demuxer, subject, format, output);
    if (!made) return null;
    const path = promoFilePath(campaign.id, recipient.id, trackId, format, randomBytes(6).toString("hex"));
    await store.putFile(path, output, PROMO_FILE_TYPES[format].contentType);
    const tagged_for = subject.outlet ? `${subject.recipientName} (${subject.outlet})` : subject.recipientName;
    const { record, created } = await repos.promoDownloads.recordOnce({ id, campaign_id: campaign.id, recipient_id: recipient.id, contact_id: recipient.contact_id, track_id: trackId, format, sha256: made.sha256, marker, path, bytes: made.bytes, made_at: now, tagged_for });
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
export async function deleteContactCopies(repos: Pick<Repositories, "promoDownloads">, store: AudioStore, contactId: string): Promise<number> {
  const copies = await repos.promoDownloads.listForContact(contactId);
  await Promise.all(copies.map((copy) => store.delete(copy.path)));
  return copies.length;
}
