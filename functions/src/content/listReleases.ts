import { ADMIN_PAGE_SIZE, pageCursorOf, searchNeedle } from "../../../src/lib/domain";
import { readListPage } from "../../../src/lib/data/listPages";
import { requireListAccess } from "../authorization";
import { defineCallable } from "../callable";
import { adminReleaseRows } from "./adminReleaseRows";

/**
 * ALL RELEASES: one page of the releases the caller may view (a scoped
 * grant reaches the releases whose primary artist it names), newest release
 * date first, searched by title, with their credited artists and pre-save
 * totals (read for that page only).
 */
export const listAdminReleases = defineCallable("listAdminReleases", async (request, context) => {
  const { repos } = context;
  const { abilities, scopes } = await requireListAccess(context, "releases");
  const { rows: releases, page } = await readListPage(repos.releases, { needle: searchNeedle(request.q), scopes, cursor: pageCursorOf(request), size: ADMIN_PAGE_SIZE });
  const [{ links, artists }, counts] = await Promise.all([
    (async () => {
      const links = await repos.releaseArtists.listForListedReleases(releases);
      const artistIds = [...links.map((l) => l.artist_id), ...releases.flatMap((r) => (r.artist_id ? [r.artist_id] : []))];
      return { links, artists: await repos.artists.getMany(artistIds) };
    })(),
    repos.preSaves.totalsFor(releases.map(({ id }) => id)),
  ]);
  return { releases: adminReleaseRows(releases, links, artists, counts), page, abilities };
});
