import { defineCallable } from "../callable";
import * as catalogue from "../operations/catalog/catalogue";
import { withSpotify } from "./secrets";

/** 'generate-dsp-links': streaming links for a saved release from its Spotify album and/or ISRC. */
export const generateDspLinks = defineCallable("generateDspLinks", catalogue.generateDspLinks, withSpotify);
