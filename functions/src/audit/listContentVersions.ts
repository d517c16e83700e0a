import { defineCallable } from "../callable";
import { access } from "../accessRules";
import { actorEmails } from "./actorEmails";

/** The version history panel of the artist, release and press forms: newest first, with who saved each. Needs view on the item, like opening its form. */
export const listContentVersions = defineCallable("listContentVersions", { access: access.view((input) => input.entity, (input) => input.id) }, async ({ entity, id }, context) => {
  const versions = await context.repos.contentVersions.listFor(entity, id);
  const emails = await actorEmails(context.repos, versions.map((v) => v.actor));
  return { versions: versions.map((v) => ({ ...v, actor_email: emails.get(v.actor) ?? null })) };
});
