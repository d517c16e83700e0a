/** The texts of recipients' downloads and of "Who leaked this file?" (docs/promo.md#downloads-and-tracing). */

/** The comment tag of a recipient's copy; the `ref` is the marker promoMarkerOf finds again. */
export function promoCopyComment(recipientName: string, outlet: string | null, campaignId: string, marker: string): string {
  const who = outlet ? `${recipientName} (${outlet})` : recipientName;
  return `Promo copy for ${who} — campaign ${campaignId} — ref ${marker}`;
}

/** Refusals of the download route, as the recipient reads them (plain text, the promo page links to it). */
export const PROMO_DOWNLOAD_ERRORS = {
  notFound: "Not found",
  streamOnly: "This campaign is for listening only: downloads are not offered",
  formatNotOffered: "This format is not offered in this campaign",
  feedbackFirst: "Leave your feedback on the promo page first: the downloads open after it",
  limitReached: "You have downloaded as many files as this campaign allows",
  notReady: "This track's file cannot be made right now: try again later",
} as const;

/** "Who leaked this file?" in the campaign screens. */
export const WHO_LEAKED_TEXTS = {
  heading: "WHO LEAKED THIS FILE?",
  intro: "Drop a file found elsewhere: it is matched against every promo copy sent, by its exact bytes, then by its tags.",
  drop: "Drop an audio file here or choose one",
  checking: "Checking the file…",
  byHash: "Exact copy: the file is byte for byte the one sent to",
  byTags: "The tags name a promo copy sent to",
  noMatch: "No promo copy matches this file: its bytes are not one we sent, and its tags carry no marker of ours",
  tooLarge: "The file must be at most 500 MB",
  failed: "The file could not be checked: try again",
  empty: "The file is empty",
  recipient: "Recipient",
  campaign: "Campaign",
  track: "Track",
  format: "Format",
  madeAt: "Made for them",
  downloadedAt: "Downloaded",
} as const;
