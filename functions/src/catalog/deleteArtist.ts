import { defineCallable } from "../callable";
import * as artists from "../operations/catalog/artists";

/** Deletes an artist with its release links and artist-scoped grants; its releases stay. */
export const deleteArtist = defineCallable("deleteArtist", artists.deleteArtist);
