import { HttpsError } from "firebase-functions/https";
import { CONTENT_ERRORS } from "../../../src/lib/domain";
import { deletePressPost as deletePost } from "../../../src/lib/data/contentWrites";
import { contentWriter } from "../../../src/lib/data/contentWriter";
import { requireGrant } from "../authorization";
import { defineCallable } from "../callable";

export const deletePressPost = defineCallable("deletePressPost", async ({ id }, context) => {
  const caller = await requireGrant(context, "press", "delete");
  if (!(await deletePost(contentWriter(context.repos, caller.uid), id))) throw new HttpsError("not-found", CONTENT_ERRORS.pressPostNotFound);
  return { id };
});
