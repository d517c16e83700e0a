import { randomUUID } from "node:crypto";
import { HttpsError } from "firebase-functions/https";
import {
  CONTENT_ERRORS,
  CONTENT_REQUIRED,
  isBlankHtml,
  resolvePublishedAt,
  writeRequirements,
  type PressPost,
  type PressPostInput,
} from "../../../src/lib/domain";
import { sanitizeRichText } from "../../../src/lib/server/sanitizeHtml";
import { defineCallable, requireEvery } from "../callable";
import { loadOrFail } from "./loadOrFail";
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

export const createPressPost = defineCallable("createPressPost", async (input, context) => {
  const access = await requireEvery(context, "press", writeRequirements(null, { artistId: null, isPublished: input.is_published }));
  await assertPressSlugFree(context.repos, input.slug, null);
  const now = new Date();
  const post: PressPost = { id: randomUUID(), ...savedFields(input, access.uid, now), created_at: now };
  await context.repos.pressPosts.create(post);
  await context.repos.contentChanges.record("press_posts", post.id);
  return post;
});

export const updatePressPost = defineCallable("updatePressPost", async ({ id, post: input }, context) => {
  const existing = await loadOrFail(context, context.repos.pressPosts.get(id), CONTENT_ERRORS.pressPostNotFound);
  const access = await requireEvery(
    context,
    "press",
    writeRequirements({ artistId: null, isPublished: existing.is_published }, { artistId: null, isPublished: input.is_published }),
  );
  await assertPressSlugFree(context.repos, input.slug, id);
  const saved = await context.repos.pressPosts.update(id, savedFields(input, access.uid, new Date()));
  if (!saved) throw new HttpsError("not-found", CONTENT_ERRORS.pressPostNotFound);
  await context.repos.contentChanges.record("press_posts", id);
  return saved;
});
