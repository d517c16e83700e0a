import { HttpsError } from "firebase-functions/https";
import { CONTENT_ERRORS } from "../../../src/lib/domain/shared";
import { deleteReleaseCascade } from "../../../src/lib/data/contentTransactions";
import { access } from "../accessRules";
import { defineCallable } from "../callable";

/** Deletes a release with its artist links and pre-saves (delete for its primary artist). */
export const deleteRelease = defineCallable("deleteRelease", { access: access.release("delete", (input) => input.id), audit: "content" }, async ({ id }, context) => {
  if (!(await deleteReleaseCascade(context.repos, context.writer, id))) {
    throw new HttpsError("not-found", CONTENT_ERRORS.releaseNotFound);
  }
  return { id };
});
