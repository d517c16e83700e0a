import { defineCallable } from "../callable";
import * as catalogue from "../operations/catalog/catalogue";
import { withSpotify } from "./secrets";

/** Refetch (docs/product.md#refetch-rules): a release's details, tracklist and artists from its Spotify album, then its links. */
export const refetchRelease = defineCallable("refetchRelease", catalogue.refetchRelease, withSpotify);
