import { randomUUID } from "node:crypto";
import { type Artist, type PressPost, type Release, type ReleaseArtist } from "../../src/lib/domain/catalog";
import { newDemoDeskFields, type Demo } from "../../src/lib/domain/demos";
import type { Track } from "../../src/lib/domain/catalog/track";
import { TRACK_LISTENING_DEFAULTS } from "../../src/lib/domain/catalog/listeningModes";
import { PREVIEW_TTL_MS, type Preview } from "../../src/lib/domain/publishing";

/** Small builders of valid domain objects; each test overrides what it checks. */
export function makeArtist(overrides: Partial<Artist> = {}): Artist {
  const id = overrides.id ?? randomUUID();
  return {
    id,
    name: "Test Artist",
    slug: `artist-${id.slice(0, 8)}`,
    bio: null,
    genre: null,
    image_url: null,
    spotify_artist_id: null,
    instagram_url: null,
    twitter_url: null,
    facebook_url: null,
    soundcloud_url: null,
    bandcamp_url: null,
    website_url: null,
    is_published: true,
    created_at: new Date("2025-01-01T00:00:00Z"),
    ...overrides,
  };
}

export function makeRelease(overrides: Partial<Release> = {}): Release {
  const id = overrides.id ?? randomUUID();
  return {
    id,
    title: "Test Release",
    slug: `release-${id.slice(0, 8)}`,
    artist_id: null,
    image_url: null,
    genre: null,
    release_date: "2025-01-01",
    year: "2025",
    isrc: null,
    spotify_album_id: null,
    apple_music_url: null,
    bandcamp_url: null,
    soundcloud_url: null,
    pre_save_enabled: false,
    pre_save_url: null,
    is_published: true,
    credits: {},
    tracks: [],
    listening: "full",
    dsp_links: {},
    dsp_links_fetched_at: null,
    album_type: "album",
    total_tracks: 1,
    created_at: new Date("2025-01-01T00:00:00Z"),
    updated_at: new Date("2025-01-01T00:00:00Z"),
    ...overrides,
  };
}

export function makeTrack(overrides: Partial<Track> = {}): Track {
  return {
    id: randomUUID(),
    title: "Test Track",
    duration_seconds: 200,
    isrc: null,
    artists: [],
    credits: {},
    explicit: false,
    spotify_track_id: null,
    ...TRACK_LISTENING_DEFAULTS,
    ...overrides,
  };
}

export function makeReleaseArtist(overrides: Partial<ReleaseArtist> & Pick<ReleaseArtist, "release_id" | "artist_id">): ReleaseArtist {
  return { artist_order: 0, is_primary: true, ...overrides };
}

export function makePressPost(overrides: Partial<PressPost> = {}): PressPost {
  const id = overrides.id ?? randomUUID();
  return {
    id,
    title: "Test Post",
    slug: `post-${id.slice(0, 8)}`,
    content: "<p>Hello</p>",
    excerpt: null,
    featured_image_url: null,
    is_published: true,
    published_at: new Date("2025-01-01T00:00:00Z"),
    author_id: "author",
    created_at: new Date("2025-01-01T00:00:00Z"),
    ...overrides,
  };
}

export function makeDemo(overrides: Partial<Demo> = {}): Demo {
  const id = overrides.id ?? randomUUID();
  return {
    id,
    artist_name: "Demo Artist",
    email: "demo@example.com",
    track_title: "Demo Track",
    genre: null,
    message: null,
    audio_path: `${id}.wav`,
    file_size: 1000,
    content_type: "audio/wav",
    status: "pending",
    admin_notes: "",
    submitted_at: new Date("2025-01-01T00:00:00Z"),
    ...newDemoDeskFields(),
    ...overrides,
  };
}

/** A waiting preview of a press post's draft, as requestPreview stores it (one person's unless `requested_by` says otherwise). */
export function makePressPostPreview(post: PressPost, overrides: Partial<Preview> = {}): Preview {
  const created = overrides.created_at ?? new Date();
  return {
    id: randomUUID().replaceAll("-", ""),
    entity: "press_posts",
    item_id: post.id,
    view_scopes: [null],
    draft: { entity: "press_posts", post },
    status: "pending",
    path: null,
    html: null,
    requested_by: "staff",
    created_at: created,
    expires_at: new Date(created.getTime() + PREVIEW_TTL_MS),
    ...overrides,
  };
}
