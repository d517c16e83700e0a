import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ffmpeg from "@ffmpeg-installer/ffmpeg";
import { trackAudioSchema } from "../../../src/lib/domain/listening/trackAudio";
import { campaignSchema, type Campaign, type Recipient } from "../../../src/lib/domain/promo";
import type { Contact } from "../../../src/lib/domain/promo/contact";
import { audioStore } from "../../../src/lib/files";
import { mintPromoToken } from "../../../src/lib/server/promo/promoTokens";
import { makeRelease, makeTrack } from "../../factories";
import { functionUrl } from "../support";
import { HALDEN, repos } from "../contentSupport";

/**
 * A campaign ready for downloads, written straight to the database and the
 * audio store: a release of Halden Drift with one track whose master (a
 * 3-second 24-bit WAV tone) is stored privately, and contacts with links.
 */
export const TRACK = "f0000000-0000-4000-8000-0000000000d1";

export interface PromoFixture {
  campaign: Campaign;
  links: { recipient: Recipient; contact: Contact; token: string }[];
}

function masterWav(): string {
  const file = join(mkdtempSync(join(tmpdir(), "promo-master-")), "master.wav");
  execFileSync(ffmpeg.path, [
    "-hide_banner",
    "-loglevel",
    "error",
    "-f",
    "lavfi",
    "-i",
    "sine=frequency=330:duration=3:sample_rate=44100",
    "-ac",
    "2",
    "-c:a",
    "pcm_s24le",
    file,
  ]);
  return file;
}

export async function seedPromoCampaign(
  contacts: { name: string; outlet: string | null }[],
  campaign: Partial<Campaign> = {},
): Promise<PromoFixture> {
  const now = new Date();
  const release = makeRelease({ title: "Shorelines", artist_id: HALDEN, tracks: [makeTrack({ id: TRACK, title: "Low Tide" })] });
  const masterPath = `masters/${TRACK}/${randomUUID()}.wav`;
  await audioStore().putFile(masterPath, masterWav(), "audio/wav");
  await Promise.all([
    repos.releases.set(release),
    repos.trackAudio.set(
      trackAudioSchema.parse({
        track_id: TRACK,
        release_id: release.id,
        status: "ready",
        master: { path: masterPath, bytes: 1, content_type: "audio/wav", original_name: "master.wav" },
        duration_seconds: 3,
        updated_at: now,
      }),
    ),
  ]);
  const stored = campaignSchema.parse({
    id: randomUUID(),
    name: "Radio — Shorelines",
    release_id: release.id,
    track_ids: [TRACK],
    one_sheet_html: "",
    access: "download",
    download_formats: ["mp3_320", "wav"],
    feedback_before_download: false,
    expires_at: new Date(now.getTime() + 7 * 86_400_000),
    download_limit: 10,
    recipients: { contact_ids: [], tags: [] },
    status: "sent",
    created_by: "test",
    created_at: now,
    updated_at: now,
    ...campaign,
  });
  await repos.promoCampaigns.set(stored);
  const links = await Promise.all(
    contacts.map(async ({ name, outlet }) => {
      const contact: Contact = {
        id: randomUUID(),
        name,
        email: `${name.toLowerCase().replace(/\W+/g, ".")}@press.test`,
        outlet,
        role: "press",
        country: null,
        tags: [],
        notes: null,
        created_at: now,
        updated_at: now,
      };
      const { token, hash } = mintPromoToken();
      const recipient: Recipient = {
        id: `${stored.id}_${contact.id}`,
        campaign_id: stored.id,
        contact_id: contact.id,
        token_hash: hash,
        created_at: now,
        sent_at: now,
        opened_at: null,
        revoked_at: null,
        expires_at: null,
        flagged_at: null,
      };
      await Promise.all([repos.promoContacts.set(contact), repos.promoRecipients.set(recipient)]);
      return { recipient, contact, token };
    }),
  );
  return { campaign: stored, links };
}

/** The download route of a link, through the function's own URL (Hosting's rewrite keeps the path). */
export const downloadUrl = (token: string, extension = "mp3", trackId = TRACK) =>
  `${functionUrl("promoDownload")}/promo/${token}/download/${trackId}.${extension}`;
