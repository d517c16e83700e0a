/** Toast texts (docs/product.md#messages), verbatim, grouped per screen. */
import type { ToastText } from "./toast";
import { MUST_BE_LOGGED_IN } from "./validationTexts";

export type { ToastText };

export const LOGIN_MESSAGES = {
  /** The backend's text for bad credentials; matched, never shown. */
  backendInvalidCredentials: "Invalid login credentials",
  invalidCredentials: "Invalid email or password",
  unexpectedError: "An unexpected error occurred",
  welcomeBack: "Welcome back!",
} as const;

export const fetchedFromSpotify = (name: string) => `Fetched data for ${name} from Spotify!`;
export const foundReleases = (count: number) => `Found ${count} releases`;
export const importedReleases = (count: number) => `Imported ${count} release(s)`;
export const demoMarkedAs = (status: string) => `Demo marked as ${status}`;

export const ARTIST_TOASTS = {
  loadFailed: "Failed to load artists",
  saveFailed: "Failed to save artist",
  deleteFailed: "Failed to delete artist",
  created: "Artist created",
  updated: "Artist updated",
  deleted: "Artist deleted",
  spotifyInputMissing: "Please enter a Spotify artist ID or URL",
  spotifyFetchFailed: "Failed to fetch from Spotify",
  fetchedFromSpotify,
} as const;

export const RELEASE_TOASTS = {
  loadFailed: "Failed to load releases",
  saveFailed: "Failed to save release",
  deleteFailed: "Failed to delete release",
  publishToggleFailed: "Failed to update publish status",
  created: "Release created",
  updated: "Release updated",
  deleted: "Release deleted",
  published: "Release published",
  unpublished: "Release unpublished",
  saveReleaseFirst: "Please save the release first",
  isrcOrAlbumIdMissing: "Please enter ISRC or Spotify Album ID",
  dspLinksFailed: "Failed to generate DSP links",
  dspLinksNoData: "No data returned from edge function",
  dspLinksFetchFailed: "Failed to fetch DSP links",
  dspLinksGenerated: "DSP links generated!",
  /** Not in spec: a generation that found no link on any platform (not 'generated!'). */
  dspLinksNoneFound: "No DSP links found for this release",
  selectArtistFirst: "Please select an artist first",
  artistWithoutSpotifyId: "Artist doesn't have a Spotify ID set",
  invalidReleasesResponse: "Invalid response format: expected releases array",
  spotifyReleasesFailed: "Failed to fetch Spotify releases",
  selectAtLeastOneRelease: "Please select at least one release",
  importFailed: "Failed to import releases",
  releaseWithoutAlbumId: "Release doesn't have a Spotify album ID",
  invalidSpotifyResponse: "Invalid response from Spotify",
  refetchFailed: "Failed to refetch release",
  /** Warning toast. */
  dspLinksFailedAfterUpdate: "Album updated but DSP links generation failed",
  refetchedWithDspLinks: "Release refetched successfully with DSP links!",
  refetched: "Release refetched from Spotify!",
  foundReleases,
  importedReleases,
} as const;

export const PRESS_TOASTS = {
  loadFailed: "Failed to load press posts",
  created: "Press post created",
  updated: "Press post updated",
  saveFailed: "Failed to save press post",
  deleted: "Press post deleted",
  deleteFailed: "Failed to delete press post",
  mustBeLoggedIn: MUST_BE_LOGGED_IN,
} as const;

export const DEMO_TOASTS = {
  statusUpdateFailed: { title: "Error", description: "Failed to update status" },
  statusUpdated: (status: string): ToastText => ({ title: "Status updated", description: demoMarkedAs(status) }),
  notesSaveFailed: "Failed to save notes",
  notesSaved: { title: "Notes saved", description: "Admin notes updated" },
  deleteFailed: "Failed to delete demo",
  deleted: { title: "Demo deleted", description: "Demo removed successfully" },
} as const;

export const USER_TOASTS = {
  rolesLoadFailed: "Failed to load roles",
  usersLoadFailed: "Failed to load users",
  roleAssigned: "Role assigned successfully",
  roleAssignFailed: "Failed to assign role",
  roleRemoved: "Role removed successfully",
  roleRemoveFailed: "Failed to remove role",
  invited: "User invited successfully",
  inviteFailed: "Failed to invite user",
} as const;

/** Error titles carry the error message as their description. */
export const ROLE_TOASTS = {
  fetchRolesError: "Error fetching roles",
  fetchPermissionsError: "Error fetching permissions",
  fetchArtistsError: "Error fetching artists",
  fetchRolePermissionsError: "Error fetching role permissions",
  saveError: "Error saving role",
  deleteError: "Error deleting role",
  assignPermissionError: "Error assigning permission",
  removePermissionError: "Error removing permission",
  created: "Role created successfully",
  updated: "Role updated successfully",
  deleted: "Role deleted successfully",
} as const;

export const PRE_SAVE_TOASTS = {
  recorded: "Pre-save recorded! Redirecting...",
  failed: "Failed to record pre-save",
} as const;

export const DEMO_SUBMIT_TOASTS = {
  submitted: { title: "Demo submitted!", description: "Thank you! We'll review your demo soon." },
  /** Description is the error's message, else `fallbackDescription`. */
  failedTitle: "Submission failed",
  fallbackDescription: "Please try again",
} as const;
