import { ACTIONS, searchNeedle } from "../../../src/lib/domain/shared";
import { ARTIST_CHOICE_LIMIT } from "../../../src/lib/domain/catalog";
import { readListPage } from "../../../src/lib/data/listPages";
import { access, type Caller } from "../accessRules";
import type { ListAccess } from "../authorization";
import { defineCallable, type CallableInput } from "../callable";
import * as lists from "../operations/catalog/lists";
import { READS_ONLY } from "../operations/operation";

/** ALL ARTISTS: one page of the artists the caller may view (all of them with a global grant), by name, searched by name. */
export const listAdminArtists = defineCallable("listAdminArtists", lists.listAdminArtists);

/**
 * The artist pickers of the release form, the import card and a
 * newsletter's AUDIENCE. For anyone
 * holding a grant on artists or releases: a release may credit any artist.
 * The primary artist and the import offer only the artists the caller may
 * create (or edit) releases for (`for_release`).
 */
export const listArtistChoices = defineCallable(
  "listArtistChoices",
  {
    access: access.choice<CallableInput<"listArtistChoices">, Caller & { list?: ListAccess }>(({ for_release }) =>
      for_release === null ? access.anywhereOnSome(["artists", "releases"], ACTIONS) : access.list("releases", () => for_release),
    ),
    audit: READS_ONLY,
  },
  async ({ q, ids }, context) => {
    const { repos } = context;
    const scopes = context.list?.scopes ?? null;
    const [found, named] = await Promise.all([
      readListPage(repos.artists, { needle: searchNeedle(q), scopes, cursor: null, size: ARTIST_CHOICE_LIMIT }),
      repos.artists.getMany(ids),
    ]);
    const choice = ({ id, name, spotify_artist_id }: { id: string; name: string; spotify_artist_id: string | null }) => ({
      id,
      name,
      spotify_artist_id,
    });
    return { artists: found.rows.map(choice), named: named.map(choice) };
  },
);
