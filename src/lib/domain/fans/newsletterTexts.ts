/**
 * The newsletters' texts (docs/fans.md#newsletters): the admin screen's
 * labels, toasts and refusals, and the emails' own lines. The product's
 * own: the spec has none.
 */
export const NEWSLETTER_TEXTS = {
  heading: "NEWSLETTERS",
  newNewsletter: "NEW NEWSLETTER",
  all: "ALL NEWSLETTERS",
  empty: "No newsletters yet",
  subject: "SUBJECT",
  body: "CONTENT",
  audience: "AUDIENCE",
  labelNews: "All label news subscribers",
  followersOf: "Followers of",
  save: "Save Draft",
  saving: "Saving...",
  sendTest: "SEND TEST TO ME",
  preview: "PREVIEW AS EMAIL",
  closePreview: "CLOSE PREVIEW",
  sendNow: "SEND NOW",
  schedule: "SCHEDULE",
  scheduleAt: "SEND AT",
  cancelSchedule: "CANCEL SCHEDULE",
  publishAsPost: "PUBLISH AS PRESS POST",
  viewPost: "VIEW PRESS POST",
  insertRelease: "INSERT RELEASE",
  insertImage: "IMAGE FROM LIBRARY",
  back: "← ALL NEWSLETTERS",
  statusLabels: { draft: "Draft", scheduled: "Scheduled", sending: "Sending", sent: "Sent" },
  counts: { queued: "Queued", delivered: "Delivered", bounced: "Bounced", unsubscribed: "Unsubscribed" },
  scheduledFor: (when: string) => `Scheduled for ${when}`,
  sentOn: (when: string) => `Sent on ${when}`,
  confirmSend: (subject: string) => `Send "${subject}" now to its audience?`,
} as const;

export const NEWSLETTER_TOASTS = {
  saved: "Newsletter saved",
  testSent: (email: string) => `Test email sent to ${email}`,
  sending: "Newsletter sending",
  scheduled: "Newsletter scheduled",
  unscheduled: "Schedule cancelled",
  published: "Published as a press post",
  loadFailed: "Failed to load newsletters",
  saveFailed: "Failed to save newsletter",
} as const;

export const NEWSLETTER_ERRORS = {
  notFound: "Newsletter not found",
  subjectRequired: "Subject is required",
  noAudience: "Choose the label's news or at least one artist",
  tooManyLists: (max: number) => `Choose at most ${max} lists`,
  locked: "This newsletter has been sent: it can no longer be changed",
  notScheduled: "This newsletter is not scheduled",
  pastTime: "Choose a time in the future",
  notSent: "Publish it as a press post once it is sent",
  noOwnEmail: "Your account has no email address to send a test to",
} as const;

/** Lines of the emails themselves. */
export const NEWSLETTER_EMAIL_TEXTS = {
  testSubject: (subject: string) => `[TEST] ${subject}`,
  testNote: "This is a test: only you received it.",
  why: (listName: string) => `You get this email because you subscribed to ${listName}.`,
  unsubscribe: "Unsubscribe from this list",
} as const;

/** The release-day announcement to an artist's followers. */
export const ANNOUNCEMENT_TEXTS = {
  subject: (title: string, artists: string) => `New release: ${title} by ${artists}`,
  player: "Play it on our website",
  why: (artist: string, label: string) => `You get this email because you follow ${artist} on the ${label} website.`,
} as const;
