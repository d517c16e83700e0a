import { HttpsError } from "firebase-functions/https";
import { DEMO_DESK_MESSAGES, DEMO_UPLOAD_ERRORS, type Demo } from "../../../src/lib/domain/demos";
import { access } from "../accessRules";
import { userHolds } from "../authorization";
import { defineCallable } from "../callable";
import { toDemoView } from "./demoView";

/** Tags, priority and assignee (docs/demos.md); the assignee must hold demos view. */
export const updateDemoTriage = defineCallable("updateDemoTriage", { access: access.grant("demos", "edit") }, async ({ id, tags, priority, assignee_id }, context) => {
  if (assignee_id) {
    if (!(await userHolds(context, assignee_id, "demos", "view"))) throw new HttpsError("invalid-argument", DEMO_DESK_MESSAGES.assigneeWithoutView);
  }
  const patch: Partial<Demo> = {};
  if (tags !== undefined) patch.tags = [...new Set(tags)].sort();
  if (priority !== undefined) patch.priority = priority;
  if (assignee_id !== undefined) patch.assignee_id = assignee_id;
  const updated = await context.repos.demos.update(id, patch);
  if (!updated) throw new HttpsError("not-found", DEMO_UPLOAD_ERRORS.notFound);
  return toDemoView(updated);
});
