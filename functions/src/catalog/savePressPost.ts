import { randomUUID } from "node:crypto";
import { HttpsError } from "firebase-functions/https";
import { writeRequirements } from "../../../src/lib/domain/access";
import { isBlankHtml, resolvePublishedAt, type PressPost, type PressPostInput } from "../../../src/lib/domain/catalog";
import { CONTENT_ERRORS, CONTENT_REQUIRED } from "../../../src/lib/domain/shared";
import { createContent, updateContent } from "../../../src/lib/data/catalog/contentTransactions";
import { sanitizeRichText } from "../../../src/lib/server/sanitizeHtml";
import { access } from "../accessRules";
import { defineCallable } from "../callable";
import { restoreMarks } from "./restoreMarks";
import { assertPressSlugFree } from "./slugChecks";

/**
 * What every save writes (docs/product.md#admin-press): sanitized HTML, published_at now
 * when saved published (again on every save) else null, and the saving
 * staff member as author.
 */
function savedFields(input: PressPostInput, authorId: string, now: Date) {
  const content = sanitizeRichText(input.content);
  // Markup that sanitizes to nothing (a lone <script>) is no content at all.
  if (isBlankHtml(content)) throw new HttpsError("invalid-argument", CONTENT_REQUIRED);
  return { ...input, content, published_at: resolvePublishedAt(input.is_published, now), author_id: authorId };
}

export const createPressPost = defineCallable(
  "createPressPost",
  {
    access: access.all("press", (input) => writeRequirements(null, { artistId: null, isPublished: input.is_published })),
    audit: "content",
  },
  async (input, context) => {
    const { caller } = context;
    await assertPressSlugFree(context.repos, input.slug, null);
    const now = new Date();
    const post: PressPost = { id: randomUUID(), ...savedFields(input, caller.uid, now), created_at: now };
    return createContent(context.writer, "press_posts", post);
  },
);

export const updatePressPost = defineCallable(
  "updatePressPost",
  {
    access: access.item({
      resource: "press",
      anyOf: ["edit"],
      load: ({ id }, repos) => repos.pressPosts.get(id),
      notFound: CONTENT_ERRORS.pressPostNotFound,
      requirements: (existing, { post: input }) =>
        writeRequirements({ artistId: null, isPublished: existing.is_published }, { artistId: null, isPublished: input.is_published }),
    }),
    audit: "content",
  },
  async ({ id, post: input, restored_from }, context) => {
    const { caller } = context;
    await assertPressSlugFree(context.repos, input.slug, id);
    const { kind, restoredFrom } = await restoreMarks(context.repos, "press_posts", id, restored_from);
    const saved = await updateContent(context.writer, "press_posts", id, savedFields(input, caller.uid, new Date()), kind, restoredFrom);
    if (!saved) throw new HttpsError("not-found", CONTENT_ERRORS.pressPostNotFound);
    return saved;
  },
);
