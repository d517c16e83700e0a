import { request as httpRequest, type Server } from "node:http";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Release } from "../../../src/lib/domain/catalog";
import { trackAudioSchema } from "../../../src/lib/domain/listening/trackAudio";
import { readHostingConfig } from "../../../scripts/stack/hostingConfig";
import { localStackSecret } from "../../../scripts/stack/localSecrets";
import { startStaticServer } from "../../../scripts/stack/staticServer";
import { makeRelease, makeTrack } from "../../factories";
import { fromClient, functionUrl, repositories, resetDatabase } from "../support";

/**
 * The embed addresses of before one page per release served every embed
 * (docs/listening.md#embeds): a track's (`/embed/track/{id}`, `/compact`)
 * answered by the embedTrackRedirect function with a 301 to its release's
 * embed page and the track's fragment; a release's compact one by
 * firebase.json's redirect, which the local server honours as Hosting does.
 */
const repos = repositories();
const root = resolve(import.meta.dirname, "../../..");
const PROXY_PORT = Number(process.env.FUNCTIONS_PORT) + 8;
const UNKNOWN_TRACK = "b0000000-0000-4000-8000-00000000dead";
let server: Server;
let release: Release;
const playable = makeTrack({ title: "Plays" });
const silent = makeTrack({ title: "No Audio Yet" });
let ipCounter = 0;

/** A request that does not follow redirects: the function's URL, or a path through the local server. */
function get(url: string, method = "GET"): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((done, fail) => {
    const target = new URL(url);
    const headers = target.port === String(PROXY_PORT) ? {} : fromClient(`203.0.113.${++ipCounter % 250}`);
    const req = httpRequest({ host: target.hostname, port: target.port, path: target.pathname + target.search, method, headers }, (res) => {
      res.resume();
      res.on("end", () => done({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on("error", fail);
    req.end();
  });
}
const redirectFn = (path: string) => `${functionUrl("embedTrackRedirect")}${path}`;
const viaHosting = (path: string) => `http://127.0.0.1:${PROXY_PORT}${path}`;

beforeAll(async () => {
  server = await startStaticServer(await mkdtemp(join(tmpdir(), "site-")), PROXY_PORT, {
    hosting: readHostingConfig(root),
    functions: {
      port: Number(process.env.FUNCTIONS_PORT),
      projectId: process.env.FIREBASE_PROJECT_ID!,
      region: "us-central1",
      secret: localStackSecret(resolve(root, process.env.STACK_DATA_DIR!)),
    },
  });
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

beforeEach(async () => {
  await resetDatabase();
  release = makeRelease({ tracks: [playable, silent] });
  await repos.releases.set(release);
  await repos.trackAudio.set(
    trackAudioSchema.parse({
      track_id: playable.id,
      release_id: release.id,
      status: "ready",
      duration_seconds: 200,
      updated_at: new Date(),
    }),
  );
});

describe("a track's embed address of before", () => {
  it("answers 301 to its release's embed page with the track's fragment, framable by any site, in both sizes", async () => {
    for (const path of [`/embed/track/${playable.id}`, `/embed/track/${playable.id}/compact`]) {
      const answer = await get(redirectFn(path));
      expect(answer.status, path).toBe(301);
      expect(answer.headers.location, path).toBe(`/embed/release/${release.id}#track-${playable.id}`);
      expect(answer.headers["content-security-policy"], path).toMatch(/(^|;\s*)frame-ancestors \*($|;)/);
      expect(answer.headers["x-content-type-options"], path).toBe("nosniff");
    }
  });

  it("through Hosting's rewrite too, where no file is", async () => {
    const answer = await get(viaHosting(`/embed/track/${playable.id}`));
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(`/embed/release/${release.id}#track-${playable.id}`);
    expect(answer.headers["content-security-policy"]).toMatch(/(^|;\s*)frame-ancestors \*($|;)/);
  });

  it("answers 404 for a track it cannot name an embed of: unknown, without audio, of an unpublished release, a malformed id", async () => {
    const draft = makeRelease({ is_published: false, tracks: [makeTrack()] });
    await repos.releases.set(draft);
    await repos.trackAudio.set(
      trackAudioSchema.parse({
        track_id: draft.tracks[0]!.id,
        release_id: draft.id,
        status: "ready",
        duration_seconds: 200,
        updated_at: new Date(),
      }),
    );
    for (const path of [
      `/embed/track/${UNKNOWN_TRACK}`,
      `/embed/track/${silent.id}`,
      `/embed/track/${draft.tracks[0]!.id}`,
      "/embed/track/not-a-track",
      `/embed/track/${playable.id}/large`,
    ]) {
      const answer = await get(redirectFn(path));
      expect(answer.status, path).toBe(404);
      expect(answer.headers.location, path).toBeUndefined();
    }
  });

  it("answers 405 to other methods", async () => {
    for (const method of ["POST", "PUT", "DELETE"]) {
      const answer = await get(redirectFn(`/embed/track/${playable.id}`), method);
      expect(answer.status, method).toBe(405);
      expect(answer.headers.allow, method).toBe("GET, HEAD");
    }
  });
});

describe("a release's compact embed address of before", () => {
  it("is redirected by firebase.json (301, the local server honouring it as Hosting does) to the release's embed page, framable by any site", async () => {
    const answer = await get(viaHosting(`/embed/release/${release.id}/compact`));
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(`/embed/release/${release.id}`);
    expect(answer.headers["content-security-policy"]).toMatch(/(^|;\s*)frame-ancestors \*($|;)/);
  });
});
