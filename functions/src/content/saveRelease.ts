import { randomUUID } from "node:crypto";
import { HttpsError } from "firebase-functions/https";
import {
  buildReleaseArtistLinks,
  CONTENT_ERRORS,
  SELECT_AN_ARTIST,
  writeRequirements,
  type Release,
  type ReleaseInput,
} from "../../../src/lib/domain";
import type { Repositories } from "../../../src/lib/data";
import { saveReleaseWithLinks } from "../../../src/lib/data/contentWrites";
import { defineCallable, requireEvery } from "../callable";
import { loadOrFail } from "./loadOrFail";
import { assertReleaseSlugFree } from "./slugChecks";

/** Every credited artist must exist: a link to nothing would show as a gap on the release page. */
async function assertArtistsExist(repos: Repositories, ids: readonly string[]): Promise<void> {
  const found = await repos.artists.getMany(ids);
  if (found.length !== new Set(ids).size) throw new HttpsError("invalid-argument", SELECT_AN_ARTIST);
}

/** The stored fields a form sets; the additional artists live in release_artists. */
function formFields({ additional_artist_ids: _links, ...fields }: ReleaseInput) {
  return fields;
}

/** NEW RELEASE: draft for its primary artist (plus publish when created published). */
export const createRelease = defineCallable("createRelease", async (input, context) => {
  const { repos } = context;
  await requireEvery(context, "releases", writeRequirements(null, { artistId: input.artist_id, isPublished: input.is_published }));
  const id = randomUUID();
  const links = buildReleaseArtistLinks(id, input.artist_id, input.additional_artist_ids);
  await assertArtistsExist(repos, links.map((l) => l.artist_id));
  await assertReleaseSlugFree(repos, input.slug, links.map((l) => l.artist_id), id);
  const now = new Date();
  const release: Release = {
    id,
    ...formFields(input),
    dsp_links: {},
    dsp_links_fetched_at: null,
    album_type: null,
    total_tracks: null,
    created_at: now,
    updated_at: now,
  };
  await saveReleaseWithLinks(repos, release, links, "create");
  await repos.contentChanges.record("releases", id);
  return release;
});

/**
 * EDIT RELEASE: edit for its primary artist (and for the new one if it
 * changes), publish when the published state changes. The credited artists
 * are replaced; streaming links and service data are kept.
 */
export const updateRelease = defineCallable("updateRelease", async ({ id, release: input }, context) => {
  const { repos } = context;
  const existing = await loadOrFail(context, repos.releases.get(id), CONTENT_ERRORS.releaseNotFound);
  await requireEvery(
    context,
    "releases",
    writeRequirements(
      { artistId: existing.artist_id, isPublished: existing.is_published },
      { artistId: input.artist_id, isPublished: input.is_published },
    ),
  );
  const links = buildReleaseArtistLinks(id, input.artist_id, input.additional_artist_ids);
  await assertArtistsExist(repos, links.map((l) => l.artist_id));
  await assertReleaseSlugFree(repos, input.slug, links.map((l) => l.artist_id), id);
  const release: Release = { ...existing, ...formFields(input), updated_at: new Date() };
  if (!(await saveReleaseWithLinks(repos, release, links, "update"))) {
    throw new HttpsError("not-found", CONTENT_ERRORS.releaseNotFound);
  }
  await repos.contentChanges.record("releases", id);
  return release;
});
