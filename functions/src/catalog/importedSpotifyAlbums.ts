import { defineCallable } from "../callable";
import * as catalogue from "../operations/catalog/catalogue";

/** The service's albums shown in the import dialog that a release of ours already has, which the import would skip. */
export const importedSpotifyAlbums = defineCallable("importedSpotifyAlbums", catalogue.importedSpotifyAlbums);
