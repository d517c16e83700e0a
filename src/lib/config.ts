import { z } from "zod";
import { NEWSLETTER_SEND } from "./domain/fans/newsletterRules";

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
  /** Local mode keeps track audio (masters and renditions) in this directory instead of Cloud Storage. */
  audioStoreDir: z.string().min(1).nullable(),
  /**
   * Local mode only: URL of the `audioUpload` function, the local stand-in
   * of Cloud Storage's resumable uploads. Unset in production.
   */
  audioUploadUrl: z.string().url().nullable(),
  /** Public origin of the site, for canonical URLs and redirects. */
  siteUrl: z.string().url(),
  /**
   * Salt of the hashed client keys used by rate limits (no raw IP is stored).
   * Null outside local mode when RATE_LIMIT_SALT is unset: read it through
   * requiredSecret, which refuses then.
   */
  rateLimitSalt: z.string().min(1).nullable(),
  /**
   * Local mode only: URL of the `demoAudio` function that streams demo audio
   * to staff. Unset in production, where staff get signed Cloud Storage URLs.
   */
  demoAudioUrl: z.string().url().nullable(),
  /**
   * Key of the fans' address hashes and of the signed links in their emails
   * (src/lib/server/campaigns/reminderKeys.ts). Set it in production and never change
   * it: a new key orphans the suppression list and breaks old links. Null
   * outside local mode when unset: read it through requiredSecret.
   */
  reminderSecret: z.string().min(1).nullable(),
  /**
   * The page behind unsubscribe and confirmation links (the `emailPreferences`
   * function): the Hosting rewrite /api/email-preferences in production, the
   * function itself locally.
   */
  emailPreferencesUrl: z.string().url(),
  /** Newsletter mails the send job queues per minute (docs/fans.md#sending): what the mail provider takes. */
  newsletterMailsPerMinute: z.coerce.number().int().min(1),
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
  const projectId = projectIdOf(env);
  // Only local mode may key with a default, and one anybody can know (the demo project's id):
  // anywhere else a public value would let anyone sign links or reverse the address hashes.
  const localDefault = isEmulatorOnly(env) ? projectId : null;
  const parsed = serverConfigSchema.parse({
    projectId,
    storageBucket: env.FIREBASE_STORAGE_BUCKET || firebaseConfigBucket(env) || `${projectId}.firebasestorage.app`,
    fileStoreDir: env.FILE_STORE_DIR || null,
    mediaStoreDir: env.MEDIA_STORE_DIR || null,
    audioStoreDir: env.AUDIO_STORE_DIR || null,
    audioUploadUrl: env.AUDIO_UPLOAD_URL || null,
    siteUrl: env.SITE_URL || "http://localhost:4321",
    rateLimitSalt: env.RATE_LIMIT_SALT || localDefault,
    demoAudioUrl: env.DEMO_AUDIO_URL || null,
    reminderSecret: env.REMINDER_SECRET || env.RATE_LIMIT_SALT || localDefault,
    emailPreferencesUrl:
      env.EMAIL_PREFERENCES_URL || `${(env.SITE_URL || "http://localhost:4321").replace(/\/+$/, "")}/api/email-preferences`,
    newsletterMailsPerMinute: env.NEWSLETTER_MAILS_PER_MINUTE || NEWSLETTER_SEND.mailsPerMinute,
    localStackSecret: env.LOCAL_STACK_SECRET || null,
  });
  if (env === process.env) cached = parsed;
  return parsed;
}

function projectIdOf(env: NodeJS.ProcessEnv): string {
  return env.FIREBASE_PROJECT_ID || env.GCLOUD_PROJECT || "demo-label";
}

/** True when every Firebase service in use is an emulator (never production). */
export function isEmulatorOnly(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(env.FIRESTORE_EMULATOR_HOST && env.FIREBASE_AUTH_EMULATOR_HOST) && projectIdOf(env).startsWith("demo-");
}

/** The keys that have no default outside local mode, by the variable that sets each. */
const SECRET_VARIABLES = { reminderSecret: "REMINDER_SECRET", rateLimitSalt: "RATE_LIMIT_SALT" } as const;

/** A key the deployment forgot: whatever needed it is refused (logged as the cause, a 5xx to the caller). */
export class MissingSecretError extends Error {
  constructor(readonly variable: string) {
    super(
      `${variable} is not set: outside local mode nothing is signed, verified or keyed without it (docs/decisions.md, "Keys with no public default")`,
    );
    this.name = "MissingSecretError";
  }
}

/**
 * The key `name`, or MissingSecretError when it is unset outside local mode.
 * Every signature, link check and keyed hash reads its key through here, so a
 * deployment that forgets one refuses to sign instead of falling back.
 */
export function requiredSecret<N extends keyof typeof SECRET_VARIABLES>(config: Pick<ServerConfig, N>, name: N): string {
  const value = config[name];
  if (!value) throw new MissingSecretError(SECRET_VARIABLES[name]);
  return value;
}
