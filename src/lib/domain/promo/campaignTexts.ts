/**
 * The promo campaigns' texts (docs/promo.md#campaigns-and-links): the admin
 * screens' labels, toasts and refusals, and the invitation email's lines.
 * The product's own: the spec has none.
 */
export const CAMPAIGN_TEXTS = {
  heading: "PROMO CAMPAIGNS",
  newCampaign: "NEW CAMPAIGN",
  all: "← ALL CAMPAIGNS",
  empty: "No promo campaigns yet",
  name: "CAMPAIGN NAME",
  release: "RELEASE",
  tracks: "TRACKS",
  noProcessedTracks: "This release has no processed audio yet: upload its tracks' masters in the release form first.",
  oneSheet: "ONE-SHEET",
  artwork: "ARTWORK",
  artworkHint: "Empty: the release's cover",
  releaseDate: "RELEASE DATE",
  access: "ACCESS",
  accessLabels: { stream: "Stream only", download: "Stream and download" },
  formats: "DOWNLOAD FORMATS",
  formatLabels: { mp3_320: "MP3 320", wav: "WAV" },
  feedbackFirst: "Download only after feedback",
  expiresAt: "LINKS EXPIRE",
  downloadLimit: "DOWNLOADS PER RECIPIENT",
  recipients: "RECIPIENTS",
  contacts: "Contacts",
  tags: "Tags",
  recipientCount: (n: number) => (n === 1 ? "1 recipient" : `${n} recipients`),
  save: "Save Draft",
  saving: "Saving...",
  send: "SEND",
  sending: "Sending...",
  confirmSend: (name: string, n: number) =>
    `Send "${name}" to ${n === 1 ? "1 recipient" : `${n} recipients`}? Each gets their own private link by email.`,
  delete: "DELETE",
  confirmDelete: (name: string) => `Delete the campaign "${name}" and every link it sent?`,
  statusLabels: { draft: "Draft", sent: "Sent" },
  recipientsTable: "LINKS",
  columns: { recipient: "Recipient", sent: "Sent", opened: "Opened", expires: "Expires", state: "State", actions: "Actions" },
  linkStates: { active: "Active", revoked: "Revoked", expired: "Expired" },
  flagged: "Used from many clients",
  revoke: "REVOKE",
  confirmRevoke: (name: string) => `Revoke ${name}'s link? Their page stops playing within minutes.`,
  extend: "EXTEND",
  extendTo: "NEW EXPIRY",
  notOpened: "Not yet",
} as const;

export const CAMPAIGN_TOASTS = {
  saved: "Campaign saved",
  deleted: "Campaign deleted",
  sent: (n: number) => (n === 1 ? "1 invitation queued" : `${n} invitations queued`),
  revoked: "Link revoked",
  extended: "Link extended",
  loadFailed: "Failed to load campaigns",
  saveFailed: "Failed to save campaign",
} as const;

export const CAMPAIGN_ERRORS = {
  notFound: "Campaign not found",
  linkNotFound: "Link not found",
  nameRequired: "Campaign name is required",
  releaseRequired: "Choose a release",
  tracksRequired: "Choose at least one track",
  trackNotReady: "Only tracks whose audio is processed can be included",
  tooManyTracks: (max: number) => `At most ${max} tracks`,
  formatsRequired: "Choose at least one download format",
  expiryRequired: "Choose when the links expire",
  expiryPast: "The expiry must be in the future",
  downloadLimit: (max: number) => `The download limit is a whole number from 1 to ${max}`,
  recipientsRequired: "Choose at least one contact or tag",
  tooManyRecipients: (max: number) => `At most ${max} contacts and tags`,
  locked: "A sent campaign's content cannot be changed",
  noRecipients: "No contact matches the chosen contacts and tags",
  releaseGone: "The campaign's release no longer exists",
} as const;

/** The invitation email (one per recipient): its lines, in the label's voice. */
export const INVITATION_TEXTS = {
  subject: (releaseTitle: string, artistName: string) => `Private listen: ${artistName} — ${releaseTitle}`,
  greeting: (name: string) => `Hello ${name},`,
  intro: (labelName: string, releaseTitle: string, artistName: string) =>
    `${labelName} invites you to listen to ${artistName}'s ${releaseTitle} before its release.`,
  linkLine: "Your private link (please do not share it; it is yours alone):",
  expiresLine: (when: string) => `The link works until ${when}.`,
  button: "LISTEN NOW",
} as const;
