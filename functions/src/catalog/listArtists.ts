import { defineCallable } from "../callable";
import * as artists from "../operations/catalog/artists";
import * as lists from "../operations/catalog/lists";

/** ALL ARTISTS: one page of the artists the caller may view (all of them with a global grant), by name, searched by name. */
export const listAdminArtists = defineCallable("listAdminArtists", lists.listAdminArtists);

/** The artist pickers of the release form, the import card and a newsletter's AUDIENCE. */
export const listArtistChoices = defineCallable("listArtistChoices", artists.listArtistChoices);
