import { defineCallable } from "../callable";
import * as library from "../operations/media/library";

/** Sets an image's alt text with its audit entry, and re-renders the store pages showing it. */
export const setMediaAlt = defineCallable("setMediaAlt", library.setMediaAlt);
