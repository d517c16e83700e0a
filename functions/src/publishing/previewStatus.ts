import { defineCallable } from "../callable";
import * as previews from "../operations/publishing/previews";

/** Whether the site builder has rendered a preview yet; the admin polls it while PREPARING PREVIEW... shows. */
export const previewStatus = defineCallable("previewStatus", previews.previewStatus);
