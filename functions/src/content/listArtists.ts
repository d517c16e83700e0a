import { HttpsError } from "firebase-functions/https";
import { abilityAllows, abilityAllowsAny, ACTIONS, resourceAbilities } from "../../../src/lib/domain";
import { defineCallable, PERMISSION_DENIED, requireAdmin, requireAnyPermission } from "../callable";

/** ALL ARTISTS: the artists the caller may view (all of them with a global grant), by name. */
export const listAdminArtists = defineCallable("listAdminArtists", async (_input, context) => {
  const access = await requireAnyPermission(context, "artists", "view");
  const abilities = resourceAbilities(access.grants, "artists", access);
  const artists = (await context.repos.artists.listAll()).filter((artist) => abilityAllows(abilities, "view", artist.id));
  return { artists, abilities };
});

/**
 * The artist selects of the release form and the import card: every artist's
 * id and name, and its streaming ID (the import fetches by it). For anyone
 * holding a grant on artists or releases: a release may credit any artist.
 */
export const listArtistChoices = defineCallable("listArtistChoices", async (_input, context) => {
  const access = await requireAdmin(context);
  const holdsContentGrant = (["artists", "releases"] as const).some((resource) =>
    ACTIONS.some((action) => abilityAllowsAny(resourceAbilities(access.grants, resource, access), action)),
  );
  if (!holdsContentGrant) throw new HttpsError("permission-denied", PERMISSION_DENIED);
  const artists = await context.repos.artists.listAll();
  return { artists: artists.map(({ id, name, spotify_artist_id }) => ({ id, name, spotify_artist_id })) };
});
