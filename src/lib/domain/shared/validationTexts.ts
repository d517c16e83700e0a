/**
 * Validation messages (docs/product.md#validation-messages), verbatim. Texts of our own
 * are marked "not in spec".
 */
import type { ToastText } from "./toast";

/** A message about one track, so the one message shown says which (the form shows only the first). */
export const trackMessage = (number: number, message: string) => `Track ${number}: ${message}`;

export const INVALID_EMAIL = "Invalid email address";
export const PASSWORD_TOO_SHORT = "Password must be at least 6 characters";
export const NAME_REQUIRED = "Name is required";
export const TITLE_REQUIRED = "Title is required";
export const SLUG_REQUIRED = "Slug is required";
export const SLUG_FORMAT = "Slug must be lowercase letters, numbers, and hyphens only";
export const INVALID_URL = "Invalid URL";
export const SELECT_AN_ARTIST = "Please select an artist";
export const MUST_BE_LOGGED_IN = "You must be logged in";
export const INVITE_EMAIL_INVALID = "Please enter a valid email address";
export const SELECT_A_ROLE = "Please select a role";
export const ROLE_NAME_REQUIRED = "Role name is required";

/** Not in spec: the spec gives limits but no wording for them. */
export const tooLong = (max: number) => `Must be at most ${max} characters`;
/** Not in spec: the bounds of a release's lists (LIMITS.release), of one import call, of one schedule and of a demo's tags. */
export const tooManyCreditNames = (max: number) => `At most ${max} names per credit`;
export const tooManyAdditionalArtists = (max: number) => `At most ${max} additional artists`;
export const tooManyImportedReleases = (max: number) => `At most ${max} releases per import`;
export const tooManyScheduledItems = (max: number) => `At most ${max} items per schedule`;
export const tooManyTags = (max: number) => `At most ${max} tags`;
/** Not in spec: one message for both "repeated" and "is the primary artist". */
export const ARTIST_CREDITED_TWICE = "An artist can only be credited once";
/** Not in spec: the spec only says content is required. */
export const CONTENT_REQUIRED = "Content is required";
/** Not in spec: demo form required fields. */
export const ARTIST_NAME_REQUIRED = "Artist name is required";
export const EMAIL_REQUIRED = "Email is required";
export const TRACK_TITLE_REQUIRED = "Track title is required";
/** Not in spec: internal ids and dates that a person never types. */
export const ID_REQUIRED = "Missing id";
/** Not in spec: an id that cannot be one of ours (a path, a huge string): refused before anything is read. */
export const INVALID_ID = "Invalid id";
export const INVALID_DATE = "Invalid date";
/**
 * Not in spec: what every request is checked for before its own schema
 * (shared/requestInput.ts): text that cannot be stored (an unpaired
 * UTF-16 surrogate), nesting no form produces, a value the callable
 * protocol cannot decode.
 */
export const REQUEST_INPUT_ERRORS = {
  invalidCharacter: "Text contains an invalid character",
  tooDeep: "The request is nested too deeply",
  unreadable: "The request holds a value that cannot be read",
} as const;
export const ARTIST_SCOPE_NOT_ALLOWED = "Artist-specific permissions are only available for artists and releases";

/** Not in spec: errors of the content functions (slugs are unique; a record may be gone). */
export const CONTENT_ERRORS = {
  artistSlugTaken: "An artist with this slug already exists",
  releaseSlugTaken: "A release with this slug already exists for this artist",
  pressSlugTaken: "A press post with this slug already exists",
  artistNotFound: "Artist not found",
  releaseNotFound: "Release not found",
  pressPostNotFound: "Press post not found",
} as const;

/** Demo file checks, shown as a title + description toast. */
export const DEMO_FILE_ERRORS = {
  missing: { title: "No file selected", description: "Please select an audio file to upload" },
  invalidType: { title: "Invalid file type", description: "Please upload MP3, WAV, M4A, or FLAC files only" },
  tooLarge: { title: "File too large", description: "Maximum file size is 10MB" },
} as const satisfies Record<string, ToastText>;

export const DELETE_CONFIRMATIONS = {
  artist: "Are you sure you want to delete this artist?",
  release: "Are you sure you want to delete this release?",
  pressPost: "Are you sure you want to delete this press post?",
  demo: "Are you sure you want to delete this demo?",
  role: "Are you sure you want to delete this role?",
} as const;
