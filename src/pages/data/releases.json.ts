import type { APIRoute } from "astro";
import { siteBuild, skippedPage } from "../../lib/site/build";
import { RELEASES_DATA_PATH } from "../../lib/site/paths";
import { releaseListItem } from "../../lib/site/views";
import { undatedAtToday } from "../../lib/site/listFilters";
import { todayIsoDate } from "../../lib/domain/shared";

/** Every published release, newest first (undated ones where today falls), for the releases list island. */
export const GET: APIRoute = async () => {
  const build = await siteBuild();
  if (!build.renders(RELEASES_DATA_PATH)) return skippedPage();
  const { index } = build;
  return Response.json(
    undatedAtToday(
      index.catalog.releases.map((r) => releaseListItem(index, r)),
      todayIsoDate(build.now),
    ),
  );
};
