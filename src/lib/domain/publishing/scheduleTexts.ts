/** Texts of scheduled publishing (docs/product.md#scheduled-publishing, docs/scheduled-publishing.md). */
export const SCHEDULE_TEXTS = {
  heading: "SCHEDULE",
  batchHeading: "SCHEDULE A BATCH",
  batchName: "BATCH NAME",
  date: "DATE",
  time: "TIME",
  action: "ACTION",
  publish: "PUBLISH",
  unpublish: "UNPUBLISH",
  schedule: "SCHEDULE",
  scheduling: "SCHEDULING...",
  cancel: "CANCEL SCHEDULE",
  scheduled: "Scheduled",
  cancelled: "Schedule cancelled",
  failed: "Failed to schedule",
  cancelFailed: "Failed to cancel schedule",
  loadFailed: "Failed to load schedules",
  dateRequired: "Date and time are required",
  inThePast: "Choose a time in the future",
  noItems: "Choose at least one item",
  alreadyScheduled: "An item is already scheduled; cancel its schedule first",
  itemNotFound: "A scheduled item no longer exists",
  grantRevoked: "The publish permission of the person who scheduled this was revoked",
} as const;

/** The list badge of a scheduled item: "Scheduled for March 5, 2027 at 9:30 AM (UTC)". */
export const scheduledFor = (when: string) => `Scheduled for ${when}`;

/** The list badge of a scheduled withdrawal. */
export const unpublishScheduledFor = (when: string) => `Unpublish scheduled for ${when}`;
