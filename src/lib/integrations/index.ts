/**
 * Server-only clients of the streaming services (Spotify, song.link, Deezer,
 * iTunes, MusicBrainz) and the pure rules around them. No Firebase here: the callables in
 * functions/src/catalog/ and functions/src/campaigns/ bring the data layer.
 */
export * from "./errors";
export * from "./config";
export type { Integrations } from "./integrations";
export { serviceClients } from "./serviceClients";
export * from "./spotifyMapping";
export * from "./dspLinks";
export * from "./musicbrainzMapping";
export * from "./collectDspLinks";
export * from "./albumInfo";
export * from "./ttlCache";
export * from "./stableIds";
