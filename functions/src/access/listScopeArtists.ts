import { defineCallable } from "../callable";
import * as roles from "../operations/access/roles";

/** The artists a grant may be scoped to, by name, for the artist-specific grid's select. */
export const listScopeArtists = defineCallable("listScopeArtists", roles.listScopeArtists);
