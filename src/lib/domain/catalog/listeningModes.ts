/**
 * A release's and a track's listening fields (docs/listening.md#listening-rules):
 * part of the catalogue's records, which the listening room's rules read.
 */

/** A release's listening rule: whole tracks, or each track's preview window. */
export const LISTENING_MODES = ["full", "preview"] as const;
export type ListeningMode = (typeof LISTENING_MODES)[number];

/** Not in spec: the preview a release in preview mode plays when the track sets none. */
export const DEFAULT_PREVIEW = { lengthSeconds: 30, startFraction: 0.3 } as const;

/** Not in spec: the shortest and longest preview staff may set, in seconds. */
export const PREVIEW_LENGTH_LIMITS = { min: 5, max: 300 } as const;

/** A new track's listening fields: not a focus track, the default preview window. */
export const TRACK_LISTENING_DEFAULTS = { focus: false, preview_start_seconds: null, preview_length_seconds: null } as const;
