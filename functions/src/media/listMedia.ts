import { mediaUsesVisibleTo } from "../../../src/lib/domain/media";
import { loadMediaUsage } from "../../../src/lib/data/media/media";
import { defineCallable } from "../callable";
import { access } from "../accessRules";
import { holdsOnContent } from "../authorization";
import { READS_ONLY } from "../operations/operation";

/**
 * The media library: the uploaded images the caller may see, newest first,
 * with the artists, releases and press posts using them that the caller may
 * view (`mediaUsesVisibleTo`: a scoped editor never learns of another
 * artist's drafts here).
 */
export const listMedia = defineCallable("listMedia", { access: access.onContent("view"), audit: READS_ONLY }, async (_input, context) => {
  const { caller } = context;
  const [media, usage] = await Promise.all([context.repos.media.listNewest(), loadMediaUsage(context.repos)]);
  return {
    media: media.flatMap((item) => {
      const used_by = mediaUsesVisibleTo(caller, item, usage.get(item.id) ?? []);
      return used_by ? [{ ...item, used_by }] : [];
    }),
    can_delete: holdsOnContent(caller, "delete"),
  };
});
