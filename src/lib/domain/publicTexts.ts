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
  /** Not in spec: the optional email of the pre-save form. */
  preSaveEmail: "EMAIL (OPTIONAL)",
  /** Not in spec: the spec says only "a reminder will be sent at release". */
  preSaveEmailHint: "We'll send you a reminder when it's released.",
  searchArtists: "Search artists...",
  searchReleases: "Search releases...",
  previousPage: "Previous page",
  nextPage: "Next page",
} as const;

/** The pre-save page's footer line ("powered by the label"). */
export const poweredBy = (labelName: string) => `Powered by ${labelName}`;
