import { randomUUID } from "node:crypto";
import { HttpsError } from "firebase-functions/https";
import { logger } from "firebase-functions/logger";
import { writeRequirements } from "../../../src/lib/domain/access";
import { buildReleaseArtistLinks, type Release, type ReleaseInput } from "../../../src/lib/domain/catalog";
import { CONTENT_ERRORS, SELECT_AN_ARTIST } from "../../../src/lib/domain/shared";
import type { Repositories } from "../../../src/lib/data";
import { saveReleaseWithLinks } from "../../../src/lib/data/catalog/contentTransactions";
import { access } from "../accessRules";
import { defineCallable } from "../callable";
import { cleanUpReleaseAudio } from "../listening/audioCleanup";
import { restoreMarks } from "./restoreMarks";
import { assertReleaseSlugFree } from "./slugChecks";
import { refuseStale } from "./staleWrites";

/** Every credited artist must exist: a link to nothing would show as a gap on the release page. */
async function assertArtistsExist(repos: Repositories, ids: readonly string[]): Promise<void> {
  const found = await repos.artists.getMany(ids);
  if (found.length !== new Set(ids).size) throw new HttpsError("invalid-argument", SELECT_AN_ARTIST);
}

/** The stored fields a form sets; the additional artists live in release_artists. */
function formFields({ additional_artist_ids: _links, ...fields }: ReleaseInput) {
  return fields;
}

/** The permission state of a release form: its owner, published state and the other artists it credits. */
const formState = (input: ReleaseInput) => ({
  artistId: input.artist_id,
  isPublished: input.is_published,
  creditedArtistIds: input.additional_artist_ids,
});

/**
 * NEW RELEASE: draft for its primary artist (plus publish when created
 * published, for it and for every other credited artist).
 */
export const createRelease = defineCallable(
  "createRelease",
  { access: access.all("releases", (input) => writeRequirements(null, formState(input))), audit: "content" },
  async (input, context) => {
    const { repos } = context;
    const id = randomUUID();
    const links = buildReleaseArtistLinks(id, input.artist_id, input.additional_artist_ids);
    await assertArtistsExist(
      repos,
      links.map((l) => l.artist_id),
    );
    await assertReleaseSlugFree(
      repos,
      input.slug,
      links.map((l) => l.artist_id),
      id,
    );
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
    await saveReleaseWithLinks(context.writer, { release, links, mode: "create" });
    return release;
  },
);

/**
 * EDIT RELEASE: edit for its primary artist (and for the new one if it
 * changes), publish when the published state changes, and publish for every
 * other credited artist while it is published. The credited artists are
 * replaced; streaming links and service data are kept.
 */
export const updateRelease = defineCallable(
  "updateRelease",
  {
    access: access.item({
      resource: "releases",
      anyOf: ["edit"],
      load: ({ id }, repos) => repos.releases.get(id),
      notFound: CONTENT_ERRORS.releaseNotFound,
      requirements: (stored, { release: input }) =>
        writeRequirements({ artistId: stored.artist_id, isPublished: stored.is_published }, formState(input)),
    }),
    audit: "content",
  },
  async ({ id, release: input, expected_updated_at, restored_from }, context) => {
    const { repos, item: existing } = context;
    const links = buildReleaseArtistLinks(id, input.artist_id, input.additional_artist_ids);
    await assertArtistsExist(
      repos,
      links.map((l) => l.artist_id),
    );
    await assertReleaseSlugFree(
      repos,
      input.slug,
      links.map((l) => l.artist_id),
      id,
    );
    const release: Release = { ...existing, ...formFields(input), updated_at: new Date() };
    const restore = await restoreMarks(repos, "releases", id, restored_from);
    const save = { release, links, mode: "update" as const, expectedUpdatedAt: expected_updated_at, ...restore };
    const saved = await refuseStale(repos, () => saveReleaseWithLinks(context.writer, save));
    if (!saved) {
      throw new HttpsError("not-found", CONTENT_ERRORS.releaseNotFound);
    }
    // The audio of tracks this save took off the tracklist (queued with it): deleted now, else by the track-audio job.
    if (existing.tracks.some((track) => !release.tracks.some((kept) => kept.id === track.id)))
      await cleanUpReleaseAudio(repos, id, (message) => logger.info(message));
    return release;
  },
);
