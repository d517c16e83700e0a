import { defineCallable } from "../callable";
import * as releases from "../operations/catalog/releases";

/** NEW RELEASE: draft for its primary artist, plus publish for every credited artist when created published. */
export const createRelease = defineCallable("createRelease", releases.createRelease);

/** EDIT RELEASE: edit for its primary artist, publish as the published state and the credits require. */
export const updateRelease = defineCallable("updateRelease", releases.updateRelease);
