import { access } from "../accessRules";
import { staffWhoCan } from "../authorization";
import { defineCallable } from "../callable";

/** Staff who can view demos: who a demo may be assigned to (docs/demos.md). */
export const listDemoStaff = defineCallable("listDemoStaff", { access: access.grant("demos", "view") }, async (_input, context) => {
  return { staff: await staffWhoCan(context, "demos", "view") };
});
