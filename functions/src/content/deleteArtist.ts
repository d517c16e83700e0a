import { HttpsError } from "firebase-functions/https";
import { CONTENT_ERRORS } from "../../../src/lib/domain";
import { deleteArtistCascade } from "../../../src/lib/data/contentWrites";
import { contentWriter } from "../../../src/lib/data/contentWriter";
import { authorizeItem } from "../authorization";
import { defineCallable } from "../callable";

/**
 * Deletes an artist with its release links and artist-scoped grants. Its
 * releases stay; where it was the primary artist they are left without one.
 */
export const deleteArtist = defineCallable("deleteArtist", async ({ id }, context) => {
  const { caller } = await authorizeItem(context, {
    resource: "artists",
    anyOf: ["delete"],
    load: () => context.repos.artists.get(id),
    notFound: CONTENT_ERRORS.artistNotFound,
    requirements: () => [{ action: "delete", artistId: id }],
  });
  const removal = await deleteArtistCascade(context.repos, contentWriter(context.repos, caller.uid), id);
  if (!removal) throw new HttpsError("not-found", CONTENT_ERRORS.artistNotFound);
  return { id, affectedReleaseIds: removal.affectedReleaseIds };
});
