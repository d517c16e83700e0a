import { previewUrl } from "../../../src/lib/domain";
import { authorizePreview } from "../authorization";
import { defineCallable } from "../callable";

/** Whether the site builder has rendered a preview yet; the admin polls it while PREPARING PREVIEW... shows. */
export const previewStatus = defineCallable("previewStatus", async ({ id }, context) => {
  const preview = await authorizePreview(context, id);
  return { status: preview.status, url: previewUrl(preview.id) };
});
