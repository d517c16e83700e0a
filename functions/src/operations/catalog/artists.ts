import { randomUUID } from "node:crypto";
import { HttpsError } from "firebase-functions/https";
import { createContent, deleteArtistCascade, updateContent } from "../../../../src/lib/data/catalog/contentTransactions";
import { readListPage } from "../../../../src/lib/data/listPages";
import { ACTIONS, CONTENT_ERRORS, searchNeedle } from "../../../../src/lib/domain/shared";
import { writeRequirements } from "../../../../src/lib/domain/access";
import { type Artist } from "../../../../src/lib/domain/catalog";
import { ARTIST_CHOICE_LIMIT } from "../../../../src/lib/domain/catalog";
import { access, type Caller } from "../accessRules";
import type { ListAccess } from "../authorization";
import type { CallableInput } from "../../callable";
import { defineOperation, LIST_SCOPE, READS_ONLY } from "../operation";
import { restoreMarks } from "./restoreMarks";
import { assertArtistSlugFree } from "./slugChecks";

// The back office's artists (docs/product.md#admin-artists): each write through the content writer, whose
// transaction carries its audit entry and version.

/** NEW ARTIST: draft, plus publish when created published. */
export const createArtist = defineOperation(
  "createArtist",
  {
    access: access.all("artists", (input: CallableInput<"createArtist">) =>
      writeRequirements(null, { artistId: null, isPublished: input.is_published }),
    ),
    audit: "content",
  },
  async (input, { repos, writer }) => {
    await assertArtistSlugFree(repos, input.slug, null);
    const artist: Artist = { id: randomUUID(), ...input, created_at: new Date() };
    return createContent(writer, "artists", artist);
  },
);

/** EDIT ARTIST: edit on this artist, plus publish when the published state changes. */
export const updateArtist = defineOperation(
  "updateArtist",
  {
    access: access.item({
      resource: "artists",
      anyOf: ["edit"],
      load: ({ id }: CallableInput<"updateArtist">, repos) => repos.artists.get(id),
      notFound: CONTENT_ERRORS.artistNotFound,
      requirements: (existing, { id, artist: input }) =>
        writeRequirements({ artistId: id, isPublished: existing.is_published }, { artistId: id, isPublished: input.is_published }),
    }),
    audit: "content",
  },
  async ({ id, artist: input, restored_from }, { repos, writer }) => {
    await assertArtistSlugFree(repos, input.slug, id);
    const { kind, restoredFrom } = await restoreMarks(repos, "artists", id, restored_from);
    const saved = await updateContent(writer, "artists", id, input, kind, restoredFrom);
    if (!saved) throw new HttpsError("not-found", CONTENT_ERRORS.artistNotFound);
    return saved;
  },
);

/**
 * Deletes an artist with its release links and artist-scoped grants. Its
 * releases stay; where it was the primary artist they are left without one.
 */
export const deleteArtist = defineOperation(
  "deleteArtist",
  {
    access: access.item({
      resource: "artists",
      anyOf: ["delete"],
      load: ({ id }: CallableInput<"deleteArtist">, repos) => repos.artists.get(id),
      notFound: CONTENT_ERRORS.artistNotFound,
      requirements: (_artist, { id }) => [{ action: "delete", artistId: id }],
    }),
    audit: "content",
  },
  async ({ id }, { repos, writer }) => {
    const removal = await deleteArtistCascade(repos, writer, id);
    if (!removal) throw new HttpsError("not-found", CONTENT_ERRORS.artistNotFound);
    return { id, affectedReleaseIds: removal.affectedReleaseIds };
  },
);

/** EDIT ARTIST opens with this: the artist as stored now (docs/decisions.md#edit-forms-read-the-item). */
export const getAdminArtist = defineOperation(
  "getAdminArtist",
  {
    access: access.view(
      () => "artists",
      (input: CallableInput<"getAdminArtist">) => input.id,
    ),
    audit: READS_ONLY,
  },
  (_input, { item }) => Promise.resolve(item),
);

/**
 * The artist pickers of the release form, the import card and a
 * newsletter's AUDIENCE. For anyone holding a grant on artists or releases:
 * a release may credit any artist, so those pickers search every artist.
 * The primary artist and the import offer only the artists the caller may
 * create (or edit) releases for (`for_release`): a list the runner narrows.
 */
export const listArtistChoices = defineOperation(
  "listArtistChoices",
  {
    access: access.choice<CallableInput<"listArtistChoices">, Caller & { list?: ListAccess }>(({ for_release }) =>
      for_release === null ? access.anywhereOnSome(["artists", "releases"], ACTIONS) : access.list("releases", () => for_release),
    ),
    audit: READS_ONLY,
    scope: LIST_SCOPE,
  },
  async ({ q, ids }, { repos, scoped }) => {
    const request = { needle: searchNeedle(q), cursor: null, size: ARTIST_CHOICE_LIMIT };
    const [found, named] = await Promise.all([
      scoped ? scoped.page(repos.artists, request) : readListPage(repos.artists, { ...request, scopes: null }),
      repos.artists.getMany(ids),
    ]);
    const choice = ({ id, name, spotify_artist_id }: { id: string; name: string; spotify_artist_id: string | null }) => ({
      id,
      name,
      spotify_artist_id,
    });
    return { artists: found.rows.map(choice), named: named.map(choice) };
  },
);
