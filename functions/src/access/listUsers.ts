import { ADMIN_PAGE_SIZE, pageCursorOf, searchNeedle } from "../../../src/lib/domain/shared";
import { readListPage } from "../../../src/lib/data/listPages";
import { access } from "../accessRules";
import { defineCallable } from "../callable";
import { withRoleNames } from "./userView";
import { READS_ONLY } from "../operations/operation";

/** `list` (docs/product.md#manage-users-actions): one page of the users with their roles, newest first, searched by email. */
export const listUsers = defineCallable(
  "listUsers",
  { access: access.userManagement("listUsers"), audit: READS_ONLY },
  async (request, context) => {
    const { rows, page } = await readListPage(context.repos.users, {
      needle: searchNeedle(request.q),
      scopes: null,
      cursor: pageCursorOf(request),
      size: ADMIN_PAGE_SIZE,
    });
    return { users: await withRoleNames(context.repos, rows), page };
  },
);
