import { abilityAllows, resourceAbilities } from "../../../src/lib/domain";
import { requireAnywhere } from "../authorization";
import { defineCallable } from "../callable";
import { adminReleaseRows } from "./adminReleaseRows";

/**
 * ALL RELEASES: the releases the caller may view (a scoped grant reaches the
 * releases whose primary artist it names), newest release date first, with
 * their credited artists and pre-save counts.
 */
export const listAdminReleases = defineCallable("listAdminReleases", async (_input, context) => {
  const { repos } = context;
  const access = await requireAnywhere(context, "releases", ["view"]);
  const abilities = resourceAbilities(access.grants, "releases", access);
  const releases = (await repos.releases.listAll()).filter((release) => abilityAllows(abilities, "view", release.artist_id));
  const ids = releases.map((r) => r.id);
  const links = await repos.releaseArtists.listForReleases(ids);
  const artistIds = [...links.map((l) => l.artist_id), ...releases.flatMap((r) => (r.artist_id ? [r.artist_id] : []))];
  const [artists, counts] = await Promise.all([
    repos.artists.getMany(artistIds),
    Promise.all(ids.map(async (id) => [id, await repos.preSaves.countForRelease(id)] as const)),
  ]);
  return { releases: adminReleaseRows(releases, links, artists, new Map(counts)), abilities };
});
