import { ADMIN_PAGE_SIZE, pageCursorOf, searchNeedle } from "../../../src/lib/domain";
import { readListPage } from "../../../src/lib/data/listPages";
import { requireListAccess } from "../authorization";
import { defineCallable } from "../callable";

/** Admin press list: one page of the posts, newest created first, searched by title. */
export const listAdminPressPosts = defineCallable("listAdminPressPosts", async (request, context) => {
  const { abilities, scopes } = await requireListAccess(context, "press");
  const { rows, page } = await readListPage(context.repos.pressPosts, { needle: searchNeedle(request.q), scopes, cursor: pageCursorOf(request), size: ADMIN_PAGE_SIZE });
  return { posts: rows, page, abilities };
});
