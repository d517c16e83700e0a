import { randomUUID } from "node:crypto";
import { HttpsError } from "firebase-functions/https";
import { writeRequirements } from "../../../src/lib/domain/access";
import { type Artist } from "../../../src/lib/domain/catalog";
import { CONTENT_ERRORS } from "../../../src/lib/domain/shared";
import { createContent, updateContent } from "../../../src/lib/data/catalog/contentTransactions";
import { access } from "../accessRules";
import { defineCallable } from "../callable";
import { restoreMarks } from "./restoreMarks";
import { assertArtistSlugFree } from "./slugChecks";

/** NEW ARTIST: draft, plus publish when created published. */
export const createArtist = defineCallable(
  "createArtist",
  {
    access: access.all("artists", (input) => writeRequirements(null, { artistId: null, isPublished: input.is_published })),
    audit: "content",
  },
  async (input, context) => {
    await assertArtistSlugFree(context.repos, input.slug, null);
    const artist: Artist = { id: randomUUID(), ...input, created_at: new Date() };
    return createContent(context.writer, "artists", artist);
  },
);

/** EDIT ARTIST: edit on this artist, plus publish when the published state changes. */
export const updateArtist = defineCallable(
  "updateArtist",
  {
    access: access.item({
      resource: "artists",
      anyOf: ["edit"],
      load: ({ id }, repos) => repos.artists.get(id),
      notFound: CONTENT_ERRORS.artistNotFound,
      requirements: (existing, { id, artist: input }) =>
        writeRequirements({ artistId: id, isPublished: existing.is_published }, { artistId: id, isPublished: input.is_published }),
    }),
    audit: "content",
  },
  async ({ id, artist: input, restored_from }, context) => {
    await assertArtistSlugFree(context.repos, input.slug, id);
    const { kind, restoredFrom } = await restoreMarks(context.repos, "artists", id, restored_from);
    const saved = await updateContent(context.writer, "artists", id, input, kind, restoredFrom);
    if (!saved) throw new HttpsError("not-found", CONTENT_ERRORS.artistNotFound);
    return saved;
  },
);
