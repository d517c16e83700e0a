import { HttpsError } from "firebase-functions/https";
import { CONTENT_ERRORS } from "../../../src/lib/domain/shared";
import { deleteArtistCascade } from "../../../src/lib/data/catalog/contentTransactions";
import { access } from "../accessRules";
import { defineCallable } from "../callable";

/**
 * Deletes an artist with its release links and artist-scoped grants. Its
 * releases stay; where it was the primary artist they are left without one.
 */
export const deleteArtist = defineCallable(
  "deleteArtist",
  {
    access: access.item({
      resource: "artists",
      anyOf: ["delete"],
      load: ({ id }, repos) => repos.artists.get(id),
      notFound: CONTENT_ERRORS.artistNotFound,
      requirements: (_artist, { id }) => [{ action: "delete", artistId: id }],
    }),
    audit: "content",
  },
  async ({ id }, context) => {
    const removal = await deleteArtistCascade(context.repos, context.writer, id);
    if (!removal) throw new HttpsError("not-found", CONTENT_ERRORS.artistNotFound);
    return { id, affectedReleaseIds: removal.affectedReleaseIds };
  },
);
