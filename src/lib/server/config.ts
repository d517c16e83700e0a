import { z } from "zod";

/**
 * Server-side configuration, read once from the environment. Every variable is
 * listed in .env.example. Defaults describe local mode (the emulators), so a
 * fresh clone runs without any setup.
 */
const serverConfigSchema = z.object({
  /** Firebase project id; `demo-label` is the offline emulator project. */
  projectId: z.string().min(1),
  /** Cloud Storage bucket holding demo audio. */
  storageBucket: z.string().min(1),
  /** Local mode keeps demo audio in this directory instead of Cloud Storage. */
  fileStoreDir: z.string().min(1).nullable(),
  /** Local mode keeps uploaded images (originals and variants) in this directory instead of Cloud Storage. */
  mediaStoreDir: z.string().min(1).nullable(),
  /** Public origin of the site, for canonical URLs and redirects. */
  siteUrl: z.string().url(),
  /** Salt of the hashed client keys used by rate limits (no raw IP is stored). */
  rateLimitSalt: z.string().min(1),
  /**
   * Local mode only: URL of the `demoAudio` function that streams demo audio
   * to staff. Unset in production, where staff get signed Cloud Storage URLs.
   */
  demoAudioUrl: z.string().url().nullable(),
  /**
   * Key of the fans' address hashes and of the signed links in their emails
   * (src/lib/server/reminderKeys.ts). Set it in production and never change
   * it: a new key orphans the suppression list and breaks old links.
   */
  reminderSecret: z.string().min(1),
  /**
   * The page behind unsubscribe and confirmation links (the `emailPreferences`
   * function): the Hosting rewrite /api/email-preferences in production, the
   * function itself locally.
   */
  emailPreferencesUrl: z.string().url(),
  /**
   * Local mode only: the stack's secret (scripts/stack/localSecrets.ts). Signs
   * the demoAudio links and vouches for the client address the local proxy
   * forwards. Unset in production.
   */
  localStackSecret: z.string().min(1).nullable(),
});

export type ServerConfig = z.output<typeof serverConfigSchema>;

/** Cloud Functions set FIREBASE_CONFIG (JSON) with the project's default bucket. */
function firebaseConfigBucket(env: NodeJS.ProcessEnv): string | undefined {
  try {
    return (JSON.parse(env.FIREBASE_CONFIG ?? "{}") as { storageBucket?: string }).storageBucket;
  } catch {
    return undefined;
  }
}

let cached: ServerConfig | undefined;

export function serverConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  if (cached && env === process.env) return cached;
  const projectId = env.FIREBASE_PROJECT_ID || env.GCLOUD_PROJECT || "demo-label";
  const parsed = serverConfigSchema.parse({
    projectId,
    storageBucket: env.FIREBASE_STORAGE_BUCKET || firebaseConfigBucket(env) || `${projectId}.firebasestorage.app`,
    fileStoreDir: env.FILE_STORE_DIR || null,
    mediaStoreDir: env.MEDIA_STORE_DIR || null,
    siteUrl: env.SITE_URL || "http://localhost:4321",
    rateLimitSalt: env.RATE_LIMIT_SALT || projectId,
    demoAudioUrl: env.DEMO_AUDIO_URL || null,
    reminderSecret: env.REMINDER_SECRET || env.RATE_LIMIT_SALT || projectId,
    emailPreferencesUrl: env.EMAIL_PREFERENCES_URL || `${(env.SITE_URL || "http://localhost:4321").replace(/\/+$/, "")}/api/email-preferences`,
    localStackSecret: env.LOCAL_STACK_SECRET || null,
  });
  if (env === process.env) cached = parsed;
  return parsed;
}

/** True when every Firebase service in use is an emulator (never production). */
export function isEmulatorOnly(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(env.FIRESTORE_EMULATOR_HOST && env.FIREBASE_AUTH_EMULATOR_HOST) && serverConfig(env).projectId.startsWith("demo-");
}
