import type { StackConfig } from "./config";
import { startDeezerFake } from "./fakes/deezerFake";
import { startHostingFake } from "./fakes/hostingFake";
import { startItunesFake } from "./fakes/itunesFake";
import type { RunningFake } from "./fakes/jsonServer";
import { startMusicbrainzFake } from "./fakes/musicbrainzFake";
import { startSonglinkFake } from "./fakes/songlinkFake";
import { startSpotifyFake } from "./fakes/spotifyFake";
import { startStripeFake } from "./fakes/stripeFake";
import { derivedPorts } from "./ports";

/**
 * Local fakes of the external services (streaming-service APIs) that the
 * functions reach through configurable base URLs. Started before the
 * emulators, so their URLs reach the functions' environment.
 */
export interface FakeServices {
  /** Variables pointing the service clients at the fakes. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/** Ports next to the stack's Firestore port (derivedPorts), so stacks started with other ports never share a fake. */
export function fakeServicePorts(config: StackConfig) {
  const { spotify, songlink, deezer, itunes, musicbrainz, hosting, stripe } = derivedPorts(config.ports.firestore);
  return { spotify, songlink, deezer, itunes, musicbrainz, hosting, stripe };
}

/** Base URLs of the fakes at `fakeServicePorts(config)` (the ones a running stack started). */
export function fakeServiceUrls(config: StackConfig): Record<keyof ReturnType<typeof fakeServicePorts>, string> {
  const ports = fakeServicePorts(config);
  const url = (port: number) => `http://127.0.0.1:${port}`;
  return {
    spotify: url(ports.spotify),
    songlink: url(ports.songlink),
    deezer: url(ports.deezer),
    itunes: url(ports.itunes),
    musicbrainz: url(ports.musicbrainz),
    hosting: url(ports.hosting),
    stripe: url(ports.stripe),
  };
}

/**
 * Variables pointing the service clients at the fakes: the functions'
 * environment, and `npm run job`'s, so a job that generates links (the
 * release day) reaches the fakes of the running stack too.
 */
export function fakeServiceEnv(urls: Record<keyof ReturnType<typeof fakeServicePorts>, string>): Record<string, string> {
  return {
    SPOTIFY_ACCOUNTS_URL: urls.spotify,
    SPOTIFY_API_URL: `${urls.spotify}/v1`,
    SONGLINK_API_URL: urls.songlink,
    DEEZER_API_URL: urls.deezer,
    ITUNES_API_URL: urls.itunes,
    MUSICBRAINZ_API_URL: `${urls.musicbrainz}/ws/2`,
    // The site publisher's Hosting REST client (docs/incremental-builds.md#production); local mode itself serves the folder.
    HOSTING_API_URL: urls.hosting,
    // The local Stripe (docs/store.md#local-stripe); with no keys set, the store uses the local ones on the emulators.
    STRIPE_API_URL: urls.stripe,
    // The fake has no quota; the real one's 10 a minute is the default and is unit-tested.
    SONGLINK_REQUESTS_PER_MINUTE: "60",
  };
}

/**
 * Starts the fake Spotify, song.link, Deezer, iTunes, MusicBrainz and Firebase Hosting, and
 * the local Stripe, which sends its events to the stack's stripeWebhook. `STACK_FAKE_SERVICES=0`
 * leaves the functions on the real services (internet, and Spotify
 * credentials in functions/.secret.local).
 */
export async function startFakeServices(config: StackConfig, env: NodeJS.ProcessEnv = process.env): Promise<FakeServices> {
  if (env.STACK_FAKE_SERVICES === "0") return { env: {}, stop: async () => {} };
  const ports = fakeServicePorts(config);
  // The site serves the seed images; the fakes' covers and portraits point there.
  const images = `http://localhost:${config.ports.web}/images/seed`;
  const started: RunningFake[] = [];
  try {
    const spotify = await startSpotifyFake(ports.spotify, images).then((f) => (started.push(f), f));
    const songlink = await startSonglinkFake(ports.songlink).then((f) => (started.push(f), f));
    const deezer = await startDeezerFake(ports.deezer).then((f) => (started.push(f), f));
    const itunes = await startItunesFake(ports.itunes).then((f) => (started.push(f), f));
    const musicbrainz = await startMusicbrainzFake(ports.musicbrainz).then((f) => (started.push(f), f));
    const hosting = await startHostingFake(ports.hosting).then((f) => (started.push(f), f));
    const webhookUrl = `http://127.0.0.1:${config.ports.functions}/${config.projectId}/us-central1/stripeWebhook`;
    const stripe = await startStripeFake(ports.stripe, { webhookUrl }).then((f) => (started.push(f), f));
    return {
      env: fakeServiceEnv({
        spotify: spotify.url,
        songlink: songlink.url,
        deezer: deezer.url,
        itunes: itunes.url,
        musicbrainz: musicbrainz.url,
        hosting: hosting.url,
        stripe: stripe.url,
      }),
      stop: async () => {
        await Promise.all(started.map((fake) => fake.close()));
      },
    };
  } catch (error) {
    await Promise.all(started.map((fake) => fake.close()));
    throw error;
  }
}
