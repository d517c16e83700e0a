import { defineCallable } from "../callable";
import * as spotify from "../operations/catalog/spotify";
import { withSpotify } from "./secrets";

/** Whether Spotify is the real service or the local fake (no credentials on the emulators): the admin shows a notice. */
export const integrationStatus = defineCallable("integrationStatus", spotify.integrationStatus, withSpotify);
