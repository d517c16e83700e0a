import { defineCallable } from "../callable";
import * as catalogue from "../operations/catalog/catalogue";
import { withSpotify } from "./secrets";

/** Imports the selected Spotify albums as unpublished releases of one of our artists (docs/product.md#import-rules). */
export const importSpotifyReleases = defineCallable("importSpotifyReleases", catalogue.importSpotifyReleases, withSpotify);
