/**
 * Fixed labels of the public pages (docs/product.md#public-page-texts). Upper-case labels are
 * the specification's own; the few texts it only described (a back-to-home
 * button, the email hint, the powered-by line) are ours.
 */
export const PUBLIC_LABELS = {
  preSaveNow: "PRE-SAVE NOW",
  listenOn: "LISTEN ON:",
  listenNowOn: "LISTEN NOW ON:",
  productionCredits: "PRODUCTION CREDITS",
  aboutTheArtist: "ABOUT THE ARTIST",
  readMore: "READ MORE",
  allGenres: "All Genres",
  /** Not in spec: the empty first choice of a genre select (the demo form, the admin forms). */
  selectGenre: "Select a genre",
  releases: "RELEASES",
  /** Not in spec: the not-found states' back-to-home button. */
  backToHome: "BACK TO HOME",
  /** Not in spec: the 404 page's link home. */
  returnToHome: "Return to Home",
  /** Not in spec: the artist link under ABOUT THE ARTIST. */
  viewArtist: "VIEW ARTIST",
  /** Not in spec: back link of a press post. */
  backToPress: "BACK TO PRESS",
  /** Not in spec: heading of the streaming service's releases on an artist page. */
  spotifyReleases: "ON SPOTIFY",
  /** Not in spec: a release card's link to its Spotify album. */
  listenOnSpotify: "LISTEN ON SPOTIFY",
  /** Not in spec: what screen readers hear after a link that opens a new tab. */
  opensInNewTab: "(opens in a new tab)",
  /** Not in spec: the optional email of the pre-save form. */
  preSaveEmail: "EMAIL (OPTIONAL)",
  /** Not in spec: the link to the service's pre-save page after a pre-save sent without JavaScript. */
  preSaveContinue: "CONTINUE",
  searchArtists: "Search artists...",
  searchReleases: "Search releases...",
  previousPage: "Previous page",
  nextPage: "Next page",
} as const;

/** The pre-save page's footer line ("powered by the label"). */
export const poweredBy = (labelName: string) => `Powered by ${labelName}`;

/**
 * What the pre-save form says the email is for (the spec: "a reminder will be
 * sent at release"). Each stored pre-save with an email keeps the version the
 * fan saw and its text. A new wording gets a new version; old versions stay
 * here, because pre-save pages already in browsers still send them.
 */
export const PRE_SAVE_EMAIL_NOTICES = {
  "release-day-1": "We'll email you once, on release day, with links to listen. Every email has a one-click unsubscribe link.",
} as const;
export type PreSaveEmailNoticeVersion = keyof typeof PRE_SAVE_EMAIL_NOTICES;
/** The wording the pre-save form shows today. */
export const CURRENT_PRE_SAVE_EMAIL_NOTICE: PreSaveEmailNoticeVersion = "release-day-1";

export function isPreSaveEmailNotice(version: string | null | undefined): version is PreSaveEmailNoticeVersion {
  return typeof version === "string" && Object.hasOwn(PRE_SAVE_EMAIL_NOTICES, version);
}

/** Not in spec: the demo form's consent note (the spec: "may be reviewed and stored by the team"). */
export const DEMO_CONSENT_NOTE = "By submitting, you agree that your demo may be reviewed and stored by our team.";
/** Not in spec: how long the demo form says audio is kept (DEMO_AUDIO_RETENTION_DAYS). */
export const demoAudioRetentionNote = (days: number) =>
  `We keep your audio while we review it. If we pass on your demo, its audio is deleted after ${days} days.`;
