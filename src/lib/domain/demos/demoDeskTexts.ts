/** Refusals of the A&R desk (docs/demos.md); not in spec. */
export const DEMO_DESK_MESSAGES = {
  commentRequired: "Comment is required",
  ratingRange: "Rating must be from 1 to 5",
  assigneeWithoutView: "The assignee must be a staff member who can view demos",
  replyNeedsDecision: "Set the demo to accepted or rejected before replying",
  replyAlreadySent: "The artist has already been sent the reply for this decision",
  templateNameRequired: "Template name is required",
  subjectRequired: "Subject is required",
  replyBodyRequired: "Message is required",
} as const;
