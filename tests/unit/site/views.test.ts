import { describe, expect, it } from "vitest";
import { PLACEHOLDER_ARTIST_IMAGE, artistCard, pickRosterArtists, pressCard, releaseCard } from "../../../src/lib/site/views";
import { makeArtist, makePressPost, makeRelease, makeReleaseArtist } from "../../factories";

const ann = makeArtist({ id: "ann", name: "Ann", slug: "ann", genre: "deep-house", image_url: "https://img.test/ann.jpg" });
const bob = makeArtist({ id: "bob", name: "Bob", slug: "bob" });
const cat = makeArtist({ id: "cat", name: "Cat", slug: "cat", is_published: false });
const byId = new Map([ann, bob, cat].map((a) => [a.id, a]));

describe("artist card", () => {
  it("title-cases the genre and falls back to the placeholder image", () => {
    expect(artistCard(ann)).toEqual({ name: "Ann", href: "/artist/ann", genre: "Deep House", imageUrl: "https://img.test/ann.jpg" });
    expect(artistCard(bob)).toMatchObject({ genre: null, imageUrl: PLACEHOLDER_ARTIST_IMAGE });
  });
});

describe("release card", () => {
  const release = makeRelease({
    id: "r1",
    slug: "tide",
    artist_id: "ann",
    spotify_album_id: "alb1",
    total_tracks: 1,
    album_type: "single",
  });

  it("lists credited published artists in artist order and links via the primary artist", () => {
    const links = [
      makeReleaseArtist({ release_id: "r1", artist_id: "bob", artist_order: 1, is_primary: false }),
      makeReleaseArtist({ release_id: "r1", artist_id: "ann", artist_order: 0 }),
      makeReleaseArtist({ release_id: "r1", artist_id: "cat", artist_order: 2, is_primary: false }),
    ];
    expect(releaseCard(release, links, byId)).toMatchObject({
      href: "/releases/ann/tide",
      artistNames: "Ann, Bob",
      listenUrl: "https://open.spotify.com/album/alb1",
      trackCount: 1,
    });
  });

  it("falls back to the primary artist, then to 'Unknown'", () => {
    expect(releaseCard(release, [], byId).artistNames).toBe("Ann");
    expect(releaseCard(makeRelease({ artist_id: null }), [], byId)).toMatchObject({ artistNames: "Unknown", listenUrl: null });
  });
});

describe("press card", () => {
  it("formats the published date in US long form", () => {
    expect(pressCard(makePressPost({ slug: "news", published_at: new Date("2024-03-05T12:00:00Z") }))).toMatchObject({
      href: "/press/news",
      date: "March 5, 2024",
    });
  });
});

describe("home roster rule", () => {
  const releases = [
    makeRelease({ artist_id: "ann" }),
    makeRelease({ artist_id: "cat" }),
    makeRelease({ artist_id: "ann" }),
    makeRelease({ artist_id: null }),
  ];

  it("takes distinct published artists from the newest releases, then fills with the newest artists", () => {
    const dan = makeArtist({ id: "dan", name: "Dan" });
    expect(pickRosterArtists(releases, byId, [dan, bob, ann], 3).map((a) => a.id)).toEqual(["ann", "dan", "bob"]);
  });

  it("stops at the count", () => {
    const many = [makeRelease({ artist_id: "bob" }), makeRelease({ artist_id: "ann" })];
    expect(pickRosterArtists(many, byId, [], 1).map((a) => a.id)).toEqual(["bob"]);
  });
});
