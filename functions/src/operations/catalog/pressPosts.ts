import { randomUUID } from "node:crypto";
import { HttpsError } from "firebase-functions/https";
import { createContent, deletePressPost as deletePost, updateContent } from "../../../../src/lib/data/catalog/contentTransactions";
import { writeRequirements } from "../../../../src/lib/domain/access";
import { isBlankHtml, resolvePublishedAt, type PressPost, type PressPostInput } from "../../../../src/lib/domain/catalog";
import { CONTENT_ERRORS, CONTENT_REQUIRED } from "../../../../src/lib/domain/shared";
import { sanitizeRichText } from "../../../../src/lib/server/sanitizeHtml";
import { access } from "../accessRules";
import type { CallableInput } from "../../callable";
import { defineOperation, READS_ONLY } from "../operation";
import { restoreMarks } from "./restoreMarks";
import { assertPressSlugFree } from "./slugChecks";

// The back office's press posts (docs/product.md#admin-press): each write through the content writer, whose
// transaction carries its audit entry and version.

/** Press HTML as a save stores it, sanitized; markup that sanitizes to nothing (a lone <script>) is no content at all. */
export function sanitizedPressContent(html: string): string {
  const content = sanitizeRichText(html);
  if (isBlankHtml(content)) throw new HttpsError("invalid-argument", CONTENT_REQUIRED);
  return content;
}

/**
 * What every save writes (docs/product.md#admin-press): sanitized HTML, published_at now
 * when saved published (again on every save) else null, and the saving
 * staff member as author.
 */
function savedFields(input: PressPostInput, authorId: string, now: Date) {
  return {
    ...input,
    content: sanitizedPressContent(input.content),
    published_at: resolvePublishedAt(input.is_published, now),
    author_id: authorId,
  };
}

export const createPressPost = defineOperation(
  "createPressPost",
  {
    access: access.all("press", (input: CallableInput<"createPressPost">) =>
      writeRequirements(null, { artistId: null, isPublished: input.is_published }),
    ),
    audit: "content",
  },
  async (input, { repos, caller, writer }) => {
    await assertPressSlugFree(repos, input.slug, null);
    const now = new Date();
    const post: PressPost = { id: randomUUID(), ...savedFields(input, caller.uid, now), created_at: now };
    return createContent(writer, "press_posts", post);
  },
);

export const updatePressPost = defineOperation(
  "updatePressPost",
  {
    access: access.item({
      resource: "press",
      anyOf: ["edit"],
      load: ({ id }: CallableInput<"updatePressPost">, repos) => repos.pressPosts.get(id),
      notFound: CONTENT_ERRORS.pressPostNotFound,
      requirements: (existing, { post: input }) =>
        writeRequirements({ artistId: null, isPublished: existing.is_published }, { artistId: null, isPublished: input.is_published }),
    }),
    audit: "content",
  },
  async ({ id, post: input, restored_from }, { repos, caller, writer }) => {
    await assertPressSlugFree(repos, input.slug, id);
    const { kind, restoredFrom } = await restoreMarks(repos, "press_posts", id, restored_from);
    const saved = await updateContent(writer, "press_posts", id, savedFields(input, caller.uid, new Date()), kind, restoredFrom);
    if (!saved) throw new HttpsError("not-found", CONTENT_ERRORS.pressPostNotFound);
    return saved;
  },
);

export const deletePressPost = defineOperation(
  "deletePressPost",
  { access: access.grant<CallableInput<"deletePressPost">>("press", "delete"), audit: "content" },
  async ({ id }, { writer }) => {
    if (!(await deletePost(writer, id))) throw new HttpsError("not-found", CONTENT_ERRORS.pressPostNotFound);
    return { id };
  },
);

/** EDIT PRESS POST opens with this: the post as stored now (docs/decisions.md#edit-forms-read-the-item). */
export const getAdminPressPost = defineOperation(
  "getAdminPressPost",
  {
    access: access.view(
      () => "press_posts",
      (input: CallableInput<"getAdminPressPost">) => input.id,
    ),
    audit: READS_ONLY,
  },
  (_input, { item }) => Promise.resolve(item),
);
