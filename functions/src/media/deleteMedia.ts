import { defineCallable } from "../callable";
import * as library from "../operations/media/library";

/** Deletes an uploaded image nothing uses, its record with the audit entry, then its files. */
export const deleteMedia = defineCallable("deleteMedia", library.deleteMedia);
