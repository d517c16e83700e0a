import { mkdtemp, writeFile } from "node:fs/promises";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REQUEST_INPUT_ERRORS } from "../../src/lib/domain/shared";
import { callables, type CallableName } from "../../src/lib/domain/callables";
import { readHostingConfig } from "../../scripts/stack/hostingConfig";
import { localStackSecret } from "../../scripts/stack/localSecrets";
import { startStaticServer } from "../../scripts/stack/staticServer";
import { accessState } from "./accessFixtures";
import { functionUrl, repositories } from "./support";
import { expectClientError, HTTP_FUNCTION_PROBES, sendProbe, sendRaw, STACK_OR_PATH, sweepCast, type Probe } from "./sweepSupport";

/**
 * What only the HTTP layer sees, sent to every function (each callable, each
 * HTTP function) in one pass: bodies shorter than their Content-Length and
 * headers past the server's limit. Neither reaches a function: the server in
 * front answers, promptly (a stalled body held a connection for minutes).
 * Then the reported cases one by one, and bodies and headers through the
 * local site server (its answer to paths that do not decode:
 * tests/unit/stack/staticServerBadRequests.test.ts). Deep JSON, typed values and forged tokens go to every callable in
 * callableInputSweep.test.ts and to every HTTP function in
 * callableInputSweepHttp.test.ts; unpaired surrogates and control characters
 * are swept in process (callableInputSweepInProcess.test.ts).
 */
const castOf = sweepCast();

/** Every function, each with a request it would otherwise read: a callable's JSON, an HTTP function's own form. */
const EVERY_FUNCTION: [string, Probe][] = [
  ...(Object.keys(callables) as CallableName[]).map((name): [string, Probe] => [
    name,
    { method: "POST", headers: { "content-type": "application/json" }, body: '{"data":{}}' },
  ]),
  ...Object.entries(HTTP_FUNCTION_PROBES).map(([name, probe]): [string, Probe] => [name, probe("x")]),
];

describe("the HTTP layer of every function", () => {
  it("a body shorter than its Content-Length is answered 408 and closed, not waited for", async () => {
    const answers = await Promise.all(
      EVERY_FUNCTION.map(
        async ([name, probe]) => [name, await sendProbe(name, { ...probe, method: "POST", body: '{"data":' }, 4096)] as const,
      ),
    );
    for (const [name, answer] of answers) {
      expect(answer.status, `${name}: ${answer.text.slice(0, 200)}`).toBe(408);
      expect(answer.text, name).not.toMatch(STACK_OR_PATH);
    }
  }, 60_000);

  it("headers past the server's limit are answered 431", async () => {
    for (const [name, probe] of EVERY_FUNCTION) {
      expect((await sendProbe(name, { ...probe, headers: { ...probe.headers, "x-padding": "a".repeat(17_000) } })).status, name).toBe(431);
    }
  }, 60_000);
});

describe("the 5xx an outside probe found", () => {
  it("an unpaired surrogate in a name or a streaming-service ID is refused as invalid; nothing is stored or looked up", async () => {
    const before = await accessState();
    const artists = (await repositories().artists.listAll()).length;
    const headers = { "content-type": "application/json", authorization: `Bearer ${castOf().superAdmin.idToken}` };
    for (const [name, data] of [
      ["createArtist", { name: "x\ud800", slug: "surrogate-artist" }],
      ["createRole", { name: "x\ud800", description: "A role" }],
      ["spotifyArtistProfile", { artistId: "4Z8W4fKeB5YxbusRsdQ\ud800" }],
      ["spotifyArtistReleases", { artistId: "4Z8W4fKeB5YxbusRsdQ\ud800" }],
      ["spotifyAlbumInfo", { albumId: "4Z8W4fKeB5YxbusRsdQ\ud800" }],
    ] as const) {
      // JSON.stringify writes the unpaired surrogate as the escape "\ud800", as a hostile client would.
      const answer = await sendRaw(functionUrl(name), { headers, body: JSON.stringify({ data }) });
      expect(answer.status, `${name}: ${answer.text}`).toBe(400);
      expect(JSON.parse(answer.text), name).toEqual({
        error: { status: "INVALID_ARGUMENT", message: REQUEST_INPUT_ERRORS.invalidCharacter },
      });
    }
    expect(await accessState()).toBe(before);
    expect((await repositories().artists.listAll()).length).toBe(artists);
  }, 120_000);

  it("mediaFile: 36 hyphens are no media id (404); a path that does not decode is a 400", async () => {
    const hyphens = await sendRaw(`${functionUrl("mediaFile")}/media/${"-".repeat(36)}/320x180.webp`, { method: "GET" });
    expectClientError(hyphens, "36 hyphens");
    expect(hyphens.status).toBe(404);
    const undecodable = await sendRaw(`${functionUrl("mediaFile")}/media/%E0%A4%A`, { method: "GET" });
    expectClientError(undecodable, "%E0%A4%A");
    expect(undecodable.status).toBe(400);
  });
});

describe("through the local site server", () => {
  let server: Server;
  let site: string;
  beforeAll(async () => {
    const root = await mkdtemp(join(tmpdir(), "site-"));
    await writeFile(join(root, "404.html"), "missing");
    const repo = resolve(import.meta.dirname, "../..");
    server = await startStaticServer(root, 0, {
      hosting: readHostingConfig(repo),
      functions: {
        port: Number(process.env.FUNCTIONS_PORT),
        projectId: process.env.FIREBASE_PROJECT_ID!,
        region: "us-central1",
        secret: localStackSecret(resolve(repo, process.env.STACK_DATA_DIR!)),
      },
      stalledBodyMs: 1_000,
    });
    site = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it("a short body to a callable or an /api/* rewrite is answered 408", async () => {
    const paths = [
      `/${process.env.FIREBASE_PROJECT_ID}/us-central1/listPermissions`,
      "/api/pre-save",
      "/api/submit-demo",
      "/api/missing-path",
    ];
    const answers = await Promise.all(
      paths.map((path) =>
        sendRaw(`${site}${path}`, { headers: { "content-type": "application/json" }, body: '{"data":', declaredLength: 4096 }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(paths.map(() => 408));
  }, 60_000);

  it("headers past the limit are answered 431 by the site server too", async () => {
    expect((await sendRaw(`${site}/api/pre-save`, { headers: { "x-padding": "a".repeat(17_000) }, body: "" })).status).toBe(431);
  });
});
