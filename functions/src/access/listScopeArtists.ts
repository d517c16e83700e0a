import { access } from "../accessRules";
import { defineCallable } from "../callable";
import { READS_ONLY } from "../operations/operation";

/** The artists a grant may be scoped to, by name, for the artist-specific grid's select. */
export const listScopeArtists = defineCallable(
  "listScopeArtists",
  { access: access.userManagement("listScopeArtists"), audit: READS_ONLY },
  async (_input, context) => {
    const artists = await context.repos.artists.listAll();
    return { artists: artists.map(({ id, name }) => ({ id, name })) };
  },
);
