import { CONTENT_ERRORS, type ContentEntity, type Requirement } from "../../../src/lib/domain";
import { authorizeItem, authorizeRelease, type AuthContext } from "../authorization";
import { defineCallable } from "../callable";
import { actorEmails } from "./actorEmails";

/** Viewing an item's history needs view on the item, like opening its form. */
async function authorizeView(context: AuthContext, entity: ContentEntity, id: string): Promise<void> {
  const { repos } = context;
  const view = (artistId: string | null): Requirement[] => [{ action: "view", artistId }];
  if (entity === "releases") await authorizeRelease(context, id, "view");
  else if (entity === "artists") await authorizeItem(context, { resource: "artists", anyOf: ["view"], load: () => repos.artists.get(id), notFound: CONTENT_ERRORS.artistNotFound, requirements: () => view(id) });
  else await authorizeItem(context, { resource: "press", anyOf: ["view"], load: () => repos.pressPosts.get(id), notFound: CONTENT_ERRORS.pressPostNotFound, requirements: () => view(null) });
}

/** The version history panel of the artist, release and press forms: newest first, with who saved each. */
export const listContentVersions = defineCallable("listContentVersions", async ({ entity, id }, context) => {
  await authorizeView(context, entity, id);
  const versions = await context.repos.contentVersions.listFor(entity, id);
  const emails = await actorEmails(context.repos, versions.map((v) => v.actor));
  return { versions: versions.map((v) => ({ ...v, actor_email: emails.get(v.actor) ?? null })) };
});
