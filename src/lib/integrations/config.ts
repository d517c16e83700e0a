/**
 * Where the streaming-service clients connect and with which credentials.
 * Every base URL is configurable (listed in .env.example): production uses
 * the real services, the local stack and the tests point them at the fakes
 * in scripts/stack/fakes/.
 */
import { LABEL } from "../../config/label";
import { isEmulatorOnly } from "../config";
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from "./retryPolicy";

/**
 * Credentials the local fake Spotify accepts. Used only when the functions
 * run on the emulators and no real credentials are set; they open nothing.
 */
export const FAKE_SPOTIFY_CREDENTIALS = { clientId: "local-fake-client-id", clientSecret: "local-fake-client-secret" } as const;

export interface IntegrationsConfig {
  spotify: {
    /** "live": real credentials are set; "fake": local mode without them (the admin says so). */
    mode: "live" | "fake";
    clientId: string;
    clientSecret: string;
    /** Serves POST /api/token. */
    accountsUrl: string;
    /** Base of the Web API, including /v1. */
    apiUrl: string;
    /** Items per page of an artist's albums (Spotify's development-mode maximum is 10). */
    albumsPageSize: number;
    /** Pages read at most per artist, so a huge catalogue cannot run the call out of time. */
    albumsMaxPages: number;
  };
  songlink: {
    apiUrl: string;
    /** song.link allows 10 requests a minute without an API key. */
    requestsPerMinute: number;
    /** Longest wait for a free slot before song.link is skipped for this call. */
    maxQueueWaitMs: number;
  };
  deezer: { apiUrl: string };
  itunes: { apiUrl: string; /** Storefront of the lookup (two-letter country). */ country: string };
  musicbrainz: {
    /** Base of the web service, including /ws/2. */
    apiUrl: string;
    /** MusicBrainz blocks clients that do not say who they are and how to reach them. */
    userAgent: string;
    /** MusicBrainz allows one request a second per IP. */
    requestsPerSecond: number;
    /** Longest wait for a free slot before MusicBrainz is skipped for this call. */
    maxQueueWaitMs: number;
  };
  /** Per attempt, every service. */
  timeoutMs: number;
  retry: RetryPolicy;
}

function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** "StaticBloomRecords/1.0 ( hello@… )": the form MusicBrainz asks for, from the label's name and contact. */
export function defaultMusicbrainzUserAgent(): string {
  return `${LABEL.name.replace(/[^A-Za-z0-9]+/g, "")}/1.0 ( ${LABEL.contactEmail} )`;
}

const trimSlash = (url: string) => url.replace(/\/+$/, "");

/**
 * Reads the configuration from the environment. The Spotify credentials are
 * Firebase secrets (SPOTIFY_CLIENT_ID / SPOTIFY_CLIENT_SECRET), which Cloud
 * Functions expose as environment variables of the functions that declare them.
 */
export function integrationsConfig(env: NodeJS.ProcessEnv = process.env): IntegrationsConfig {
  const clientId = env.SPOTIFY_CLIENT_ID?.trim() ?? "";
  const clientSecret = env.SPOTIFY_CLIENT_SECRET?.trim() ?? "";
  // The stack's functions/.secret.local holds the fake's credentials, so the
  // emulator never asks Secret Manager (offline, that stalls every call).
  const live = clientId !== "" && clientSecret !== "" && clientId !== FAKE_SPOTIFY_CREDENTIALS.clientId;
  // Production without secrets stays "live": its calls fail (and log why) rather than talk to a fake.
  const fake = !live && isEmulatorOnly(env);
  return {
    spotify: {
      mode: fake ? "fake" : "live",
      clientId: fake ? FAKE_SPOTIFY_CREDENTIALS.clientId : clientId,
      clientSecret: fake ? FAKE_SPOTIFY_CREDENTIALS.clientSecret : clientSecret,
      accountsUrl: trimSlash(env.SPOTIFY_ACCOUNTS_URL || "https://accounts.spotify.com"),
      apiUrl: trimSlash(env.SPOTIFY_API_URL || "https://api.spotify.com/v1"),
      albumsPageSize: Math.min(positiveInt(env.SPOTIFY_ALBUMS_PAGE_SIZE, 10), 50),
      albumsMaxPages: 20,
    },
    songlink: {
      apiUrl: trimSlash(env.SONGLINK_API_URL || "https://api.song.link"),
      requestsPerMinute: positiveInt(env.SONGLINK_REQUESTS_PER_MINUTE, 10),
      maxQueueWaitMs: 20_000,
    },
    deezer: { apiUrl: trimSlash(env.DEEZER_API_URL || "https://api.deezer.com") },
    itunes: { apiUrl: trimSlash(env.ITUNES_API_URL || "https://itunes.apple.com"), country: env.ITUNES_COUNTRY || "us" },
    musicbrainz: {
      apiUrl: trimSlash(env.MUSICBRAINZ_API_URL || "https://musicbrainz.org/ws/2"),
      userAgent: env.MUSICBRAINZ_USER_AGENT?.trim() || defaultMusicbrainzUserAgent(),
      requestsPerSecond: positiveInt(env.MUSICBRAINZ_REQUESTS_PER_SECOND, 1),
      maxQueueWaitMs: 10_000,
    },
    timeoutMs: positiveInt(env.INTEGRATIONS_TIMEOUT_MS, 8_000),
    retry: DEFAULT_RETRY_POLICY,
  };
}
