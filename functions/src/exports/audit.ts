// Cloud Functions of the audit log and version history: one export line per function.
export { listAuditEntries } from "../audit/listAuditEntries";
export { listContentVersions } from "../audit/listContentVersions";
