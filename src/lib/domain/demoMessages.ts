/** Not in spec: the demo pipeline's own errors (the spec shows no server responses). */
export const DEMO_UPLOAD_ERRORS = {
  /** The per-client upload limit was reached (HTTP 429). */
  rateLimited: "Too many submissions. Please try again later.",
  /** The demo was deleted meanwhile (admin actions). */
  notFound: "Demo not found",
} as const;
