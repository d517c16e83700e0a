import { ADMIN_PAGE_SIZE, pageCursorOf, searchNeedle } from "../../../src/lib/domain/shared";
import { readListPage } from "../../../src/lib/data/listPages";
import { access } from "../accessRules";
import { defineCallable } from "../callable";
import { readAdminReleaseRows } from "./adminReleaseRows";

/**
 * ALL RELEASES: one page of the releases the caller may view (a scoped
 * grant reaches the releases whose primary artist it names), newest release
 * date first, searched by title, with their credited artists (the page's
 * credits documents) and pre-save totals, read for that page only.
 */
export const listAdminReleases = defineCallable("listAdminReleases", { access: access.list("releases") }, async (request, context) => {
  const { repos } = context;
  const { abilities, scopes } = context.list;
  const { rows: releases, page } = await readListPage(repos.releases, { needle: searchNeedle(request.q), scopes, cursor: pageCursorOf(request), size: ADMIN_PAGE_SIZE });
  return { releases: await readAdminReleaseRows(repos, releases), page, abilities };
});
