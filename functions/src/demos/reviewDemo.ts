import { HttpsError } from "firebase-functions/https";
import { DEMO_UPLOAD_ERRORS, type Demo } from "../../../src/lib/domain/demos";
import { access } from "../accessRules";
import { defineCallable, type CallContext, type AuditRecorder } from "../callable";
import { toDemoView } from "./demoView";

async function updateDemo(context: CallContext & { audit: AuditRecorder }, id: string, patch: Partial<Demo>) {
  const updated = await context.repos.demos.update(id, patch, context.audit(id));
  if (!updated) throw new HttpsError("not-found", DEMO_UPLOAD_ERRORS.notFound);
  return toDemoView(updated);
}

/** Any status from any other (docs/product.md#admin-demos); the time of the change starts a rejected demo's audio retention. */
export const updateDemoStatus = defineCallable("updateDemoStatus", { access: access.grant("demos", "edit"), audit: { entity: "demos", action: "status" } }, ({ id, status }, context) =>
  updateDemo(context, id, { status, status_changed_at: new Date() }),
);

/** The private staff notes. */
export const updateDemoNotes = defineCallable("updateDemoNotes", { access: access.grant("demos", "edit"), audit: { entity: "demos", action: "notes" } }, ({ id, admin_notes }, context) =>
  updateDemo(context, id, { admin_notes }),
);
