import { loadMediaUsage } from "../../../src/lib/data/media";
import { defineCallable } from "../callable";
import { holdsOnContent, requireOnContent } from "../authorization";

/** The media library: every uploaded image, newest first, with the artists, releases and press posts that use it. */
export const listMedia = defineCallable("listMedia", async (_input, context) => {
  const access = await requireOnContent(context, "view");
  const [media, usage] = await Promise.all([context.repos.media.listNewest(), loadMediaUsage(context.repos)]);
  return {
    media: media.map((item) => ({ ...item, used_by: usage.get(item.id) ?? [] })),
    can_delete: holdsOnContent(access, "delete"),
  };
});
