import { HttpsError } from "firebase-functions/https";
import { CONTENT_ERRORS } from "../../../src/lib/domain";
import { defineCallable, requirePermission } from "../callable";
import { loadOrFail } from "./loadOrFail";

export const deletePressPost = defineCallable("deletePressPost", async ({ id }, context) => {
  await loadOrFail(context, context.repos.pressPosts.get(id), CONTENT_ERRORS.pressPostNotFound);
  await requirePermission(context, "press", "delete");
  await context.repos.pressPosts.delete(id);
  await context.repos.contentChanges.record("press_posts", id);
  return { id };
});
