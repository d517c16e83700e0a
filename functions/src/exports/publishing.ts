// Cloud Functions of the publishing room (scheduled publishing, previews, the audit log and version history, the
// 404 page's log); the scheduled jobs themselves are in exports/jobs.ts. One export line per function.
export { schedulePublish } from "../publishing/schedulePublish";
export { cancelPublishSchedule } from "../publishing/cancelPublishSchedule";
export { listPublishSchedules } from "../publishing/listPublishSchedules";
export { requestPreview } from "../publishing/requestPreview";
export { previewStatus } from "../publishing/previewStatus";
export { openPreview } from "../publishing/openPreview";
export { listAuditEntries } from "../publishing/listAuditEntries";
export { listContentVersions } from "../publishing/listContentVersions";
export { logMissingPath } from "../publishing/logMissingPath";
