import { HttpsError } from "firebase-functions/https";
import { INTEGRATION_ERRORS, NOT_FOUND, PRE_SAVE_RATE_LIMIT, preSaveRedirectUrl, type Release } from "../../../src/lib/domain";
import type { Repositories } from "../../../src/lib/data";
import { preSaveId } from "../../../src/lib/data/preSaves";
import { serverConfig } from "../../../src/lib/server/config";
import { randomUUID } from "node:crypto";
import { defineCallable } from "../callable";
import { withinClientLimit } from "../clientLimit";

/** Firestore's ALREADY_EXISTS: this email already pre-saved this release. */
const alreadyExists = (error: unknown) => (error as { code?: unknown } | null)?.code === 6;

/** The primary artist's slug, for the release page fallback (the first credited artist if the primary is gone). */
async function primaryArtistSlug(repos: Repositories, release: Release): Promise<string | null> {
  const primary = release.artist_id ? await repos.artists.get(release.artist_id) : null;
  if (primary) return primary.slug;
  const [first] = await repos.releaseArtists.listForRelease(release.id);
  return first ? ((await repos.artists.get(first.artist_id))?.slug ?? null) : null;
}

/**
 * 'track-pre-save' (public): records a pre-save of a published release with
 * pre-save enabled — once per release and email (the document id derives
 * from both; see preSaveId), with no IP address stored — and says where to
 * send the visitor. Each client (hashed IP) gets PRE_SAVE_RATE_LIMIT calls.
 */
export const trackPreSave = defineCallable("trackPreSave", async ({ release_id, email }, { request, repos }) => {
  if (!(await withinClientLimit(repos, PRE_SAVE_RATE_LIMIT, request.rawRequest, "direct"))) {
    throw new HttpsError("resource-exhausted", INTEGRATION_ERRORS.preSaveRateLimited);
  }
  const release = await repos.releases.get(release_id);
  if (!release?.is_published || !release.pre_save_enabled) throw new HttpsError("not-found", NOT_FOUND.preSaveDescription);

  try {
    await repos.preSaves.create({ id: preSaveId(release.id, email, randomUUID()), release_id: release.id, email, created_at: new Date() });
  } catch (error) {
    if (!alreadyExists(error)) throw error;
  }
  return { redirectUrl: preSaveRedirectUrl(release, await primaryArtistSlug(repos, release), serverConfig().siteUrl) };
});
