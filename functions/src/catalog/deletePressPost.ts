import { HttpsError } from "firebase-functions/https";
import { CONTENT_ERRORS } from "../../../src/lib/domain/shared";
import { deletePressPost as deletePost } from "../../../src/lib/data/catalog/contentTransactions";
import { access } from "../accessRules";
import { defineCallable } from "../callable";

export const deletePressPost = defineCallable(
  "deletePressPost",
  { access: access.grant("press", "delete"), audit: "content" },
  async ({ id }, context) => {
    if (!(await deletePost(context.writer, id))) throw new HttpsError("not-found", CONTENT_ERRORS.pressPostNotFound);
    return { id };
  },
);
