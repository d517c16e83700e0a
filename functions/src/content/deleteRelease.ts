import { HttpsError } from "firebase-functions/https";
import { CONTENT_ERRORS } from "../../../src/lib/domain";
import { deleteReleaseCascade } from "../../../src/lib/data/contentWrites";
import { defineCallable, requireEvery } from "../callable";
import { loadOrFail } from "./loadOrFail";

/** Deletes a release with its artist links and pre-saves (delete for its primary artist). */
export const deleteRelease = defineCallable("deleteRelease", async ({ id }, context) => {
  const existing = await loadOrFail(context, context.repos.releases.get(id), CONTENT_ERRORS.releaseNotFound);
  await requireEvery(context, "releases", [{ action: "delete", artistId: existing.artist_id }]);
  if (!(await deleteReleaseCascade(context.repos, id))) throw new HttpsError("not-found", CONTENT_ERRORS.releaseNotFound);
  await context.repos.contentChanges.record("releases", id);
  return { id };
});
