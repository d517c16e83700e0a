import { totalmem } from "node:os";
import { resolve } from "node:path";

/** Ports and folders of one local stack; every value can be overridden by env. */
export interface StackConfig {
  projectId: string;
  root: string;
  dataDir: string;
  /** Where the site is built (dist/ by default; tests build elsewhere). */
  siteDir: string;
  ports: { web: number; firestore: number; auth: number; functions: number; hub: number; logging: number };
  /** Start from empty data (tests). */
  fresh: boolean;
  /** Build and serve the site (tests of functions alone skip it). */
  site: boolean;
  /** Seed demo content into an empty database (integration tests start empty). */
  seed: boolean;
  /** Run the scheduled jobs on their schedules (STACK_JOBS=0 turns them off). */
  jobs: boolean;
  /** The most Functions emulator workers alive at once (STACK_FUNCTION_WORKERS; docs/local-stack.md). */
  functionWorkers: number;
  /**
   * Functions whose workers start before the site is served (STACK_WARM_FUNCTIONS, comma-separated):
   * the end-to-end stacks name those most of their specs call, so no spec waits on their cold start.
   */
  warmFunctions: string[];
}

/** What one Functions emulator worker holds (measured 163–183 MB: docs/benchmarks.md). */
const WORKER_BYTES = 192 * 1024 * 1024;

/** Workers that fit in a quarter of the machine's memory, between 4 and 32 (31 on 24 GB, 10 on 8 GB). */
export function defaultFunctionWorkers(memoryBytes = totalmem()): number {
  return Math.min(32, Math.max(4, Math.floor(memoryBytes / 4 / WORKER_BYTES)));
}

function positiveInteger(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

export function stackConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<StackConfig> = {}): StackConfig {
  const root = resolve(import.meta.dirname, "../..");
  return {
    projectId: "demo-label",
    root,
    dataDir: resolve(root, env.STACK_DATA_DIR || ".data"),
    siteDir: resolve(root, env.SITE_OUT_DIR || "dist"),
    ports: {
      web: positiveInteger(env.PORT, 4321),
      firestore: positiveInteger(env.FIRESTORE_PORT, 8080),
      auth: positiveInteger(env.AUTH_PORT, 9099),
      functions: positiveInteger(env.FUNCTIONS_PORT, 5001),
      hub: positiveInteger(env.HUB_PORT, 4400),
      logging: positiveInteger(env.LOGGING_PORT, 4500),
    },
    fresh: env.STACK_FRESH === "1",
    site: env.STACK_SITE !== "0",
    seed: env.STACK_SEED !== "0",
    jobs: env.STACK_JOBS !== "0",
    functionWorkers: positiveInteger(env.STACK_FUNCTION_WORKERS, defaultFunctionWorkers()),
    warmFunctions: (env.STACK_WARM_FUNCTIONS ?? "")
      .split(",")
      .map((name) => name.trim())
      .filter(Boolean),
    ...overrides,
  };
}

/** Environment every process of the stack (functions, build, seed) shares. */
export function stackEnv(config: StackConfig, extra: Record<string, string> = {}): Record<string, string> {
  const { ports } = config;
  return {
    FIREBASE_PROJECT_ID: config.projectId,
    // Offline: no probing for a Google Cloud metadata server.
    METADATA_SERVER_DETECTION: "none",
    // Seconds the Functions emulator waits for the functions to load, at start and for each
    // new worker (one per function in use: functionWorkerPool.cjs). Its defaults (10 s / 30 s) fail on a busy machine.
    FUNCTIONS_DISCOVERY_TIMEOUT: "120",
    GCLOUD_PROJECT: config.projectId,
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
    FILE_STORE_DIR: resolve(config.dataDir, "files"),
    MEDIA_STORE_DIR: resolve(config.dataDir, "media"),
    AUDIO_STORE_DIR: resolve(config.dataDir, "audio"),
    SITE_URL: `http://localhost:${ports.web}`,
    PUBLIC_FIREBASE_PROJECT_ID: config.projectId,
    PUBLIC_FIREBASE_API_KEY: "demo-api-key",
    PUBLIC_FIREBASE_AUTH_DOMAIN: `${config.projectId}.firebaseapp.com`,
    PUBLIC_AUTH_EMULATOR_URL: `http://127.0.0.1:${ports.auth}`,
    // The browser calls functions through the local server, one origin as with Hosting: its proxy
    // sets the client address the rate limits count (scripts/stack/staticServer.ts). Demo uploads,
    // image uploads, pre-saves and listen clicks take the /api/* rewrites, and /media/ paths the
    // build has not copied the /media/** rewrite to mediaFile, as in production.
    PUBLIC_FUNCTIONS_EMULATOR_HOST: `localhost:${ports.web}`,
    // Staff play and download demos through the local route instead of signed URLs.
    DEMO_AUDIO_URL: `http://127.0.0.1:${ports.functions}/${config.projectId}/us-central1/demoAudio`,
    // Track masters go up through the local stand-in of Cloud Storage's resumable uploads.
    AUDIO_UPLOAD_URL: `http://127.0.0.1:${ports.functions}/${config.projectId}/us-central1/audioUpload`,
    // Unsubscribe and confirmation links of fan emails (production: the /api/email-preferences rewrite).
    EMAIL_PREFERENCES_URL: `http://127.0.0.1:${ports.functions}/${config.projectId}/us-central1/emailPreferences`,
    ...extra,
  };
}
