import { resourceAbilities } from "../../../src/lib/domain";
import { requireGrant } from "../authorization";
import { defineCallable } from "../callable";
import { toDemoView } from "./demoView";

/** Admin demos screen: every demo, newest submission first (docs/product.md#admin-demos). */
export const listDemos = defineCallable("listDemos", async (_input, context) => {
  const access = await requireGrant(context, "demos", "view");
  const demos = await context.repos.demos.list();
  return { demos: demos.map(toDemoView), abilities: resourceAbilities(access.grants, "demos", access) };
});
