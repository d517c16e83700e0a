/**
 * Business constants and limits (docs/product.md#limits-and-constants). Everything that appears as a
 * number or a fixed list in docs/product.md lives here so the site, the admin and the
 * Cloud Functions cannot drift apart.
 */

/** Home page: artists shown in ROSTER. */
export const HOME_ARTIST_COUNT = 3;
/** Home page: releases shown in RECENT RELEASES. */
export const HOME_RELEASE_COUNT = 3;
/** Home page: press posts shown in RECENT PRESS. */
export const HOME_PRESS_COUNT = 6;
/** Newest published releases scanned to find the home page's distinct artists. */
export const HOME_RELEASE_CANDIDATE_POOL = 100;

/** Artists and releases lists: items per page. */
export const LIST_PAGE_SIZE = 12;
/** Up to this many pages, pagination lists every page number without ellipses. */
export const PAGINATION_MAX_FULL_PAGES = 7;

/** Delay between the sign-in success toast and the navigation to /admin. */
export const SIGN_IN_REDIRECT_DELAY_MS = 500;
export const PASSWORD_MIN_LENGTH = 6;

/**
 * Field maximums (characters). Entries marked "not in spec" are our own
 * guards for fields the spec leaves unbounded; they only stop abuse.
 */
export const LIMITS = {
  artist: {
    name: 100,
    slug: 100,
    bio: 2000,
    genre: 100,
    spotifyArtistId: 100,
    socialUrl: 255,
    /** Not in spec: aligned with the press image URL limit. */
    imageUrl: 500,
  },
  release: {
    title: 200,
    slug: 200,
    genre: 100,
    year: 4,
    isrc: 50,
    spotifyAlbumId: 100,
    releaseUrl: 255,
    /** Not in spec: aligned with the press image URL limit. */
    imageUrl: 500,
    /** Not in spec: one credited name. */
    creditName: 200,
    /** Not in spec: names per credit role (producers, writers, …). */
    creditNamesPerRole: 50,
    /** Not in spec: artists credited after the primary one. */
    additionalArtists: 20,
  },
  /** Not in spec: a release's tracklist (docs/listening.md#tracks). */
  track: {
    title: 200,
    /** One track artist's name, as an artist's name. */
    artistName: 100,
    /** Names listed as one track's artists. */
    artistsPerTrack: 10,
    /** Tracks of one release: a double album with bonus tracks fits, a box set does not. */
    perRelease: 100,
    /** Longest duration, in whole seconds: 23:59:59. */
    maxSeconds: 24 * 60 * 60 - 1,
    /**
     * UTF-8 bytes of a whole tracklist's JSON. A release and its tracklist
     * are one Firestore document (1 MiB at most), and a tracklist edit's
     * change record, audit entry and saved version carry it too (twice:
     * before and after). Realistic tracklists use a tenth of it.
     */
    tracklistBytes: 200_000,
    /** A Spotify track ID (22 characters) with room to spare. */
    spotifyTrackId: 64,
  },
  press: {
    title: 200,
    slug: 200,
    excerpt: 500,
    imageUrl: 500,
    /**
     * Not in spec: the post's HTML, in characters. Room for a long article
     * with a few pasted (data:) images; Firestore's 1 MiB document limit is
     * the hard ceiling.
     */
    content: 500_000,
  },
  preSaveEmail: 255,
  /** Not in spec: the invite email (an address has at most 254 characters). */
  inviteEmail: 254,
  /** Not in spec: a streaming-service ID, URL or URI pasted into a lookup. */
  streamingLookup: 255,
  /**
   * Not in spec: albums imported by one call. The import dialog sends larger
   * selections in batches of this size, so one request never makes more than
   * this many upstream calls.
   */
  importAlbumsPerCall: 20,
  /** Not in spec: the public demo form is open to anyone. */
  demo: { artistName: 200, email: 255, trackTitle: 200, genre: 100, message: 5000, adminNotes: 5000 },
  /** Not in spec. */
  role: { name: 100, description: 500 },
  /** Not in spec: the A&R desk's texts and lists (docs/demos.md). */
  demoDesk: {
    comment: 2000,
    tag: 40,
    tags: 20,
    templateName: 100,
    subject: 200,
    replyBody: 10000,
    /** The list's search box, and the genre, tag and assignee filters. */
    search: 200,
    filter: 100,
    /** Highest page a listDemos request may ask for (20 a page: 200,000 demos). */
    page: 10_000,
  },
} as const;

/** Delay between the pre-save success toast and the redirect. */
export const PRE_SAVE_REDIRECT_DELAY_MS = 1500;
/**
 * Not in spec: pre-saves per client (hashed IP) and fixed window. A visitor
 * pre-saves a few releases at most; a shared network (venue, campus) gets
 * 20 a minute before anyone is refused.
 */
export const PRE_SAVE_RATE_LIMIT = { bucket: "pre-save", limit: 20, windowMs: 60 * 1000 } as const;
/** Height in px of the embedded streaming-service album player. */
export const STREAMING_EMBED_HEIGHT = 380;
/** Line clamps used by cards and the release page. */
export const CLAMP_LINES = {
  cardExcerpt: 3,
  homePressTitle: 2,
  releaseArtistBio: 4,
} as const;

/** The primary artist has order 0; additional artists are numbered from here. */
export const ADDITIONAL_ARTIST_FIRST_ORDER = 1;

export const ALBUM_TYPES = ["album", "single", "compilation"] as const;
export type AlbumType = (typeof ALBUM_TYPES)[number];

/** Order used by the permission grid rows. */
export const RESOURCES = ["artists", "releases", "press", "demos", "user_management", "store"] as const;
export type Resource = (typeof RESOURCES)[number];

/** Order used by the permission grid columns. */
export const ACTIONS = ["draft", "edit", "publish", "delete", "view"] as const;
export type Action = (typeof ACTIONS)[number];

/** Only these resources accept a grant scoped to one artist. */
export const ARTIST_SCOPED_RESOURCES = ["artists", "releases", "store"] as const satisfies readonly Resource[];
export type ArtistScopedResource = (typeof ARTIST_SCOPED_RESOURCES)[number];
/** The resources of the public content (artists, releases, press posts): the ones images are uploaded for. */
export const CONTENT_RESOURCES = ["artists", "releases", "press"] as const satisfies readonly Resource[];

/** The role that can do everything and cannot be deleted. */
export const SUPER_ADMIN_ROLE_NAME = "Super Admin";

/** Year on the footer copyright line (fixed, not the current year: docs/product.md#overview). */
export const COPYRIGHT_YEAR = 2024;

/**
 * The dsp_links entry holding song.link's own page for the release: stored
 * alongside song.link's data as the attribution its terms ask for (see
 * platforms.ts).
 */
export const SONGLINK_PAGE_KEY = "songlink";
/** The dsp_links entry holding MusicBrainz's page for the release, credited under links it contributed. */
export const MUSICBRAINZ_PAGE_KEY = "musicbrainz";

/** Keys of a release's credits object, in display order. */
export const CREDIT_ROLES = ["producers", "writers", "engineers", "mixing", "mastering"] as const;
export type CreditRole = (typeof CREDIT_ROLES)[number];
