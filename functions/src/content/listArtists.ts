import { ACTIONS, ADMIN_PAGE_SIZE, holdsAnywhere, pageCursorOf, searchNeedle } from "../../../src/lib/domain";
import { ARTIST_CHOICE_LIMIT } from "../../../src/lib/domain/contracts/content";
import { readListPage } from "../../../src/lib/data/listPages";
import { refuse, requireListAccess, requireStaff } from "../authorization";
import { defineCallable } from "../callable";

/** ALL ARTISTS: one page of the artists the caller may view (all of them with a global grant), by name, searched by name. */
export const listAdminArtists = defineCallable("listAdminArtists", async (request, context) => {
  const { abilities, scopes } = await requireListAccess(context, "artists");
  const { rows, page } = await readListPage(context.repos.artists, { needle: searchNeedle(request.q), scopes, cursor: pageCursorOf(request), size: ADMIN_PAGE_SIZE });
  return { artists: rows, page, abilities };
});

/**
 * The artist pickers of the release form and the import card. For anyone
 * holding a grant on artists or releases: a release may credit any artist.
 * The primary artist and the import offer only the artists the caller may
 * create (or edit) releases for (`for_release`).
 */
export const listArtistChoices = defineCallable("listArtistChoices", async ({ q, ids, for_release }, context) => {
  const { repos } = context;
  const scopes = for_release === null ? null : (await requireListAccess(context, "releases", for_release)).scopes;
  if (for_release === null) {
    const caller = await requireStaff(context);
    if (!holdsAnywhere(caller, "artists", ACTIONS) && !holdsAnywhere(caller, "releases", ACTIONS)) throw refuse();
  }
  const [found, named] = await Promise.all([
    readListPage(repos.artists, { needle: searchNeedle(q), scopes, cursor: null, size: ARTIST_CHOICE_LIMIT }),
    repos.artists.getMany(ids),
  ]);
  const choice = ({ id, name, spotify_artist_id }: { id: string; name: string; spotify_artist_id: string | null }) => ({ id, name, spotify_artist_id });
  return { artists: found.rows.map(choice), named: named.map(choice) };
});
