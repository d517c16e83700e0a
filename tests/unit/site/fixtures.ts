import { indexCatalog, type Catalog, type CatalogAudio } from "../../../src/lib/site/catalog";
import { makeArtist, makePressPost, makeRelease, makeReleaseArtist } from "../../factories";

/**
 * A small catalog: Ann (with a bio and socials) and Bob are published, Cat
 * is a draft. "Tide" is Ann's, "Duet" credits Ann then Bob and Cat,
 * "Soon" is Bob's upcoming release with pre-save, "Loose" has no artist.
 */
export const ann = makeArtist({
  id: "ann",
  name: "Ann",
  slug: "ann",
  bio: "Ann plays tape loops.",
  genre: "deep-house",
  instagram_url: "https://instagram.com/ann",
  website_url: "https://ann.example",
  image_url: "https://img.test/ann.jpg",
});
export const bob = makeArtist({ id: "bob", name: "Bob", slug: "bob", created_at: new Date("2025-06-01T00:00:00Z") });
export const cat = makeArtist({ id: "cat", name: "Cat", slug: "cat", is_published: false });

export const tide = makeRelease({
  id: "tide",
  title: "Tide",
  slug: "tide",
  artist_id: "ann",
  release_date: "2025-03-01",
  genre: "ambient",
});
export const duet = makeRelease({ id: "duet", title: "Duet", slug: "duet", artist_id: "ann", release_date: "2025-02-10" });
export const soon = makeRelease({
  id: "soon",
  title: "Soon",
  slug: "soon",
  artist_id: "bob",
  release_date: "2025-09-01",
  pre_save_enabled: true,
  spotify_album_id: "alb1",
});
export const loose = makeRelease({ id: "loose", title: "Loose", slug: "loose", artist_id: null, release_date: null });
export const post = makePressPost({ id: "p1", title: "News", slug: "news", published_at: new Date("2025-04-01T10:00:00Z") });

export const NOW = new Date("2025-05-01T12:00:00Z");

export const catalog: Catalog = {
  artists: [ann, bob],
  releases: [soon, tide, duet, loose],
  links: [
    makeReleaseArtist({ release_id: "tide", artist_id: "ann" }),
    makeReleaseArtist({ release_id: "duet", artist_id: "ann" }),
    makeReleaseArtist({ release_id: "duet", artist_id: "cat", artist_order: 2, is_primary: false }),
    makeReleaseArtist({ release_id: "duet", artist_id: "bob", artist_order: 1, is_primary: false }),
    makeReleaseArtist({ release_id: "soon", artist_id: "bob" }),
  ],
  posts: [post],
};

export const index = indexCatalog(catalog);

/** A track's ready audio as the catalog keeps it (one AAC rendition and its preview). */
export const readyAudio = (trackId: string, releaseId: string): CatalogAudio => ({
  track_id: trackId,
  release_id: releaseId,
  renditions: [{ format: "aac", path: `tracks/${trackId}/full-1.m4a`, bytes: 4_200_000, bitrate_kbps: 256 }],
  preview_renditions: [{ format: "aac", path: `tracks/${trackId}/preview-1.m4a`, bytes: 480_000, bitrate_kbps: 256 }],
  preview_window: { start_seconds: 60, length_seconds: 30 },
  duration_seconds: 200,
  gain_db: 0,
  peaks: [],
});
