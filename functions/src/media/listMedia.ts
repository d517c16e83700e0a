import { defineCallable } from "../callable";
import * as library from "../operations/media/library";

/** The media library: the uploaded images the caller may see, with the pages using them the caller may view. */
export const listMedia = defineCallable("listMedia", library.listMedia);
