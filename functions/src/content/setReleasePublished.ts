import { HttpsError } from "firebase-functions/https";
import { CONTENT_ERRORS } from "../../../src/lib/domain";
import { defineCallable, requireEvery } from "../callable";
import { loadOrFail } from "./loadOrFail";

/** PUBLISH / UNPUBLISH on a release row (publish for its primary artist). */
export const setReleasePublished = defineCallable("setReleasePublished", async ({ id, is_published }, context) => {
  const existing = await loadOrFail(context, context.repos.releases.get(id), CONTENT_ERRORS.releaseNotFound);
  await requireEvery(context, "releases", [{ action: "publish", artistId: existing.artist_id }]);
  const saved = await context.repos.releases.update(id, { is_published, updated_at: new Date() });
  if (!saved) throw new HttpsError("not-found", CONTENT_ERRORS.releaseNotFound);
  await context.repos.contentChanges.record("releases", id);
  return { id, is_published: saved.is_published };
});
