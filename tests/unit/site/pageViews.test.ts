// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { sanitizeRichText } from "../../../src/lib/server/sanitizeHtml";
import { creditedArtists, primaryArtist, releasesOfArtist } from "../../../src/lib/site/catalog";
import { homeData } from "../../../src/lib/site/load";
import {
  artistListItem,
  artistPage,
  creditLines,
  genreKey,
  preSavePage,
  pressPostPage,
  releaseListItem,
  releasePage,
} from "../../../src/lib/site/views";
import { makePressPost, makeRelease } from "../../factories";
import { NOW, ann, bob, duet, index, loose, post, soon } from "./fixtures";

describe("catalog rules", () => {
  it("credits published artists in artist order, with the primary first", () => {
    expect(creditedArtists(index, duet).map((a) => a.id)).toEqual(["ann", "bob"]);
    expect(primaryArtist(index, duet)?.id).toBe("ann");
    expect(creditedArtists(index, loose)).toEqual([]);
  });

  it("an artist page lists the releases it is primary on or credited on, newest first", () => {
    expect(releasesOfArtist(index, "bob").map((r) => r.id)).toEqual(["soon", "duet"]);
  });
});

describe("artist page", () => {
  it("shows only the social links that are set, in the spec's order", () => {
    const page = artistPage(index, ann);
    expect(page.socials).toEqual([
      { label: "Instagram", url: "https://instagram.com/ann" },
      { label: "Website", url: "https://ann.example" },
    ]);
    expect(page).toMatchObject({ genre: "Deep House", path: "/artist/ann", ownImageUrl: "https://img.test/ann.jpg" });
    expect(page.releases.map((r) => r.title)).toEqual(["Tide", "Duet"]);
  });

  it("uses the placeholder image for an artist without one", () => {
    expect(artistPage(index, bob)).toMatchObject({ imageUrl: "/images/placeholder-artist.svg", ownImageUrl: null, socials: [] });
  });
});

describe("release page", () => {
  it("links every credited artist, canonical under the primary artist", () => {
    const page = releasePage(index, duet, bob, NOW);
    expect(page.artists).toEqual([
      { name: "Ann", href: "/artist/ann" },
      { name: "Bob", href: "/artist/bob" },
    ]);
    expect(page).toMatchObject({
      path: "/releases/bob/duet",
      canonicalPath: "/releases/ann/duet",
      longDate: "February 10, 2025",
      upcoming: false,
      preSaveHref: null,
    });
    expect(page.about).toEqual({ name: "Ann", bio: "Ann plays tape loops.", href: "/artist/ann" });
  });

  it("offers pre-save to the primary artist's pre-save page while upcoming, and has the album embed", () => {
    const page = releasePage(index, soon, bob, NOW);
    expect(page).toMatchObject({
      upcoming: true,
      preSaveHref: "/pre-save/bob/soon",
      embedUrl: "https://open.spotify.com/embed/album/alb1",
    });
    expect(releasePage(index, soon, bob, new Date("2025-09-01T00:00:00Z")).upcoming).toBe(false);
  });

  it("lists the filled credit roles with the spec's labels", () => {
    expect(creditLines({ mastering: ["Rae"], producers: ["Ann", "Ines"] })).toEqual([
      { label: "Produced by", names: ["Ann", "Ines"] },
      { label: "Mastered by", names: ["Rae"] },
    ]);
    expect(creditLines({})).toEqual([]);
  });
});

describe("pre-save page", () => {
  it("says 'Releasing {date}' before and 'Released {date}' from the release day", () => {
    const page = preSavePage(index, soon, bob, NOW);
    expect(page).toMatchObject({
      releasingText: "Releasing September 1, 2025",
      releasedText: "Released September 1, 2025",
      upcoming: true,
      releaseId: "soon",
    });
    expect(page.listenLinks.map((l) => l.platform)).toEqual(["spotify"]);
  });
});

describe("press post page", () => {
  it("renders the stored HTML sanitized again", () => {
    const stored = makePressPost({ content: '<p onclick="x()">Hi<script>alert(1)</script> <a href="javascript:alert(1)">x</a></p>' });
    const page = pressPostPage(stored, sanitizeRichText);
    expect(page.html).not.toMatch(/script|onclick|javascript:/);
    expect(page.html).toContain("Hi");
    expect(pressPostPage(post, (h) => h)).toMatchObject({ date: "April 1, 2025", path: "/press/news" });
  });
});

describe("list items", () => {
  it("carry the genre the filter compares", () => {
    expect(genreKey("Deep House")).toBe("deep-house");
    expect(genreKey("  ")).toBeNull();
    expect(artistListItem(ann).genreKey).toBe("deep-house");
    expect(releaseListItem(index, makeRelease({ genre: "Trip Hop" })).genreKey).toBe("trip-hop");
  });

  it("show a genre by the name the filters use, however it was stored", () => {
    expect(releaseListItem(index, makeRelease({ genre: "Trip Hop" })).genre).toBe("Trip-Hop");
    expect(releaseListItem(index, makeRelease({ genre: "trip-hop" })).genre).toBe("Trip-Hop");
    expect(releaseListItem(index, makeRelease({ genre: "edm" })).genre).toBe("EDM");
  });
});

describe("home", () => {
  it("takes the roster from the newest releases, then the 3 newest releases and 6 newest posts", () => {
    const home = homeData(index);
    expect(home.artists.map((a) => a.name)).toEqual(["Bob", "Ann"]);
    expect(home.releases.map((r) => r.title)).toEqual(["Soon", "Tide", "Duet"]);
    expect(home.press.map((p) => p.title)).toEqual(["News"]);
  });
});
