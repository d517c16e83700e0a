import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Request } from "firebase-functions/https";
import { logger } from "firebase-functions/logger";
import {
  LEAK_FIELDS,
  LEAK_SAMPLE_BYTES,
  WHO_LEAKED_TEXTS,
  matchLeak,
  promoMarkerOf,
  type LeakAnswer,
  type LeakFinding,
  type PromoDownload,
} from "../../../src/lib/domain/promo";
import type { Repositories } from "../../../src/lib/data";
import { readAudioTags, sha256OfFile } from "../../../src/lib/audio/promoTagging";
import { promoTrackNames } from "../../../src/lib/server/promo/promoCopies";
import { serverConfig } from "../../../src/lib/config";
import { access, type Caller } from "../accessRules";
import { bearerToken, type AuthContext } from "../authorization";
import { corsOrigins } from "../http/corsOrigins";
import { multipartBoundary, parseMultipart } from "../http/multipart";
import { readRequestBody } from "../http/requestBody";
import { defineGuardedHttpFunction } from "../http/httpFunction";
import { mayOnCampaign } from "./campaignAccess";
import { READS_ONLY } from "../operations/operation";

interface Reply {
  status: number;
  body: LeakAnswer;
}
const fail = (status: number, message: string): Reply => ({ status, body: { error: { message } } });

/** The sample plus the two text fields and the multipart framing. */
const MAX_BODY_BYTES = LEAK_SAMPLE_BYTES + 16 * 1024;

interface LeakCheck {
  /** The browser's hash of the whole file: a sample shorter than the file cannot be hashed here. */
  sha256: string;
  size: number;
  sample: Buffer;
}

/**
 * "Who leaked this file?" (docs/promo.md#downloads-and-tracing): a
 * multipart POST from the campaign screens with the dropped file's SHA-256
 * and size, and the file itself (or its first LEAK_SAMPLE_BYTES, where its
 * tags are). Matched by hash first (hashed here when the whole file came),
 * then by the marker in its tags, read with ffmpeg. Releases view somewhere
 * lets one ask; a copy of a campaign the caller may not view is answered
 * as no match, so the check reveals nothing of other artists' campaigns.
 */
export const whoLeaked = defineGuardedHttpFunction({
  access: access.anywhere<LeakCheck>("releases", ["view"]),
  audit: READS_ONLY,
  options: { cors: corsOrigins(serverConfig().siteUrl), memory: "1GiB", timeoutSeconds: 120, maxInstances: 5 },
  screen: (request) => (request.method !== "POST" ? fail(405, WHO_LEAKED_TEXTS.failed) : null),
  token: (request) => Promise.resolve(bearerToken(request.headers.authorization)),
  input: readCheck,
  refused: ({ status, message }) => fail(status, message),
  handle: (_request, check, context) => findLeak(check, context),
  send: (response, reply) => void response.status(reply.status).set("cache-control", "no-store").json(reply.body),
  failed: (error) => {
    logger.error("Who-leaked check failed", error);
    return fail(500, WHO_LEAKED_TEXTS.failed);
  },
});

async function readCheck(request: Request): Promise<{ input: LeakCheck } | { reply: Reply }> {
  if (Number(request.headers["content-length"]) > MAX_BODY_BYTES) return { reply: fail(413, WHO_LEAKED_TEXTS.tooLarge) };
  const boundary = multipartBoundary(request.headers["content-type"]);
  const body = boundary ? await readRequestBody(request, MAX_BODY_BYTES) : null;
  const form = body && boundary ? parseMultipart(body, boundary) : null;
  const sample = form?.files[LEAK_FIELDS.file]?.data;
  const size = Number(form?.fields[LEAK_FIELDS.size]);
  const sha256 = (form?.fields[LEAK_FIELDS.sha256] ?? "").toLowerCase();
  if (!sample || sample.length === 0 || !Number.isSafeInteger(size) || size <= 0) return { reply: fail(400, WHO_LEAKED_TEXTS.empty) };
  if (!/^[0-9a-f]{64}$/.test(sha256) && sample.length < size) return { reply: fail(400, WHO_LEAKED_TEXTS.failed) };
  return { input: { sha256, size, sample } };
}

async function findLeak(check: LeakCheck, { repos, caller }: AuthContext & Caller): Promise<Reply> {
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
}

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
