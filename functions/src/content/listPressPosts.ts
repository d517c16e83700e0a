import { ADMIN_PAGE_SIZE, pageCursorOf, searchNeedle } from "../../../src/lib/domain/shared";
import { readListPage } from "../../../src/lib/data/listPages";
import { access } from "../accessRules";
import { defineCallable } from "../callable";

/** Admin press list: one page of the posts, newest created first, searched by title. */
export const listAdminPressPosts = defineCallable("listAdminPressPosts", { access: access.list("press") }, async (request, context) => {
  const { abilities, scopes } = context.list;
  const { rows, page } = await readListPage(context.repos.pressPosts, { needle: searchNeedle(request.q), scopes, cursor: pageCursorOf(request), size: ADMIN_PAGE_SIZE });
  return { posts: rows, page, abilities };
});
