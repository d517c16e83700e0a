import { describe, expect, it } from "vitest";
import { FAKE_SPOTIFY_CREDENTIALS, integrationsConfig } from "../../../src/lib/integrations/config";

const emulators = {
  FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080",
  FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099",
  FIREBASE_PROJECT_ID: "demo-label",
};

describe("integrationsConfig", () => {
  it("uses the fake on the emulators when no credentials are set", () => {
    const config = integrationsConfig({ ...emulators, SPOTIFY_API_URL: "http://127.0.0.1:8130/v1/" });
    expect(config.spotify).toMatchObject({ mode: "fake", ...FAKE_SPOTIFY_CREDENTIALS, apiUrl: "http://127.0.0.1:8130/v1" });
  });

  it("treats the fake's own credentials (the stack's functions/.secret.local) as the fake", () => {
    const config = integrationsConfig({
      ...emulators,
      SPOTIFY_CLIENT_ID: FAKE_SPOTIFY_CREDENTIALS.clientId,
      SPOTIFY_CLIENT_SECRET: FAKE_SPOTIFY_CREDENTIALS.clientSecret,
    });
    expect(config.spotify.mode).toBe("fake");
  });

  it("is live with credentials, even on the emulators", () => {
    const config = integrationsConfig({ ...emulators, SPOTIFY_CLIENT_ID: "id", SPOTIFY_CLIENT_SECRET: "secret" });
    expect(config.spotify).toMatchObject({ mode: "live", clientId: "id", clientSecret: "secret" });
  });

  it("never fakes in production: without credentials it stays live (and its calls fail)", () => {
    const config = integrationsConfig({ FIREBASE_PROJECT_ID: "label-prod" });
    expect(config.spotify).toMatchObject({ mode: "live", clientId: "", clientSecret: "" });
  });

  it("defaults every base URL to the real service and song.link to 10 requests a minute", () => {
    const config = integrationsConfig({ FIREBASE_PROJECT_ID: "label-prod" });
    expect([config.spotify.accountsUrl, config.spotify.apiUrl, config.songlink.apiUrl, config.deezer.apiUrl, config.itunes.apiUrl]).toEqual(
      [
        "https://accounts.spotify.com",
        "https://api.spotify.com/v1",
        "https://api.song.link",
        "https://api.deezer.com",
        "https://itunes.apple.com",
      ],
    );
    expect(config.songlink.requestsPerMinute).toBe(10);
    expect(config.spotify.albumsPageSize).toBe(10);
  });
});
