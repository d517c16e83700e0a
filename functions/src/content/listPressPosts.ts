import { resourceAbilities } from "../../../src/lib/domain";
import { defineCallable, requirePermission } from "../callable";

/** Admin press list: every post, newest created first. */
export const listAdminPressPosts = defineCallable("listAdminPressPosts", async (_input, context) => {
  const access = await requirePermission(context, "press", "view");
  return { posts: await context.repos.pressPosts.listAll(), abilities: resourceAbilities(access.grants, "press", access) };
});
