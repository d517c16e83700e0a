import { defineCallable } from "../callable";
import * as releases from "../operations/catalog/releases";

/** Deletes a release with its artist links, pre-saves and its tracks' stored audio. */
export const deleteRelease = defineCallable("deleteRelease", releases.deleteRelease);
