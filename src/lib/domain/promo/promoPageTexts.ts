/**
 * The promo page's texts (docs/promo.md): what a recipient reads on their
 * private page, and the pages of a revoked or expired link. The product's own.
 */
export const PROMO_PAGE_TEXTS = {
  title: (releaseTitle: string, artistName: string) => `${artistName} — ${releaseTitle} (private listen)`,
  privateNote: (name: string) => `A private listen for ${name}. Please do not share this page.`,
  releaseDate: (when: string) => `Out ${when}`,
  expiresOn: (when: string) => `This link works until ${when}.`,
  tracks: "TRACKS",
  oneSheet: "ABOUT THE RELEASE",
  feedback: "YOUR FEEDBACK",
  rating: "Rating",
  ratingOption: (n: number) => (n === 1 ? "1 star" : `${n} stars`),
  comment: "Comment",
  sendFeedback: "SEND FEEDBACK",
  updateFeedback: "UPDATE FEEDBACK",
  feedbackSaved: "Thank you: your feedback is saved.",
  yourFeedback: (rating: number) => `You rated it ${rating} of 5. You may change your feedback while the link works.`,
  downloads: "DOWNLOADS",
  downloadsAfterFeedback: "Downloads open once you have left your feedback.",
  download: (track: string, format: string) => `Download ${track} (${format})`,
  formatNames: { mp3_320: "MP3 320", wav: "WAV" },
  downloadsLeft: (n: number) => (n === 1 ? "1 download left" : `${n} downloads left`),
} as const;

/** The page shown for a link that no longer works (HTTP 410): it names the label and how to reach it, since the recipient may not know who sent the link. */
export const PROMO_GONE_TEXTS = {
  revokedTitle: "This link has been revoked",
  revokedBody: (label: string) => `${label} has withdrawn this private listen. If you think this is a mistake, contact ${label}.`,
  expiredTitle: "This link has expired",
  expiredBody: (label: string) => `This private listen is over. If you need more time, ask ${label} to extend your link.`,
  /** Followed by the label's contact address, as a mail link. */
  contact: (label: string) => `Contact ${label}:`,
  rateTitle: "Please wait a moment",
} as const;

export const PROMO_PAGE_ERRORS = {
  ratingRequired: "Choose a rating from 1 to 5",
  commentRequired: "Write a comment",
  tooManyRequests: "Too many requests from this link. Try again in a few minutes.",
  progressTrack: "Name the track played by its id",
  progressPosition: "Give the position played, in seconds (0 or more)",
  progressNotInCampaign: "This track is not in this campaign",
} as const;
