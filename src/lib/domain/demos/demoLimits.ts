/**
 * The demo desk's limits and fixed lists (docs/demos.md,
 * docs/product.md#limits-and-constants): one place for the public form, the
 * desk and the functions. The field lengths stay with every other field's in
 * shared/constants.ts `LIMITS`.
 */

export const DEMO_STATUSES = ["pending", "reviewed", "accepted", "rejected"] as const;
export type DemoStatus = (typeof DEMO_STATUSES)[number];

/** Not in spec: a demo's review priority (docs/demos.md). */
export const DEMO_PRIORITIES = ["low", "normal", "high"] as const;
/** The statuses that answer the artist with a reply email. */
export const DEMO_DECISIONS = ["accepted", "rejected"] as const;

/** Demo upload limit: 10 MB, inclusive. */
export const DEMO_MAX_BYTES = 10 * 1024 * 1024;
export const DEMO_ALLOWED_MIME_TYPES = ["audio/mpeg", "audio/wav", "audio/m4a", "audio/x-m4a", "audio/flac"] as const;
export const DEMO_ALLOWED_EXTENSIONS = ["mp3", "wav", "m4a", "flac"] as const;
/** The multipart part of the demo upload that holds the audio (demos/uploadContract.ts). */
export const DEMO_UPLOAD_FILE_FIELD = "audio";

/**
 * Not in spec: demo uploads per client (hashed IP) and fixed window. Generous
 * enough for a band sending a handful of tracks, or a venue's shared network;
 * a bot gets 30 tries per 10 minutes, each at most 10 MB.
 */
export const DEMO_UPLOAD_RATE_LIMIT = { bucket: "submit-demo", limit: 30, windowMs: 10 * 60 * 1000 } as const;
/**
 * Not in spec: demos per email address (hashed) and day, on top of the
 * per-client limit: one address cannot flood the desk from many networks.
 */
export const DEMO_ADDRESS_RATE_LIMIT = { bucket: "submit-demo-address", limit: 5, windowMs: 24 * 60 * 60 * 1000 } as const;
/** Not in spec: a second demo with the same file, or the same email and title, within this many days is a duplicate. */
export const DEMO_DUPLICATE_WINDOW_DAYS = 90;
/** Not in spec: seconds a reviewer must play a demo for it to count as listened. */
export const DEMO_LISTENED_SECONDS = 20;
/** Not in spec: how long a staff member's play/download link to a demo stays valid. */
export const DEMO_AUDIO_LINK_TTL_MS = 15 * 60 * 1000;

/**
 * Not in spec: days the audio of a rejected demo is kept after it was
 * rejected; then the `demo-audio-retention` job deletes it and the record
 * says so. The public form and the job both read this one value.
 */
export const DEMO_AUDIO_RETENTION_DAYS = 180;
