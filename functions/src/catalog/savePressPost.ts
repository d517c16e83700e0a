import { defineCallable } from "../callable";
import * as pressPosts from "../operations/catalog/pressPosts";

/** NEW PRESS POST: sanitized HTML, the saving staff member as author. */
export const createPressPost = defineCallable("createPressPost", pressPosts.createPressPost);

/** EDIT PRESS POST: edit, plus publish when the published state changes. */
export const updatePressPost = defineCallable("updatePressPost", pressPosts.updatePressPost);
