import { defineCallable } from "../callable";
import { readAdminReleaseRows } from "./adminReleaseRows";
import { access } from "../accessRules";
import { READS_ONLY } from "../operations/operation";

/*
 * The edit forms open with the item read now, by id, never with the copy a
 * list row holds: a list answered before the person's own last save (a
 * slow connection) would otherwise put older fields in the form, and saving
 * it would store them over the saved ones (docs/decisions.md#edit-forms-read-the-item).
 */

/** EDIT ARTIST opens with this. */
export const getAdminArtist = defineCallable(
  "getAdminArtist",
  {
    access: access.view(
      () => "artists",
      (input) => input.id,
    ),
    audit: READS_ONLY,
  },
  (_input, { item }) => Promise.resolve(item),
);

/** EDIT RELEASE opens with this: the release as its list row shows it. */
export const getAdminRelease = defineCallable(
  "getAdminRelease",
  { access: access.release("view", (input) => input.id), audit: READS_ONLY },
  async (_input, context) => {
    const [row] = await readAdminReleaseRows(context.repos, [context.item]);
    return row!;
  },
);

/** EDIT PRESS POST opens with this. */
export const getAdminPressPost = defineCallable(
  "getAdminPressPost",
  {
    access: access.view(
      () => "press_posts",
      (input) => input.id,
    ),
    audit: READS_ONLY,
  },
  (_input, { item }) => Promise.resolve(item),
);
