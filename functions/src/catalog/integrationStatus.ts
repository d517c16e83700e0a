import { integrationsConfig } from "../../../src/lib/integrations";
import { access } from "../accessRules";
import { defineCallable } from "../callable";
import { withSpotify } from "./secrets";
import { READS_ONLY } from "../operations/operation";

/** Whether Spotify is the real service or the local fake (no credentials on the emulators): the admin shows a notice. */
export const integrationStatus = defineCallable(
  "integrationStatus",
  { access: access.staff(), audit: READS_ONLY, options: withSpotify },
  () => Promise.resolve({ spotify: integrationsConfig().spotify.mode }),
);
