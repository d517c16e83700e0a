import { requireUserManagement } from "../authorization";
import { defineCallable } from "../callable";

/** The artists a grant may be scoped to, by name, for the artist-specific grid's select. */
export const listScopeArtists = defineCallable("listScopeArtists", async (_input, context) => {
  await requireUserManagement(context, "listScopeArtists");
  const artists = await context.repos.artists.listAll();
  return { artists: artists.map(({ id, name }) => ({ id, name })) };
});
