import { randomUUID } from "node:crypto";
import { DEFAULT_REPLY_TEMPLATES } from "../../../src/lib/domain/demos";
import { isAlreadyExists } from "../../../src/lib/data/firestoreErrors";
import { access } from "../accessRules";
import { defineCallable } from "../callable";

/**
 * The reply templates (docs/demos.md#answering-artists). A label with none
 * gets the defaults stored on first use (creates with fixed ids, so two
 * first calls at once store them once).
 */
export const listReplyTemplates = defineCallable("listReplyTemplates", { access: access.grant("demos", "view") }, async (_input, context) => {
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

export const saveReplyTemplate = defineCallable("saveReplyTemplate", { access: access.grant("demos", "edit") }, async ({ id, template }, context) => {
  return context.repos.replyTemplates.set({ ...template, id: id ?? randomUUID(), updated_at: new Date() });
});

export const deleteReplyTemplate = defineCallable("deleteReplyTemplate", { access: access.grant("demos", "edit") }, async ({ id }, context) => {
  await context.repos.replyTemplates.delete(id);
  return { id };
});
