import { resourceAbilities } from "../../../src/lib/domain";
import { requireGrant } from "../authorization";
import { defineCallable } from "../callable";

/** Admin press list: every post, newest created first. */
export const listAdminPressPosts = defineCallable("listAdminPressPosts", async (_input, context) => {
  const access = await requireGrant(context, "press", "view");
  return { posts: await context.repos.pressPosts.listAll(), abilities: resourceAbilities(access.grants, "press", access) };
});
