import { AUDIT_PAGE_SIZE } from "../../../src/lib/domain/publishing/auditContract";
import { access } from "../accessRules";
import { defineCallable } from "../callable";
import { actorEmails } from "./actorEmails";

/** /admin/audit: for callers holding user_management view. Entries are read-only: no callable edits or deletes them. */
export const listAuditEntries = defineCallable("listAuditEntries", { access: access.userManagement("listAuditEntries") }, async (input, context) => {
  const page = await context.repos.auditLog.page({
    actor: input.actor,
    entity: input.entity,
    entityId: input.entity_id,
    from: input.from,
    to: input.to,
    before: input.cursor,
    limit: AUDIT_PAGE_SIZE + 1,
  });
  const entries = page.slice(0, AUDIT_PAGE_SIZE);
  const emails = await actorEmails(context.repos, entries.map((e) => e.actor));
  const last = entries.at(-1);
  return {
    entries: entries.map((e) => ({ ...e, actor_email: emails.get(e.actor) ?? null })),
    next_cursor: page.length > AUDIT_PAGE_SIZE && last ? { at: last.at, id: last.id } : null,
  };
});
