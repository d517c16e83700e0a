import { defineCallable } from "../callable";
import { readAdminReleaseRows } from "./adminReleaseRows";
import { viewContent } from "../authorization";

/*
 * The edit forms open with the item read now, by id, never with the copy a
 * list row holds: a list answered before the person's own last save (a
 * slow connection) would otherwise put older fields in the form, and saving
 * it would store them over the saved ones (docs/decisions.md#edit-forms-read-the-item).
 */

/** EDIT ARTIST opens with this. */
export const getAdminArtist = defineCallable("getAdminArtist", ({ id }, context) => viewContent.artists(context, id));

/** EDIT RELEASE opens with this: the release as its list row shows it. */
export const getAdminRelease = defineCallable("getAdminRelease", async ({ id }, context) => {
  const release = await viewContent.releases(context, id);
  const [row] = await readAdminReleaseRows(context.repos, [release]);
  return row!;
});

/** EDIT PRESS POST opens with this. */
export const getAdminPressPost = defineCallable("getAdminPressPost", ({ id }, context) => viewContent.press_posts(context, id));
