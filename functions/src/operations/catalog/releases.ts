import { randomUUID } from "node:crypto";
import { HttpsError } from "firebase-functions/https";
import { logger } from "firebase-functions/logger";
import type { Repositories } from "../../../../src/lib/data";
import { deleteReleaseCascade, saveReleaseWithLinks, updateContent } from "../../../../src/lib/data/catalog/contentTransactions";
import { writeRequirements } from "../../../../src/lib/domain/access";
import { buildReleaseArtistLinks, type Release, type ReleaseInput } from "../../../../src/lib/domain/catalog";
import { CONTENT_ERRORS, SELECT_AN_ARTIST } from "../../../../src/lib/domain/shared";
import { access } from "../accessRules";
import type { CallableInput } from "../../callable";
import { cleanUpReleaseAudio } from "../../listening/audioCleanup";
import { defineOperation, READS_ONLY } from "../operation";
import { readAdminReleaseRows } from "./adminReleaseRows";
import { restoreMarks } from "./restoreMarks";
import { assertReleaseSlugFree } from "./slugChecks";
import { refuseStale } from "./staleWrites";

// The back office's releases (docs/product.md#admin-releases): each write through the content writer, whose
// transaction carries its audit entry and version.

/** Every credited artist must exist: a link to nothing would show as a gap on the release page. */
async function assertArtistsExist(repos: Repositories, ids: readonly string[]): Promise<void> {
  const found = await repos.artists.getMany(ids);
  if (found.length !== new Set(ids).size) throw new HttpsError("invalid-argument", SELECT_AN_ARTIST);
}

/** The credited artists' links of a release form, each artist checked to exist and the slug free for all of them. */
async function checkedLinks(repos: Repositories, id: string, input: ReleaseInput) {
  const links = buildReleaseArtistLinks(id, input.artist_id, input.additional_artist_ids);
  const artistIds = links.map((l) => l.artist_id);
  await assertArtistsExist(repos, artistIds);
  await assertReleaseSlugFree(repos, input.slug, artistIds, id);
  return links;
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
export const createRelease = defineOperation(
  "createRelease",
  {
    access: access.all("releases", (input: CallableInput<"createRelease">) => writeRequirements(null, formState(input))),
    audit: "content",
  },
  async (input, { repos, writer }) => {
    const id = randomUUID();
    const links = await checkedLinks(repos, id, input);
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
    await saveReleaseWithLinks(writer, { release, links, mode: "create" });
    return release;
  },
);

/**
 * EDIT RELEASE: edit for its primary artist (and for the new one if it
 * changes), publish when the published state changes, and publish for every
 * other credited artist while it is published. The credited artists are
 * replaced; streaming links and service data are kept.
 */
export const updateRelease = defineOperation(
  "updateRelease",
  {
    access: access.item({
      resource: "releases",
      anyOf: ["edit"],
      load: ({ id }: CallableInput<"updateRelease">, repos) => repos.releases.get(id),
      notFound: CONTENT_ERRORS.releaseNotFound,
      requirements: (stored, { release: input }) =>
        writeRequirements({ artistId: stored.artist_id, isPublished: stored.is_published }, formState(input)),
    }),
    audit: "content",
  },
  async ({ id, release: input, expected_updated_at, restored_from }, { repos, item: existing, writer }) => {
    const links = await checkedLinks(repos, id, input);
    const release: Release = { ...existing, ...formFields(input), updated_at: new Date() };
    const restore = await restoreMarks(repos, "releases", id, restored_from);
    const save = { release, links, mode: "update" as const, expectedUpdatedAt: expected_updated_at, ...restore };
    const saved = await refuseStale(repos, () => saveReleaseWithLinks(writer, save));
    if (!saved) throw new HttpsError("not-found", CONTENT_ERRORS.releaseNotFound);
    // The audio of tracks this save took off the tracklist (queued with it): deleted now, else by the track-audio job.
    if (existing.tracks.some((track) => !release.tracks.some((kept) => kept.id === track.id)))
      await cleanUpReleaseAudio(repos, id, (message) => logger.info(message));
    return release;
  },
);

/**
 * Deletes a release with its artist links and pre-saves (delete for its
 * primary artist). The same transaction asks for its tracks' stored audio to
 * be deleted; that is done here at once, and what the store refuses is done
 * by the track-audio job's next run.
 */
export const deleteRelease = defineOperation(
  "deleteRelease",
  { access: access.release("delete", (input: CallableInput<"deleteRelease">) => input.id), audit: "content" },
  async ({ id }, { repos, writer }) => {
    if (!(await deleteReleaseCascade(repos, writer, id))) throw new HttpsError("not-found", CONTENT_ERRORS.releaseNotFound);
    await cleanUpReleaseAudio(repos, id, (message) => logger.info(message));
    return { id };
  },
);

/**
 * PUBLISH / UNPUBLISH on a release row: publish for its primary artist, and
 * for every other credited artist when it publishes (their consent).
 */
export const setReleasePublished = defineOperation(
  "setReleasePublished",
  {
    access: access.item({
      resource: "releases",
      anyOf: ["publish"],
      load: async ({ id }: CallableInput<"setReleasePublished">, repos) => {
        const release = await repos.releases.get(id);
        return release && { release, links: await repos.releaseArtists.listForRelease(id) };
      },
      notFound: CONTENT_ERRORS.releaseNotFound,
      requirements: ({ release, links }, { is_published }) => [
        { action: "publish", artistId: release.artist_id },
        ...writeRequirements(
          { artistId: release.artist_id, isPublished: release.is_published },
          { artistId: release.artist_id, isPublished: is_published, creditedArtistIds: links.map((l) => l.artist_id) },
        ).filter((need) => need.action === "publish"),
      ],
    }),
    audit: "content",
  },
  async ({ id, is_published }, { writer }) => {
    const saved = await updateContent(writer, "releases", id, { is_published, updated_at: new Date() });
    if (!saved) throw new HttpsError("not-found", CONTENT_ERRORS.releaseNotFound);
    return { id, is_published: saved.is_published };
  },
);

/** EDIT RELEASE opens with this: the release as its list row shows it, read now (docs/decisions.md#edit-forms-read-the-item). */
export const getAdminRelease = defineOperation(
  "getAdminRelease",
  { access: access.release("view", (input: CallableInput<"getAdminRelease">) => input.id), audit: READS_ONLY },
  async (_input, { repos, item }) => {
    const [row] = await readAdminReleaseRows(repos, [item]);
    return row!;
  },
);
