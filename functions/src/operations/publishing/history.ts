import { AUDIT_PAGE_SIZE } from "../../../../src/lib/domain/publishing";
import { access } from "../accessRules";
import type { CallableInput } from "../../callable";
import { defineOperation, READS_ONLY } from "../operation";
import { actorEmails } from "./actorEmails";

// What was changed and by whom (docs/version-history.md): the audit log and the saved versions, read only.

/** /admin/audit: for callers holding user_management view. Entries are read-only: no operation edits or deletes them. */
export const listAuditEntries = defineOperation(
  "listAuditEntries",
  { access: access.userManagement("listAuditEntries"), audit: READS_ONLY },
  async (input: CallableInput<"listAuditEntries">, { repos }) => {
    const page = await repos.auditLog.page({
      actor: input.actor,
      entity: input.entity,
      entityId: input.entity_id,
      from: input.from,
      to: input.to,
      before: input.cursor,
      limit: AUDIT_PAGE_SIZE + 1,
    });
    const entries = page.slice(0, AUDIT_PAGE_SIZE);
    const emails = await actorEmails(
      repos,
      entries.map((e) => e.actor),
    );
    const last = entries.at(-1);
    return {
      entries: entries.map((e) => ({ ...e, actor_email: emails.get(e.actor) ?? null })),
      next_cursor: page.length > AUDIT_PAGE_SIZE && last ? { at: last.at, id: last.id } : null,
    };
  },
);

type VersionsInput = CallableInput<"listContentVersions">;

/** The version history panel of the artist, release and press forms: newest first, with who saved each. Needs view on the item, like opening its form. */
export const listContentVersions = defineOperation(
  "listContentVersions",
  {
    access: access.view(
      (input: VersionsInput) => input.entity,
      (input: VersionsInput) => input.id,
    ),
    audit: READS_ONLY,
  },
  async ({ entity, id }: VersionsInput, { repos }) => {
    const versions = await repos.contentVersions.listFor(entity, id);
    const emails = await actorEmails(
      repos,
      versions.map((v) => v.actor),
    );
    return { versions: versions.map((v) => ({ ...v, actor_email: emails.get(v.actor) ?? null })) };
  },
);
