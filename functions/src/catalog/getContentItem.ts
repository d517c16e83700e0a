import { defineCallable } from "../callable";
import * as artists from "../operations/catalog/artists";
import * as pressPosts from "../operations/catalog/pressPosts";
import * as releases from "../operations/catalog/releases";

/*
 * The edit forms open with the item read now, by id, never with the copy a
 * list row holds: a list answered before the person's own last save (a
 * slow connection) would otherwise put older fields in the form, and saving
 * it would store them over the saved ones (docs/decisions.md#edit-forms-read-the-item).
 */

/** EDIT ARTIST opens with this. */
export const getAdminArtist = defineCallable("getAdminArtist", artists.getAdminArtist);

/** EDIT RELEASE opens with this: the release as its list row shows it. */
export const getAdminRelease = defineCallable("getAdminRelease", releases.getAdminRelease);

/** EDIT PRESS POST opens with this. */
export const getAdminPressPost = defineCallable("getAdminPressPost", pressPosts.getAdminPressPost);
