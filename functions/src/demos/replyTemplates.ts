import { defineCallable } from "../callable";
import * as replies from "../operations/demos/replies";

/** The reply templates (docs/demos.md#answering-artists). */
export const listReplyTemplates = defineCallable("listReplyTemplates", replies.listReplyTemplates);
export const saveReplyTemplate = defineCallable("saveReplyTemplate", replies.saveReplyTemplate);
export const deleteReplyTemplate = defineCallable("deleteReplyTemplate", replies.deleteReplyTemplate);
