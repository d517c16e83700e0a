import { describe, expect, it } from "vitest";
import { productTexts as messages } from "../helpers/productTexts";
import {
  ARTIST_TOASTS,
  CREDIT_LABELS,
  DELETE_CONFIRMATIONS,
  DEMO_FILE_ERRORS,
  DEMO_SUBMIT_TOASTS,
  DEMO_TOASTS,
  EMPTY_STATES,
  LOADING_TEXTS,
  LOGIN_MESSAGES,
  NOT_FOUND,
  PRE_SAVE_TOASTS,
  PRESS_TOASTS,
  RELEASE_TOASTS,
  ROLE_TOASTS,
  USER_TOASTS,
} from "../../../src/lib/domain/shared";
import { SPEC_QUOTES, SPEC_UNQUOTED_TEXTS } from "./fixtures/specQuotes";

/** Returns a spec text after checking it really is in the spec. */
function spec(quote: string): string {
  expect(SPEC_QUOTES).toContain(quote);
  return quote;
}

/** Delete confirmations: the spec writes the first in full and abbreviates the rest as '...this x?'. */
const firstConfirmation = spec("Are you sure you want to delete this artist?");
const expandConfirmation = (abbreviated: string) => firstConfirmation.replace(/ this artist\?$/, " ") + spec(abbreviated).slice(3);

describe("messages", () => {
  it("validation messages", () => {
    expect(messages.INVALID_EMAIL).toBe(spec("Invalid email address"));
    expect(messages.PASSWORD_TOO_SHORT).toBe(spec("Password must be at least 6 characters"));
    expect(messages.NAME_REQUIRED).toBe(spec("Name is required"));
    expect(messages.TITLE_REQUIRED).toBe(spec("Title is required"));
    expect(messages.SLUG_REQUIRED).toBe(spec("Slug is required"));
    expect(messages.SLUG_FORMAT).toBe(spec("Slug must be lowercase letters, numbers, and hyphens only"));
    expect(messages.INVALID_URL).toBe(spec("Invalid URL"));
    expect(messages.SELECT_AN_ARTIST).toBe(spec("Please select an artist"));
    expect(messages.MUST_BE_LOGGED_IN).toBe(spec("You must be logged in"));
    expect(messages.INVITE_EMAIL_INVALID).toBe(spec("Please enter a valid email address"));
    expect(messages.SELECT_A_ROLE).toBe(spec("Please select a role"));
    expect(messages.ROLE_NAME_REQUIRED).toBe(spec("Role name is required"));
    expect(messages.tooLong(100)).toBe("Must be at most 100 characters");
  });

  it("demo file title/description pairs", () => {
    expect(DEMO_FILE_ERRORS.missing).toEqual({
      title: spec("No file selected"),
      description: spec("Please select an audio file to upload"),
    });
    expect(DEMO_FILE_ERRORS.invalidType).toEqual({
      title: spec("Invalid file type"),
      description: spec("Please upload MP3, WAV, M4A, or FLAC files only"),
    });
    expect(DEMO_FILE_ERRORS.tooLarge).toEqual({
      title: spec("File too large"),
      description: spec("Maximum file size is 10MB"),
    });
  });

  it("delete confirmations", () => {
    expect(DELETE_CONFIRMATIONS).toEqual({
      artist: firstConfirmation,
      release: expandConfirmation("...this release?"),
      pressPost: expandConfirmation("...this press post?"),
      demo: expandConfirmation("...this demo?"),
      role: expandConfirmation("...this role?"),
    });
    expect(DELETE_CONFIRMATIONS.pressPost).toBe("Are you sure you want to delete this press post?");
  });

  it("templated toasts fill the spec's placeholders", () => {
    expect(messages.fetchedFromSpotify("Mira Osei")).toBe(spec("Fetched data for {name} from Spotify!").replace("{name}", "Mira Osei"));
    expect(messages.foundReleases(7)).toBe(spec("Found N releases").replace("N", "7"));
    expect(messages.importedReleases(1)).toBe(spec("Imported N release(s)").replace("N", "1"));
    expect(messages.demoMarkedAs("accepted")).toBe(spec("Demo marked as {status}").replace("{status}", "accepted"));
    expect(DEMO_TOASTS.statusUpdated("rejected")).toEqual({
      title: spec("Status updated"),
      description: "Demo marked as rejected",
    });
    expect(ARTIST_TOASTS.fetchedFromSpotify).toBe(messages.fetchedFromSpotify);
    expect(RELEASE_TOASTS.foundReleases(2)).toBe("Found 2 releases");
    expect(RELEASE_TOASTS.importedReleases(3)).toBe("Imported 3 release(s)");
  });

  it("page templates", () => {
    expect(messages.showingArtists(3, 10)).toBe(spec("Showing X of Y artists").replace("X", "3").replace("Y", "10"));
    expect(messages.showingReleases(12, 40)).toBe(spec("Showing X of Y releases").replace("X", "12").replace("Y", "40"));
    expect(messages.allUsersHeading(4)).toBe(spec("ALL USERS (count)").replace("count", "4"));
    expect(messages.releasingOn("March 5, 2024")).toBe(spec("Releasing {date}").replace("{date}", "March 5, 2024"));
    expect(messages.releasedOn("March 5, 2024")).toBe(spec("Released {date}").replace("{date}", "March 5, 2024"));
    expect(messages.pageOfPages(2, 250, 5000)).toBe("Page 2 of 250 · 5,000 in all");
  });

  it("login toasts", () => {
    expect(LOGIN_MESSAGES).toEqual({
      backendInvalidCredentials: spec("Invalid login credentials"),
      invalidCredentials: spec("Invalid email or password"),
      unexpectedError: spec("An unexpected error occurred"),
      welcomeBack: spec("Welcome back!"),
    });
  });

  it("artist and release toasts", () => {
    expect(ARTIST_TOASTS.loadFailed).toBe(spec("Failed to load artists"));
    expect(ARTIST_TOASTS.saveFailed).toBe(spec("Failed to save artist"));
    expect(ARTIST_TOASTS.deleteFailed).toBe(spec("Failed to delete artist"));
    expect(ARTIST_TOASTS.created).toBe(spec("Artist created"));
    expect(ARTIST_TOASTS.updated).toBe(spec("Artist updated"));
    expect(ARTIST_TOASTS.deleted).toBe(spec("Artist deleted"));
    expect(ARTIST_TOASTS.spotifyInputMissing).toBe(spec("Please enter a Spotify artist ID or URL"));
    expect(ARTIST_TOASTS.spotifyFetchFailed).toBe(spec("Failed to fetch from Spotify"));
    expect(RELEASE_TOASTS.loadFailed).toBe(spec("Failed to load releases"));
    expect(RELEASE_TOASTS.saveFailed).toBe(spec("Failed to save release"));
    expect(RELEASE_TOASTS.deleteFailed).toBe(spec("Failed to delete release"));
    expect(RELEASE_TOASTS.publishToggleFailed).toBe(spec("Failed to update publish status"));
    expect(RELEASE_TOASTS.created).toBe(spec("Release created"));
    expect(RELEASE_TOASTS.updated).toBe(spec("Release updated"));
    expect(RELEASE_TOASTS.deleted).toBe(spec("Release deleted"));
    expect(RELEASE_TOASTS.published).toBe(spec("Release published"));
    expect(RELEASE_TOASTS.unpublished).toBe(spec("Release unpublished"));
    expect(RELEASE_TOASTS.saveReleaseFirst).toBe(spec("Please save the release first"));
    expect(RELEASE_TOASTS.isrcOrAlbumIdMissing).toBe(spec("Please enter ISRC or Spotify Album ID"));
    expect(RELEASE_TOASTS.dspLinksFailed).toBe(spec("Failed to generate DSP links"));
    expect(RELEASE_TOASTS.dspLinksNoData).toBe(spec("No data returned from edge function"));
    expect(RELEASE_TOASTS.dspLinksFetchFailed).toBe(spec("Failed to fetch DSP links"));
    expect(RELEASE_TOASTS.dspLinksGenerated).toBe(spec("DSP links generated!"));
    expect(RELEASE_TOASTS.selectArtistFirst).toBe(spec("Please select an artist first"));
    expect(RELEASE_TOASTS.artistWithoutSpotifyId).toBe(spec("Artist doesn't have a Spotify ID set"));
    expect(RELEASE_TOASTS.invalidReleasesResponse).toBe(spec("Invalid response format: expected releases array"));
    expect(RELEASE_TOASTS.spotifyReleasesFailed).toBe(spec("Failed to fetch Spotify releases"));
    expect(RELEASE_TOASTS.selectAtLeastOneRelease).toBe(spec("Please select at least one release"));
    expect(RELEASE_TOASTS.importFailed).toBe(spec("Failed to import releases"));
    expect(RELEASE_TOASTS.releaseWithoutAlbumId).toBe(spec("Release doesn't have a Spotify album ID"));
    expect(RELEASE_TOASTS.invalidSpotifyResponse).toBe(spec("Invalid response from Spotify"));
    expect(RELEASE_TOASTS.refetchFailed).toBe(spec("Failed to refetch release"));
    expect(RELEASE_TOASTS.dspLinksFailedAfterUpdate).toBe(spec("Album updated but DSP links generation failed"));
    expect(RELEASE_TOASTS.refetchedWithDspLinks).toBe(spec("Release refetched successfully with DSP links!"));
    expect(RELEASE_TOASTS.refetched).toBe(spec("Release refetched from Spotify!"));
  });

  it("press, demo, user, role, pre-save and demo-submit toasts", () => {
    expect(PRESS_TOASTS).toEqual({
      loadFailed: spec("Failed to load press posts"),
      created: spec("Press post created"),
      updated: spec("Press post updated"),
      saveFailed: spec("Failed to save press post"),
      deleted: spec("Press post deleted"),
      deleteFailed: spec("Failed to delete press post"),
      mustBeLoggedIn: spec("You must be logged in"),
    });
    expect(DEMO_TOASTS.statusUpdateFailed).toEqual({ title: spec("Error"), description: spec("Failed to update status") });
    expect(DEMO_TOASTS.notesSaveFailed).toBe(spec("Failed to save notes"));
    expect(DEMO_TOASTS.notesSaved).toEqual({ title: spec("Notes saved"), description: spec("Admin notes updated") });
    expect(DEMO_TOASTS.deleteFailed).toBe(spec("Failed to delete demo"));
    expect(DEMO_TOASTS.deleted).toEqual({ title: spec("Demo deleted"), description: spec("Demo removed successfully") });
    expect(USER_TOASTS).toEqual({
      rolesLoadFailed: spec("Failed to load roles"),
      usersLoadFailed: spec("Failed to load users"),
      roleAssigned: spec("Role assigned successfully"),
      roleAssignFailed: spec("Failed to assign role"),
      roleRemoved: spec("Role removed successfully"),
      roleRemoveFailed: spec("Failed to remove role"),
      invited: spec("User invited successfully"),
      inviteFailed: spec("Failed to invite user"),
    });
    expect(ROLE_TOASTS).toEqual({
      fetchRolesError: spec("Error fetching roles"),
      fetchPermissionsError: spec("Error fetching permissions"),
      fetchArtistsError: spec("Error fetching artists"),
      fetchRolePermissionsError: spec("Error fetching role permissions"),
      saveError: spec("Error saving role"),
      deleteError: spec("Error deleting role"),
      assignPermissionError: spec("Error assigning permission"),
      removePermissionError: spec("Error removing permission"),
      created: spec("Role created successfully"),
      updated: spec("Role updated successfully"),
      deleted: spec("Role deleted successfully"),
    });
    expect(PRE_SAVE_TOASTS).toEqual({
      recorded: spec("Pre-save recorded! Redirecting..."),
      failed: spec("Failed to record pre-save"),
    });
    expect(DEMO_SUBMIT_TOASTS).toEqual({
      submitted: { title: spec("Demo submitted!"), description: spec("Thank you! We'll review your demo soon.") },
      failedTitle: spec("Submission failed"),
      fallbackDescription: spec("Please try again"),
    });
  });

  it("not-found, empty and loading texts", () => {
    expect(NOT_FOUND).toEqual({
      page: spec("Oops! Page not found"),
      artist: spec("ARTIST NOT FOUND"),
      release: spec("RELEASE NOT FOUND"),
      post: spec("POST NOT FOUND"),
      preSave: spec("PRE-SAVE NOT AVAILABLE"),
      preSaveDescription: spec("This release is not available for pre-save."),
    });
    expect(EMPTY_STATES).toEqual({
      homeArtists: spec("No artists published yet"),
      homeReleases: spec("No releases published yet"),
      homePress: spec("No press posts published yet"),
      artistsList: spec("No artists found matching your criteria"),
      releasesList: spec("No releases found matching your search"),
      pressList: spec("NO POSTS YET"),
      spotifyReleases: spec("NO SPOTIFY RELEASES FOUND"),
      importDialog: spec("No releases found"),
      demos: spec("No demos found"),
      users: spec("No users found"),
      noGenre: spec("No genre"),
      noEmail: spec("No email"),
      noRoles: "NO ROLES",
      unknownArtist: spec("Unknown"),
    });
    expect(LOADING_TEXTS.spotifyReleases).toBe(spec("LOADING SPOTIFY RELEASES..."));
    for (const label of [...Object.values(LOADING_TEXTS), EMPTY_STATES.noRoles, ...Object.values(CREDIT_LABELS)]) {
      expect([...SPEC_QUOTES, ...SPEC_UNQUOTED_TEXTS]).toContain(label);
    }
    expect(CREDIT_LABELS).toEqual({
      producers: "Produced by",
      writers: "Written by",
      engineers: "Engineered by",
      mixing: "Mixed by",
      mastering: "Mastered by",
    });
  });
});
