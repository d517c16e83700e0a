import { HttpsError } from "firebase-functions/https";
import { CONTENT_ERRORS } from "../../../src/lib/domain";
import { deleteReleaseCascade } from "../../../src/lib/data/contentWrites";
import { contentWriter } from "../../../src/lib/data/contentWriter";
import { authorizeRelease } from "../authorization";
import { defineCallable } from "../callable";

/** Deletes a release with its artist links and pre-saves (delete for its primary artist). */
export const deleteRelease = defineCallable("deleteRelease", async ({ id }, context) => {
  const { caller } = await authorizeRelease(context, id, "delete");
  if (!(await deleteReleaseCascade(context.repos, contentWriter(context.repos, caller.uid), id))) {
    throw new HttpsError("not-found", CONTENT_ERRORS.releaseNotFound);
  }
  return { id };
});
