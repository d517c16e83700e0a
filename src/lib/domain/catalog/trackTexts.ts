/**
 * The texts of a release's tracklist (docs/listening.md#tracks): the release
 * form's messages and labels and the release page's. None is in the
 * specification; all are listed in docs/product.md.
 */

export const TRACK_MESSAGES = {
  durationFormat: "Duration must be minutes and seconds, like 3:45",
  durationTooLong: "Duration must be at most 23:59:59",
  isrcFormat: "ISRC must be 12 letters and digits, like USRC17607839 (CC-XXX-YY-NNNNN)",
  /** Two tracks with one id: only a hand-made request can send it. */
  listedTwice: "A track is listed twice",
  tracklistTooLarge: "The tracklist is too long: shorten its titles, artists or credits",
  previewStartFormat: "Preview start must be minutes and seconds, like 1:05",
  previewLength: "Preview length must be between 5 and 300 seconds",
} as const;

export const tooManyTracks = (max: number) => `At most ${max} tracks`;
export const tooManyTrackArtists = (max: number) => `At most ${max} artists per track`;
// A message about one track: shared, since the one place that picks a form's message (shared/errorMap.ts) words it.
export { trackMessage } from "../shared/validationTexts";

/** The release form's TRACKLIST section. */
export const TRACKLIST_FORM_TEXTS = {
  legend: "TRACKLIST",
  hint: "In play order. Alt+↑/↓ on a track moves it.",
  empty: "No tracks yet.",
  addTrack: "ADD TRACK",
  title: "TITLE",
  duration: "DURATION",
  durationHint: "m:ss",
  isrc: "ISRC",
  explicit: "EXPLICIT",
  artists: "TRACK ARTISTS (one per line)",
  artistsHint: "Leave empty for the release's artists",
  credits: "TRACK CREDITS (one name per line)",
  more: "ARTISTS AND CREDITS",
} as const;

/** How a track is named in the form's buttons and announcements: its title, else its number. */
export const trackLabel = (number: number, title: string | null | undefined) => title?.trim() || `track ${number}`;
export const moveTrackUp = (label: string) => `Move ${label} up`;
export const moveTrackDown = (label: string) => `Move ${label} down`;
export const removeTrack = (label: string) => `Remove ${label}`;
export const trackMoved = (label: string, position: number, count: number) => `${label} moved to position ${position} of ${count}`;
export const trackRemoved = (label: string) => `${label} removed`;
/** The fieldset of one track in the form. */
export const trackLegend = (number: number) => `Track ${number}`;

/** The release page's tracklist. */
export const TRACKLIST_PAGE_TEXTS = {
  heading: "TRACKLIST",
  number: "#",
  numberSpoken: "Track number",
  title: "TITLE",
  duration: "TIME",
  explicitBadge: "E",
  explicit: "Explicit",
  total: "Total",
} as const;
