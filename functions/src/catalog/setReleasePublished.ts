import { defineCallable } from "../callable";
import * as releases from "../operations/catalog/releases";

/** PUBLISH / UNPUBLISH on a release row. */
export const setReleasePublished = defineCallable("setReleasePublished", releases.setReleasePublished);
