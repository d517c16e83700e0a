import { z } from "zod";
import { resourceAbilitiesSchema } from "../access/abilities";
import { ADMIN_SEARCH_MAX, adminListRequestSchema, listPageSchema } from "../shared/adminLists";
import { artistInputSchema, artistSchema } from "./artist";
import { idSchema, recordIdRequest, recordIdSchema, wireDate } from "../shared/fields";
import { pressPostInputSchema, pressPostSchema } from "./pressPost";
import { releaseInputSchema, releaseSchema } from "./release";
import { releaseArtistSchema } from "./releaseArtist";

/** A save from the version history: the id of the version whose fields it sends (the audit log lists it as a restore of that version). */
const restoredFrom = recordIdSchema.nullable().default(null);

/** A page of an admin list: search, cursor (docs/admin-lists.md). */
const contentListRequest = adminListRequestSchema(recordIdSchema).default({ q: "", last: false });

/** Artists the artist pickers (release form, import card, newsletter AUDIENCE) offer for one search. */
export const ARTIST_CHOICE_LIMIT = 20;

/** An artist as the admin sees it. */
export const adminArtistSchema = artistSchema.extend({ created_at: wireDate });
export type AdminArtist = z.output<typeof adminArtistSchema>;

/** The light artist list of the selects (id and name by name), plus the streaming ID the import card needs. */
export const artistChoiceSchema = artistSchema.pick({ id: true, name: true, spotify_artist_id: true });
export type ArtistChoice = z.output<typeof artistChoiceSchema>;

/** A credited artist of a release, with the artist it points at (null if that artist is gone). */
export const adminReleaseArtistSchema = releaseArtistSchema
  .pick({ artist_id: true, is_primary: true, artist_order: true })
  .extend({ artist: artistSchema.pick({ id: true, name: true, slug: true }).nullable() });
export type AdminReleaseArtist = z.output<typeof adminReleaseArtistSchema>;

/** A stored release as it comes back from a write. */
export const releaseRecordSchema = releaseSchema.extend({
  created_at: wireDate,
  updated_at: wireDate,
  dsp_links_fetched_at: wireDate.nullable(),
});
export type ReleaseRecord = z.output<typeof releaseRecordSchema>;

/** A row of ALL RELEASES: the release, its primary artist's name, its credited artists in order, its pre-saves. */
export const adminReleaseSchema = releaseRecordSchema.extend({
  primary_artist_name: z.string().nullable(),
  release_artists: z.array(adminReleaseArtistSchema),
  pre_save_count: z.int().min(0),
});
export type AdminRelease = z.output<typeof adminReleaseSchema>;

export const adminPressPostSchema = pressPostSchema.extend({
  published_at: wireDate.nullable(),
  created_at: wireDate,
});
export type AdminPressPost = z.output<typeof adminPressPostSchema>;

/** Artists, releases and press posts: the admin screens' reads and writes. */
export const contentCallables = {
  /** ALL ARTISTS: one page of the artists the caller may view, by name, searched by name, with what the caller may do. */
  listAdminArtists: {
    request: contentListRequest,
    response: z.object({ artists: z.array(adminArtistSchema), page: listPageSchema, abilities: resourceAbilitiesSchema }),
  },
  /**
   * The artist pickers of the release form, the import card and a
   * newsletter's AUDIENCE: the first
   * ARTIST_CHOICE_LIMIT artists by name matching `q`, and the artists named
   * by `ids` (the picker's current values). With `for_release`, only artists
   * the caller holds that releases action for (the primary artist, the import).
   */
  listArtistChoices: {
    request: z
      .object({
        q: z.string().trim().max(ADMIN_SEARCH_MAX).default(""),
        ids: z.array(recordIdSchema).max(30).default([]),
        for_release: z.enum(["draft", "edit"]).nullable().default(null),
      })
      .default({ q: "", ids: [], for_release: null }),
    response: z.object({ artists: z.array(artistChoiceSchema), named: z.array(artistChoiceSchema) }),
  },
  /** One artist as stored now, for the EDIT ARTIST form (view on the artist): the form opens with what was saved, never a list's older copy. */
  getAdminArtist: { request: recordIdRequest, response: adminArtistSchema },
  /** NEW ARTIST. Slugs are unique. */
  createArtist: { request: artistInputSchema, response: adminArtistSchema },
  /** EDIT ARTIST. */
  updateArtist: {
    request: z.object({ id: recordIdSchema, artist: artistInputSchema, restored_from: restoredFrom }),
    response: adminArtistSchema,
  },
  /** Also removes the artist's release links and artist-scoped grants; its releases lose it as primary. */
  deleteArtist: { request: recordIdRequest, response: z.object({ id: idSchema, affectedReleaseIds: z.array(idSchema) }) },

  /** ALL RELEASES: one page of the releases the caller may view, newest release date first, searched by title. */
  listAdminReleases: {
    request: contentListRequest,
    response: z.object({ releases: z.array(adminReleaseSchema), page: listPageSchema, abilities: resourceAbilitiesSchema }),
  },
  /** One release as a row of ALL RELEASES shows it, read now, for the EDIT RELEASE form (view on its primary artist). */
  getAdminRelease: { request: recordIdRequest, response: adminReleaseSchema },
  /** NEW RELEASE, with its credited artists (primary at 0, the others from 1). */
  createRelease: { request: releaseInputSchema, response: releaseRecordSchema },
  /** EDIT RELEASE; the credited artists are replaced. */
  updateRelease: {
    request: z.object({
      id: recordIdSchema,
      release: releaseInputSchema,
      /** The `updated_at` of the release as the form loaded it: a later save by someone else refuses this one. */
      expected_updated_at: wireDate.nullable().default(null),
      restored_from: restoredFrom,
    }),
    response: releaseRecordSchema,
  },
  /** Also removes its artist links and pre-saves. */
  deleteRelease: { request: recordIdRequest, response: recordIdRequest },
  /** The row's PUBLISH/UNPUBLISH button: sets the state it shows, so a double click cannot flip it back. */
  setReleasePublished: {
    request: z.object({ id: recordIdSchema, is_published: z.boolean() }),
    response: z.object({ id: idSchema, is_published: z.boolean() }),
  },

  /** Admin press list: one page of the posts, newest created first, searched by title. */
  listAdminPressPosts: {
    request: contentListRequest,
    response: z.object({ posts: z.array(adminPressPostSchema), page: listPageSchema, abilities: resourceAbilitiesSchema }),
  },
  /** One press post as stored now, for the EDIT PRESS POST form (view on press). */
  getAdminPressPost: { request: recordIdRequest, response: adminPressPostSchema },
  /** Content is sanitized; author is the caller; published_at is now when published, else null. */
  createPressPost: { request: pressPostInputSchema, response: adminPressPostSchema },
  updatePressPost: {
    request: z.object({ id: recordIdSchema, post: pressPostInputSchema, restored_from: restoredFrom }),
    response: adminPressPostSchema,
  },
  deletePressPost: { request: recordIdRequest, response: recordIdRequest },
} as const;
