import { integrationsConfig } from "../../../src/lib/integrations";
import { requireStaff } from "../authorization";
import { defineCallable } from "../callable";
import { withSpotify } from "./secrets";

/** Whether Spotify is the real service or the local fake (no credentials on the emulators): the admin shows a notice. */
export const integrationStatus = defineCallable(
  "integrationStatus",
  async (_input, context) => {
    await requireStaff(context);
    return { spotify: integrationsConfig().spotify.mode };
  },
  withSpotify,
);
