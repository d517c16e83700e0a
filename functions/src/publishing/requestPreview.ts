import { defineCallable } from "../callable";
import * as previews from "../operations/publishing/previews";

/** PREVIEW of an artist, release or press form (docs/preview.md): waits for the site builder. */
export const requestPreview = defineCallable("requestPreview", previews.requestPreview);
