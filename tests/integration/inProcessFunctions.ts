import { existsSync, readFileSync } from "node:fs";
import { once } from "node:events";
import { createRequire } from "node:module";
import type { IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { join, resolve } from "node:path";
import type { Request, Response } from "express";

/**
 * The deployed functions loaded once in the test process and served as the
 * Functions emulator's worker serves each of them, for the tests whose
 * subject is what a function does rather than the emulator's HTTP layer: a
 * call costs a loopback request, not a worker's cold start (a new Node
 * process loading the whole bundle, 1.5 s quiet and 5–10 s under load, for
 * each function, again whenever the stack's worker pool evicted it).
 *
 * What a call goes through is the emulator worker's: the same express and
 * body parser (the emulator's own copy, from firebase-tools), the exported
 * function whole (our screen of the body, CORS, the callable protocol's
 * checks, the caller's ID token decoded as the emulator does with
 * skipTokenVerification, custom claims included, the result encoded, an
 * HttpsError as its JSON), and the environment the emulator gives its
 * workers (functionsRuntimeEnv below). What stays with the emulator: its
 * proxy in front of the workers (header limits, a body over 32 MB,
 * `NODE_ENV=production` error pages), which the HTTP sweeps and every
 * function's one pass through it cover (callableInputSweep*.test.ts,
 * declaredAccess.test.ts).
 */

const ROOT = resolve(import.meta.dirname, "../..");

/**
 * What the Functions emulator adds to its own environment for a worker
 * (firebase-tools' functionsEmulator getRuntimeEnvs, the values it sets for
 * this project), and the secrets it reads from functions/.secret.local.
 * Set, where unset, before each test file's imports (functionsEnvSetup.ts):
 * firebase-functions reads FIREBASE_DEBUG_MODE when it is first imported.
 */
export function functionsRuntimeEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  const projectId = env.FIREBASE_PROJECT_ID ?? "demo-label";
  return {
    GCLOUD_PROJECT: projectId,
    GOOGLE_CLOUD_QUOTA_PROJECT: projectId,
    K_REVISION: "1",
    FUNCTIONS_EMULATOR: "true",
    TZ: "UTC",
    FIREBASE_DEBUG_MODE: "true",
    FIREBASE_DEBUG_FEATURES: JSON.stringify({ skipTokenVerification: true, enableCors: true }),
    FIREBASE_CONFIG: JSON.stringify({
      storageBucket: `${projectId}.appspot.com`,
      databaseURL: `https://${projectId}.firebaseio.com`,
      projectId,
    }),
    ...localSecrets(),
  };
}

/** functions/.secret.local as the emulator parses it (KEY=value lines); the stack writes it before the functions start. */
function localSecrets(): Record<string, string> {
  const file = join(ROOT, "functions", ".secret.local");
  if (!existsSync(file)) return {};
  const lines = readFileSync(file, "utf8").split("\n");
  return Object.fromEntries(
    lines.map((line) => line.match(/^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/)).flatMap((m) => (m ? [[m[1]!, m[2]!]] : [])),
  );
}

/**
 * Whether a line the test process logged is an entry of the functions'
 * structured logger (firebase-functions writes JSON with a severity and a
 * message): the emulator keeps its workers' entries in its log, and the
 * integration config sends these to the stack's log folder the same way
 * (functions-in-process.log), out of the test report.
 */
export function isFunctionLogEntry(line: string): boolean {
  const text = line.trim();
  if (!text.startsWith("{")) return false;
  try {
    const entry: unknown = JSON.parse(text);
    return typeof entry === "object" && entry !== null && "severity" in entry && "message" in entry;
  } catch {
    return false;
  }
}

type ExportedFunction = ((request: Request, response: Response) => unknown) & { __endpoint: Record<string, unknown> };

let served: Promise<string> | undefined;

/** The base URL of the functions served in this process (started on first use, on a free loopback port). */
export function inProcessFunctionsUrl(): Promise<string> {
  served ??= serve();
  return served;
}

async function serve(): Promise<string> {
  const functions = (await import("../../functions/src/index")) as unknown as Record<string, ExportedFunction>;
  // The emulator's worker runtime (firebase-tools' functionsEmulatorRuntime) serves a function with these.
  const fromEmulator = createRequire(createRequire(import.meta.url).resolve("firebase-tools/package.json"));
  const express = fromEmulator("express") as typeof import("express");
  const bodyParser = fromEmulator("body-parser") as typeof import("body-parser");
  const keepRawBody = (request: IncomingMessage, _response: unknown, buffer: Buffer) => {
    (request as IncomingMessage & { rawBody?: Buffer }).rawBody = buffer;
  };
  const app = express();
  app.enable("trust proxy");
  app.use(bodyParser.json({ limit: "32mb", verify: keepRawBody }));
  app.post("/:name", async (request, response) => {
    const fn = functions[request.params.name!];
    // Only callables run here: an HTTP function's subject is its HTTP handling, so its tests call the emulator.
    if (!fn || !("callableTrigger" in fn.__endpoint)) {
      response
        .status(404)
        .send({ error: { status: "NOT_FOUND", message: `${request.params.name} is not a callable: call it through the emulator` } });
      return;
    }
    try {
      await fn(request, response);
    } catch (error) {
      // As the emulator's runtime answers a function that throws outside the protocol's own handling.
      response.status(500).send(error instanceof Error ? error.message : String(error));
    }
  });
  const server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  // The test process ends when its tests do, whatever connection is still open.
  server.unref();
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
