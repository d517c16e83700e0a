import { HttpsError } from "firebase-functions/https";
import { writeRequirements } from "../../../src/lib/domain/access";
import { CONTENT_ERRORS } from "../../../src/lib/domain/shared";
import { updateContent } from "../../../src/lib/data/catalog/contentTransactions";
import { access } from "../accessRules";
import { defineCallable } from "../callable";

/**
 * PUBLISH / UNPUBLISH on a release row: publish for its primary artist, and
 * for every other credited artist when it publishes (their consent).
 */
export const setReleasePublished = defineCallable(
  "setReleasePublished",
  {
    access: access.item({
      resource: "releases",
      anyOf: ["publish"],
      load: async ({ id }, repos) => {
        const release = await repos.releases.get(id);
        return release && { release, links: await repos.releaseArtists.listForRelease(id) };
      },
      notFound: CONTENT_ERRORS.releaseNotFound,
      requirements: ({ release, links }, { is_published }) => [
        { action: "publish", artistId: release.artist_id },
        ...writeRequirements(
          { artistId: release.artist_id, isPublished: release.is_published },
          { artistId: release.artist_id, isPublished: is_published, creditedArtistIds: links.map((l) => l.artist_id) },
        ).filter((need) => need.action === "publish"),
      ],
    }),
    audit: "content",
  },
  async ({ id, is_published }, context) => {
    const saved = await updateContent(context.writer, "releases", id, { is_published, updated_at: new Date() });
    if (!saved) throw new HttpsError("not-found", CONTENT_ERRORS.releaseNotFound);
    return { id, is_published: saved.is_published };
  },
);
