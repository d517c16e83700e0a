/** Page texts (docs/product.md#public-page-texts): not-found, empty and loading states. */
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
/** `ALL USERS (count)`; without a count (null) while the list has not loaded, so no 0 is claimed before it is known. */
export const allUsersHeading = (count: number | null) => (count === null ? "ALL USERS" : `ALL USERS (${count})`);
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

/** Asked before unsaved edits of an admin form are dropped (CANCEL, EDIT on another row) (docs/product.md#admin-forms) **(own)**. */
export const UNSAVED_CHANGES_CONFIRM = "You have unsaved changes. Discard them?";

/** The paged admin lists and the artist pickers (docs/admin-lists.md) **(own)**. */
export const ADMIN_LIST_TEXTS = {
  first: "First page",
  previous: "Previous page",
  next: "Next page",
  last: "Last page",
  searchArtists: "SEARCH ARTISTS",
  searchReleases: "SEARCH RELEASES",
  searchPosts: "SEARCH POSTS",
  searchUsers: "SEARCH USERS",
  searchHint: "Finds words that start with what you type",
  noMatches: "Nothing matches this search",
  noArtistMatches: "No artist matches",
  pickArtist: "Type to search artists",
  noReleaseMatches: "No release matches",
  pickRelease: "Type to search releases",
} as const;
/** The pager's line, e.g. "Page 2 of 250 · 5,000 in all". */
export const pageOfPages = (page: number, pageCount: number, total: number) =>
  `Page ${page} of ${pageCount} · ${total.toLocaleString("en-US")} in all`;
/**
 * The pager's line of a list counted up to a cap (the orders): exact below
 * it, "Page 3 · 1,000+ in all" once the total reaches it, and "Page 51 or
 * later · 1,000+ in all" once the rows before the page do too (the page is
 * at least that one).
 */
export function pagePlace(page: { page: number; page_count: number; total: number; total_at_least?: boolean; page_at_least?: boolean }) {
  if (!page.total_at_least) return pageOfPages(page.page, page.page_count, page.total);
  const total = `${page.total.toLocaleString("en-US")}+ in all`;
  return page.page_at_least ? `Page ${page.page} or later · ${total}` : `Page ${page.page} · ${total}`;
}
