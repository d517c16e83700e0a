import { randomUUID } from "node:crypto";
import { DEFAULT_REPLY_TEMPLATES } from "../../../src/lib/domain";
import { isAlreadyExists } from "../../../src/lib/data/firestoreErrors";
import { requireGrant } from "../authorization";
import { defineCallable } from "../callable";

/**
 * The reply templates (docs/demos.md#answering-artists). A label with none
 * gets the defaults stored on first use (creates with fixed ids, so two
 * first calls at once store them once).
 */
export const listReplyTemplates = defineCallable("listReplyTemplates", async (_input, context) => {
  await requireGrant(context, "demos", "view");
  const stored = await context.repos.replyTemplates.listAll();
  if (stored.length > 0) return { templates: stored };
  const now = new Date();
  await Promise.all(
    DEFAULT_REPLY_TEMPLATES.map((template) =>
      context.repos.replyTemplates.create({ ...template, updated_at: now }).catch((error: unknown) => {
        if (!isAlreadyExists(error)) throw error;
      }),
    ),
  );
  return { templates: await context.repos.replyTemplates.listAll() };
});

export const saveReplyTemplate = defineCallable("saveReplyTemplate", async ({ id, template }, context) => {
  await requireGrant(context, "demos", "edit");
  return context.repos.replyTemplates.set({ ...template, id: id ?? randomUUID(), updated_at: new Date() });
});

export const deleteReplyTemplate = defineCallable("deleteReplyTemplate", async ({ id }, context) => {
  await requireGrant(context, "demos", "edit");
  await context.repos.replyTemplates.delete(id);
  return { id };
});
