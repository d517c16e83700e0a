import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { matchLeak, promoMarkerOf, type LeakAnswer, type LeakFinding, type PromoDownload } from "../../../../src/lib/domain/promo";
import type { Repositories } from "../../../../src/lib/data";
import { readAudioTags, sha256OfFile } from "../../../../src/lib/audio/promoTagging";
import { promoTrackNames } from "../../../../src/lib/server/promo/promoCopies";
import { access, type Caller } from "../accessRules";
import { mayOnCampaign } from "../../promo/campaignAccess";
import { defineOperation, READS_ONLY } from "../operation";

// "Who leaked this file?" (docs/promo.md#downloads-and-tracing): the copy a dropped file is, and whom it was made for.

export interface LeakCheck {
  /** The browser's hash of the whole file: a sample shorter than the file cannot be hashed here. */
  sha256: string;
  size: number;
  sample: Buffer;
}

/**
 * Matched by hash first (hashed here when the whole file came), then by the
 * marker in its tags, read with ffmpeg. Releases view somewhere lets one
 * ask; a copy of a campaign the caller may not view is answered as no
 * match, so the check reveals nothing of other artists' campaigns.
 */
export const findLeakedCopy = defineOperation(
  "findLeakedCopy",
  { access: access.anywhere<LeakCheck>("releases", ["view"]), audit: READS_ONLY },
  async (check, { repos, caller }): Promise<{ status: 200; body: LeakAnswer }> => {
    const dir = await mkdtemp(join(tmpdir(), "who-leaked-"));
    try {
      const file = join(dir, "dropped");
      await writeFile(file, check.sample);
      const whole = check.sample.length >= check.size;
      const sha256 = whole ? await sha256OfFile(file) : check.sha256;
      const byHash = await repos.promoDownloads.withSha256(sha256);
      const marker = byHash.length > 0 ? null : promoMarkerOf((await readAudioTags(file)) ?? {});
      const match = matchLeak(byHash, marker ? await repos.promoDownloads.withMarker(marker) : []);
      if (match.by === "none") return { status: 200, body: { finding: null } };
      return { status: 200, body: { finding: await describe(repos, caller, match.by, match.download) } };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  },
);

/** The finding as staff read it, or null for a campaign gone or one the caller may not view. */
async function describe(
  repos: Repositories,
  caller: Caller["caller"],
  by: "hash" | "tags",
  download: PromoDownload,
): Promise<LeakFinding | null> {
  const campaign = await repos.promoCampaigns.get(download.campaign_id);
  if (!campaign) return null;
  const release = await repos.releases.get(campaign.release_id);
  if (!mayOnCampaign(caller, { campaign, release }, "view")) return null;
  const [names, events] = await Promise.all([
    promoTrackNames(repos, campaign.release_id, download.track_id),
    repos.promoEvents.listOfKind(download.recipient_id, "download"),
  ]);
  const downloads = events
    .filter((e) => e.detail.track_id === download.track_id && e.detail.format === download.format)
    .map((e) => e.at.getTime());
  return {
    by,
    recipient: download.tagged_for,
    contact_id: download.contact_id,
    campaign_id: campaign.id,
    campaign_name: campaign.name,
    track_title: names?.title ?? "",
    format: download.format,
    made_at: download.made_at.toISOString(),
    downloaded_at: downloads.length > 0 ? new Date(Math.min(...downloads)).toISOString() : null,
  };
}
