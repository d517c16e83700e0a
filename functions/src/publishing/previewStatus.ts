import { previewUrl } from "../../../src/lib/domain/publishing";
import { access } from "../operations/accessRules";
import { defineCallable } from "../callable";
import { READS_ONLY } from "../operations/operation";

/** Whether the site builder has rendered a preview yet; the admin polls it while PREPARING PREVIEW... shows. */
export const previewStatus = defineCallable(
  "previewStatus",
  { access: access.preview((input) => input.id), audit: READS_ONLY },
  async (_input, { preview }) => {
    return { status: preview.status, url: previewUrl(preview.id) };
  },
);
