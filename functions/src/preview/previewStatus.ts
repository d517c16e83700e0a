import { previewUrl } from "../../../src/lib/domain";
import { defineCallable } from "../callable";
import { viewablePreview } from "./previewAccess";

/** Whether the site builder has rendered a preview yet; the admin polls it while PREPARING PREVIEW... shows. */
export const previewStatus = defineCallable("previewStatus", async ({ id }, context) => {
  const preview = await viewablePreview(context, id);
  return { status: preview.status, url: previewUrl(preview.id) };
});
