import { ADMIN_PAGE_SIZE, pageCursorOf, searchNeedle } from "../../../src/lib/domain";
import { readListPage } from "../../../src/lib/data/listPages";
import { requireListAccess } from "../authorization";
import { defineCallable } from "../callable";
import { adminReleaseRows } from "./adminReleaseRows";

/**
 * ALL RELEASES: one page of the releases the caller may view (a scoped
 * grant reaches the releases whose primary artist it names), newest release
 * date first, searched by title, with their credited artists (the page's
 * credits documents) and pre-save totals, read for that page only.
 */
export const listAdminReleases = defineCallable("listAdminReleases", async (request, context) => {
  const { repos } = context;
  const { abilities, scopes } = await requireListAccess(context, "releases");
  const { rows: releases, page } = await readListPage(repos.releases, { needle: searchNeedle(request.q), scopes, cursor: pageCursorOf(request), size: ADMIN_PAGE_SIZE });
  // Primary artists are known from the page: read with its credits, so only additional artists wait for the credits.
  const releaseIds = releases.map(({ id }) => id);
  const primaryIds = releases.flatMap((r) => (r.artist_id ? [r.artist_id] : []));
  const [links, primaryArtists, counts] = await Promise.all([
    repos.releaseCredits.linksOf(releaseIds, repos.releaseArtists),
    repos.artists.getMany(primaryIds),
    repos.preSaves.totalsFor(releaseIds),
  ]);
  const known = new Set(primaryIds);
  const additionalArtists = await repos.artists.getMany(links.map((l) => l.artist_id).filter((id) => !known.has(id)));
  const artists = [...primaryArtists, ...additionalArtists];
  return { releases: adminReleaseRows(releases, links, artists, counts), page, abilities };
});
