import { defineCallable } from "../callable";
import { viewContent } from "../authorization";
import { actorEmails } from "./actorEmails";

/** The version history panel of the artist, release and press forms: newest first, with who saved each. Needs view on the item, like opening its form. */
export const listContentVersions = defineCallable("listContentVersions", async ({ entity, id }, context) => {
  await viewContent[entity](context, id);
  const versions = await context.repos.contentVersions.listFor(entity, id);
  const emails = await actorEmails(context.repos, versions.map((v) => v.actor));
  return { versions: versions.map((v) => ({ ...v, actor_email: emails.get(v.actor) ?? null })) };
});
