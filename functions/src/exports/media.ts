// Cloud Functions of uploaded images: one export line per function, each in its own file.
export { uploadMedia } from "../media/uploadMedia";
export { listMedia } from "../media/listMedia";
export { deleteMedia } from "../media/deleteMedia";
export { setMediaAlt } from "../media/setMediaAlt";
export { mediaFile } from "../media/mediaFile";
