import { HttpsError } from "firebase-functions/https";
import { LIMITS } from "../../../src/lib/domain/shared";
import type { Repositories } from "../operations/operation";
import { slugCandidate } from "../../../src/lib/integrations";
import { assertArtistSlugFree, assertReleaseSlugFree } from "../operations/catalog/slugChecks";

/** Up to this many suffixes are tried before giving up (only a pathological catalogue gets there). */
const MAX_ATTEMPTS = 50;

async function firstFree(base: string, max: number, isFree: (slug: string) => Promise<void>): Promise<string> {
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const candidate = slugCandidate(base, attempt, max);
    try {
      await isFree(candidate);
      return candidate;
    } catch (error) {
      if (!(error instanceof HttpsError && error.code === "already-exists")) throw error;
    }
  }
  throw new HttpsError("already-exists", `No free slug for "${base}"`);
}

/**
 * The slug rules of the admin forms (slugChecks.ts) applied to
 * created content: when the name's slug is taken, `-2`, `-3`… is appended
 * instead of refusing, since nobody is there to pick another.
 */
export function freeReleaseSlug(repos: Repositories, base: string, creditedArtistIds: readonly string[], releaseId: string) {
  return firstFree(base, LIMITS.release.slug, (slug) => assertReleaseSlugFree(repos, slug, creditedArtistIds, releaseId));
}

export function freeArtistSlug(repos: Repositories, base: string, artistId: string) {
  return firstFree(base, LIMITS.artist.slug, (slug) => assertArtistSlugFree(repos, slug, artistId));
}
