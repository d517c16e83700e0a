// Cloud Functions of previews on the real page (docs/preview.md): one export line per function.
export { requestPreview } from "../preview/requestPreview";
export { previewStatus } from "../preview/previewStatus";
export { openPreview } from "../preview/openPreview";
