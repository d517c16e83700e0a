import { defineCallable } from "../callable";
import * as history from "../operations/publishing/history";

/** /admin/audit (docs/version-history.md): one page of the audit log, for callers holding user_management view. */
export const listAuditEntries = defineCallable("listAuditEntries", history.listAuditEntries);
