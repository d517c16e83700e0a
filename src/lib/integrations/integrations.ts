/**
 * The clients of one function instance, built once: the Spotify token cache
 * and the song.link and MusicBrainz rate queues only help if they outlive a
 * single call.
 */
import { integrationsConfig, type IntegrationsConfig } from "./config";
import { DeezerClient } from "./deezerClient";
import type { HttpOptions } from "./http";
import { ItunesClient } from "./itunesClient";
import { MusicbrainzClient } from "./musicbrainzClient";
import { SonglinkClient } from "./songlinkClient";
import { SpotifyClient } from "./spotifyClient";

export interface Integrations {
  config: IntegrationsConfig;
  spotify: SpotifyClient;
  songlink: SonglinkClient;
  deezer: DeezerClient;
  itunes: ItunesClient;
  musicbrainz: MusicbrainzClient;
}

export function createIntegrations(config: IntegrationsConfig, overrides: Partial<HttpOptions> = {}): Integrations {
  const http: HttpOptions = { timeoutMs: config.timeoutMs, retry: config.retry, ...overrides };
  return {
    config,
    spotify: new SpotifyClient(config.spotify, http),
    songlink: new SonglinkClient(config.songlink, http),
    deezer: new DeezerClient(config.deezer, http),
    itunes: new ItunesClient(config.itunes, http),
    musicbrainz: new MusicbrainzClient(config.musicbrainz, http),
  };
}

let shared: { key: string; integrations: Integrations } | null = null;

/** The instance's clients for the current environment (rebuilt only if the configuration changes). */
export function integrations(env: NodeJS.ProcessEnv = process.env): Integrations {
  const config = integrationsConfig(env);
  const key = JSON.stringify(config);
  if (shared?.key !== key) shared = { key, integrations: createIntegrations(config) };
  return shared.integrations;
}
