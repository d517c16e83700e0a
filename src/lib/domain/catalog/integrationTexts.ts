/** Not in spec: the streaming-service and pre-save calls' own texts (the spec shows no server responses). */
export const INTEGRATION_ERRORS = {
  /** The per-client pre-save limit was reached (PRE_SAVE_RATE_LIMIT). */
  preSaveRateLimited: "Too many pre-saves. Please try again in a minute.",
} as const;

/** Not in spec: appended to 'DSP links generated!' when some sources did not answer. */
export const dspLinksPartial = (missing: readonly string[]) =>
  `No answer from ${missing.join(", ")}; links from the other sources were saved.`;
