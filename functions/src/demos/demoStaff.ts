import { requireGrant, staffWhoCan } from "../authorization";
import { defineCallable } from "../callable";

/** Staff who can view demos: who a demo may be assigned to (docs/demos.md). */
export const listDemoStaff = defineCallable("listDemoStaff", async (_input, context) => {
  await requireGrant(context, "demos", "view");
  return { staff: await staffWhoCan(context, "demos", "view") };
});
