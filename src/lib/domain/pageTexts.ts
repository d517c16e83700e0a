/** Page texts of spec sections 2 and 8: not-found, empty and loading states. */
import type { CreditRole } from "./constants";

export const NOT_FOUND = {
  page: "Oops! Page not found",
  artist: "ARTIST NOT FOUND",
  release: "RELEASE NOT FOUND",
  post: "POST NOT FOUND",
  preSave: "PRE-SAVE NOT AVAILABLE",
  preSaveDescription: "This release is not available for pre-save.",
} as const;

export const EMPTY_STATES = {
  homeArtists: "No artists published yet",
  homeReleases: "No releases published yet",
  homePress: "No press posts published yet",
  artistsList: "No artists found matching your criteria",
  releasesList: "No releases found matching your search",
  pressList: "NO POSTS YET",
  spotifyReleases: "NO SPOTIFY RELEASES FOUND",
  importDialog: "No releases found",
  demos: "No demos found",
  users: "No users found",
  noGenre: "No genre",
  noEmail: "No email",
  noRoles: "NO ROLES",
  unknownArtist: "Unknown",
  /** Not in spec: the /releases heading of releases without a date, after every month. */
  undatedReleases: "NO RELEASE DATE",
} as const;

export const LOADING_TEXTS = {
  generic: "LOADING...",
  spotifyReleases: "LOADING SPOTIFY RELEASES...",
  inviting: "INVITING...",
  uploading: "UPLOADING...",
  redirecting: "REDIRECTING...",
} as const;

export const showingArtists = (shown: number, total: number) => `Showing ${shown} of ${total} artists`;
export const showingReleases = (shown: number, total: number) => `Showing ${shown} of ${total} releases`;
export const allUsersHeading = (count: number) => `ALL USERS (${count})`;
export const releasingOn = (date: string) => `Releasing ${date}`;
export const releasedOn = (date: string) => `Released ${date}`;

/** Release page PRODUCTION CREDITS labels. */
export const CREDIT_LABELS = {
  producers: "Produced by",
  writers: "Written by",
  engineers: "Engineered by",
  mixing: "Mixed by",
  mastering: "Mastered by",
} as const satisfies Record<CreditRole, string>;
