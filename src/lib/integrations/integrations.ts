/**
 * The clients of one function instance, built once: the Spotify token cache
 * and the song.link rate queue only help if they outlive a single call.
 */
import { integrationsConfig, type IntegrationsConfig } from "./config";
import { DeezerClient } from "./deezerClient";
import type { HttpOptions } from "./http";
import { ItunesClient } from "./itunesClient";
import { SonglinkClient } from "./songlinkClient";
import { SpotifyClient } from "./spotifyClient";

export interface Integrations {
  config: IntegrationsConfig;
  spotify: SpotifyClient;
  songlink: SonglinkClient;
  deezer: DeezerClient;
  itunes: ItunesClient;
}

export function createIntegrations(config: IntegrationsConfig, overrides: Partial<HttpOptions> = {}): Integrations {
  const http: HttpOptions = { timeoutMs: config.timeoutMs, retry: config.retry, ...overrides };
  return {
    config,
    spotify: new SpotifyClient(config.spotify, http),
    songlink: new SonglinkClient(config.songlink, http),
    deezer: new DeezerClient(config.deezer, http),
    itunes: new ItunesClient(config.itunes, http),
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
