import { HttpsError } from "firebase-functions/https";
import { DEMO_UPLOAD_ERRORS, type Demo } from "../../../src/lib/domain";
import { requireGrant } from "../authorization";
import { defineCallable, type CallContext } from "../callable";
import { toDemoView } from "./demoView";

async function updateDemo(context: CallContext, id: string, patch: Partial<Demo>) {
  await requireGrant(context, "demos", "edit");
  const updated = await context.repos.demos.update(id, patch);
  if (!updated) throw new HttpsError("not-found", DEMO_UPLOAD_ERRORS.notFound);
  return toDemoView(updated);
}

/** Any status from any other (docs/product.md#admin-demos); the time of the change starts a rejected demo's audio retention. */
export const updateDemoStatus = defineCallable("updateDemoStatus", ({ id, status }, context) => updateDemo(context, id, { status, status_changed_at: new Date() }));

/** The private staff notes. */
export const updateDemoNotes = defineCallable("updateDemoNotes", ({ id, admin_notes }, context) => updateDemo(context, id, { admin_notes }));
