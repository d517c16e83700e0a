import { HttpsError } from "firebase-functions/https";
import { DEMO_UPLOAD_ERRORS } from "../../../src/lib/domain/demos";
import { fileStore } from "../../../src/lib/files";
import { access } from "../accessRules";
import { defineCallable } from "../callable";

/**
 * Removes a demo: its audio file, then its record. In this order a failure
 * at either step leaves the record in place, the admin sees 'Failed to
 * delete demo' and deleting again finishes the job (a missing file is not an
 * error); the other order could leave a file that no record names.
 */
export const deleteDemo = defineCallable("deleteDemo", { access: access.grant("demos", "delete"), audit: { entity: "demos", action: "delete" } }, async ({ id }, context) => {
  const demo = await context.repos.demos.get(id);
  if (!demo) throw new HttpsError("not-found", DEMO_UPLOAD_ERRORS.notFound);
  await fileStore().delete(demo.audio_path);
  await context.repos.demos.delete(id, context.audit(id, demo.artist_name));
  // The review records go with it; a failure here leaves only records no screen reaches.
  const { demoComments, demoRatings, demoListens, demoPeaks } = context.repos;
  const [comments, ratings] = await Promise.all([demoComments.listForDemo(id), demoRatings.listForDemo(id)]);
  await Promise.all([
    ...comments.map((c) => demoComments.delete(c.id)),
    ...ratings.map((r) => demoRatings.delete(demoRatings.spec.idOf(r))),
    demoListens.deleteForDemo(id),
    demoPeaks.delete(id),
  ]);
  return { id };
});
