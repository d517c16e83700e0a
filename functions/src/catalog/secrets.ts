import { defineSecret } from "firebase-functions/params";

/**
 * Spotify app credentials (Client Credentials flow), kept in Secret Manager:
 * `npx firebase functions:secrets:set SPOTIFY_CLIENT_ID` (and _SECRET).
 * Functions that declare them see them as environment variables, which
 * src/lib/integrations/config.ts reads. Without them, on the emulators, the
 * clients talk to the local fake.
 */
export const spotifyClientId = defineSecret("SPOTIFY_CLIENT_ID");
export const spotifyClientSecret = defineSecret("SPOTIFY_CLIENT_SECRET");

/** Options of every function that calls Spotify. */
export const withSpotify = { secrets: [spotifyClientId, spotifyClientSecret] };
