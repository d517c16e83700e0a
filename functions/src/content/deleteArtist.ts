import { HttpsError } from "firebase-functions/https";
import { CONTENT_ERRORS } from "../../../src/lib/domain";
import { deleteArtistCascade } from "../../../src/lib/data/contentWrites";
import { defineCallable, requireEvery } from "../callable";
import { loadOrFail } from "./loadOrFail";

/**
 * Deletes an artist with its release links and artist-scoped grants. Its
 * releases stay; where it was the primary artist they are left without one.
 */
export const deleteArtist = defineCallable("deleteArtist", async ({ id }, context) => {
  await loadOrFail(context, context.repos.artists.get(id), CONTENT_ERRORS.artistNotFound);
  await requireEvery(context, "artists", [{ action: "delete", artistId: id }]);
  const removal = await deleteArtistCascade(context.repos, id);
  if (!removal) throw new HttpsError("not-found", CONTENT_ERRORS.artistNotFound);
  await context.repos.contentChanges.record("artists", id);
  for (const releaseId of removal.affectedReleaseIds) await context.repos.contentChanges.record("releases", releaseId);
  return { id, affectedReleaseIds: removal.affectedReleaseIds };
});
