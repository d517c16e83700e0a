import { randomUUID } from "node:crypto";
import { HttpsError } from "firebase-functions/https";
import { CONTENT_ERRORS, writeRequirements, type Artist } from "../../../src/lib/domain";
import { defineCallable, requireEvery } from "../callable";
import { loadOrFail } from "./loadOrFail";
import { assertArtistSlugFree } from "./slugChecks";

/** NEW ARTIST: draft, plus publish when created published. */
export const createArtist = defineCallable("createArtist", async (input, context) => {
  await requireEvery(context, "artists", writeRequirements(null, { artistId: null, isPublished: input.is_published }));
  await assertArtistSlugFree(context.repos, input.slug, null);
  const artist: Artist = { id: randomUUID(), ...input, created_at: new Date() };
  await context.repos.artists.create(artist);
  await context.repos.contentChanges.record("artists", artist.id);
  return artist;
});

/** EDIT ARTIST: edit on this artist, plus publish when the published state changes. */
export const updateArtist = defineCallable("updateArtist", async ({ id, artist: input }, context) => {
  const existing = await loadOrFail(context, context.repos.artists.get(id), CONTENT_ERRORS.artistNotFound);
  await requireEvery(
    context,
    "artists",
    writeRequirements({ artistId: id, isPublished: existing.is_published }, { artistId: id, isPublished: input.is_published }),
  );
  await assertArtistSlugFree(context.repos, input.slug, id);
  const saved = await context.repos.artists.update(id, input);
  if (!saved) throw new HttpsError("not-found", CONTENT_ERRORS.artistNotFound);
  await context.repos.contentChanges.record("artists", id);
  return saved;
});
