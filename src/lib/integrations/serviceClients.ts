import type { Integrations } from "./integrations";

/**
 * The instance's service clients (Spotify, song.link, Deezer, iTunes,
 * MusicBrainz), loaded on first use: the functions bundle keeps them in a
 * chunk of their own (functions/build.mjs), so a function that calls no
 * service never loads them.
 */
export async function serviceClients(env: NodeJS.ProcessEnv = process.env): Promise<Integrations> {
  const { integrations } = await import("./integrations");
  return integrations(env);
}
