/** Not in spec: the demo pipeline's own errors (the spec shows no server responses). */
export const DEMO_UPLOAD_ERRORS = {
  /** The per-client upload limit was reached (HTTP 429). */
  rateLimited: "Too many submissions. Please try again later.",
  /** The per-address daily limit was reached (HTTP 429; DEMO_ADDRESS_RATE_LIMIT). */
  addressRateLimited: "Too many submissions from this email address today. Please try again tomorrow.",
  /** The demo was deleted meanwhile (admin actions). */
  notFound: "Demo not found",
  /** Play/download of a demo whose audio the retention job deleted (HTTP 410 / failed-precondition). */
  audioRemoved: "This demo's audio was removed after its retention period",
} as const;
