import { HttpsError } from "firebase-functions/https";
import { CONTENT_ERRORS } from "../../../../src/lib/domain/shared";
import type { Repositories } from "../../../../src/lib/data";

const taken = (message: string) => new HttpsError("already-exists", message);

/** Artist slugs are unique: /artist/{slug} names one artist. */
export async function assertArtistSlugFree(repos: Repositories, slug: string, artistId: string | null): Promise<void> {
  const holder = await repos.artists.findBySlug(slug);
  if (holder && holder.id !== artistId) throw taken(CONTENT_ERRORS.artistSlugTaken);
}

/**
 * Release URLs are /releases/{artistSlug}/{slug} for any credited artist, so
 * two releases may share a slug only when no artist is credited on both.
 */
export async function assertReleaseSlugFree(
  repos: Repositories,
  slug: string,
  creditedArtistIds: readonly string[],
  releaseId: string,
): Promise<void> {
  const others = (await repos.releases.listBySlug(slug)).filter((r) => r.id !== releaseId);
  if (others.length === 0) return;
  const links = await repos.releaseArtists.listForReleases(others.map((r) => r.id));
  const credited = new Set(creditedArtistIds);
  const clash = others.some((r) => r.artist_id !== null && credited.has(r.artist_id)) || links.some((l) => credited.has(l.artist_id));
  if (clash) throw taken(CONTENT_ERRORS.releaseSlugTaken);
}

/** Press slugs are unique: /press/{slug} names one post. */
export async function assertPressSlugFree(repos: Repositories, slug: string, postId: string | null): Promise<void> {
  const holder = await repos.pressPosts.findBySlug(slug);
  if (holder && holder.id !== postId) throw taken(CONTENT_ERRORS.pressSlugTaken);
}
