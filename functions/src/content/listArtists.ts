import { abilityAllows, ACTIONS, holdsAnywhere, resourceAbilities } from "../../../src/lib/domain";
import { refuse, requireAnywhere, requireStaff } from "../authorization";
import { defineCallable } from "../callable";

/** ALL ARTISTS: the artists the caller may view (all of them with a global grant), by name. */
export const listAdminArtists = defineCallable("listAdminArtists", async (_input, context) => {
  const caller = await requireAnywhere(context, "artists", ["view"]);
  const abilities = resourceAbilities(caller.grants, "artists", caller);
  const artists = (await context.repos.artists.listAll()).filter((artist) => abilityAllows(abilities, "view", artist.id));
  return { artists, abilities };
});

/**
 * The artist selects of the release form and the import card: every artist's
 * id and name, and its streaming ID (the import fetches by it). For anyone
 * holding a grant on artists or releases: a release may credit any artist.
 */
export const listArtistChoices = defineCallable("listArtistChoices", async (_input, context) => {
  const caller = await requireStaff(context);
  if (!holdsAnywhere(caller, "artists", ACTIONS) && !holdsAnywhere(caller, "releases", ACTIONS)) throw refuse();
  const artists = await context.repos.artists.listAll();
  return { artists: artists.map(({ id, name, spotify_artist_id }) => ({ id, name, spotify_artist_id })) };
});
