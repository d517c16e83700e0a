import type { APIRoute } from "astro";
import { siteBuild, skippedPage } from "../../lib/site/build";
import { ARTISTS_DATA_PATH } from "../../lib/site/paths";
import { artistListItem } from "../../lib/site/views";

/** Every published artist, for the artists list island. */
export const GET: APIRoute = async () => {
  const build = await siteBuild();
  if (!build.renders(ARTISTS_DATA_PATH)) return skippedPage();
  return Response.json(build.index.catalog.artists.map(artistListItem));
};
