import { CONTENT_ERRORS, type ContentEntity, type Requirement } from "../../../src/lib/domain";
import type { Repositories } from "../../../src/lib/data";
import { authorizeItem, type ItemCheck } from "../authorization";
import { defineCallable } from "../callable";
import { actorEmails } from "./actorEmails";

/** Viewing an item's history needs view on the item, like opening its form. */
function viewCheck(repos: Repositories, entity: ContentEntity, id: string): ItemCheck<unknown> {
  const view = (artistId: string | null): Requirement[] => [{ action: "view", artistId }];
  if (entity === "artists") return { resource: "artists", anyOf: ["view"], load: () => repos.artists.get(id), notFound: CONTENT_ERRORS.artistNotFound, requirements: () => view(id) };
  if (entity === "releases") {
    return { resource: "releases", anyOf: ["view"], load: () => repos.releases.get(id), notFound: CONTENT_ERRORS.releaseNotFound, requirements: (r) => view((r as { artist_id: string | null }).artist_id) };
  }
  return { resource: "press", anyOf: ["view"], load: () => repos.pressPosts.get(id), notFound: CONTENT_ERRORS.pressPostNotFound, requirements: () => view(null) };
}

/** The version history panel of the artist, release and press forms: newest first, with who saved each. */
export const listContentVersions = defineCallable("listContentVersions", async ({ entity, id }, context) => {
  await authorizeItem(context, viewCheck(context.repos, entity, id));
  const versions = await context.repos.contentVersions.listFor(entity, id);
  const emails = await actorEmails(context.repos, versions.map((v) => v.actor));
  return { versions: versions.map((v) => ({ ...v, actor_email: emails.get(v.actor) ?? null })) };
});
