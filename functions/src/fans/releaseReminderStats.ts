import { reminderCounts } from "../../../src/lib/data/fans/fanData";
import { access } from "../accessRules";
import { defineCallable } from "../callable";
import { READS_ONLY } from "../operations/operation";

/** Per release: pre-saves, and reminders queued / sent / failed / unsubscribed. Needs releases view for the release's artist. */
export const releaseReminderStats = defineCallable(
  "releaseReminderStats",
  { access: access.release("view", (input) => input.releaseId), audit: READS_ONLY },
  (_input, { item: release, repos }) => reminderCounts(repos, release.id),
);
