import { defineCallable } from "../callable";
import * as artists from "../operations/catalog/artists";

/** NEW ARTIST: draft, plus publish when created published. */
export const createArtist = defineCallable("createArtist", artists.createArtist);

/** EDIT ARTIST: edit on this artist, plus publish when the published state changes. */
export const updateArtist = defineCallable("updateArtist", artists.updateArtist);
