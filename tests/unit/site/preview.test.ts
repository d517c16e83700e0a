import { describe, expect, it } from "vitest";
import { releaseInputSchema, type ReleaseInput } from "../../../src/lib/domain/catalog";
import { releaseDraft } from "../../../src/lib/domain/publishing";
import type { Catalog } from "../../../src/lib/site/catalog";
import { previewCatalog, previewPagePath } from "../../../src/lib/site/preview";
import { makeArtist, makePressPost, makeRelease, makeReleaseArtist } from "../../factories";

const A1 = "a0000000-0000-4000-8000-000000000001";
const A2 = "a0000000-0000-4000-8000-000000000002";
/** A release form's values as the save's schema outputs them. */
const releaseInput = (overrides: Record<string, unknown>): ReleaseInput =>
  releaseInputSchema.parse({
    title: "Tides",
    slug: "tides",
    artist_id: A1,
    genre: "ambient",
    release_date: "2026-06-01",
    year: "2026",
    ...overrides,
  });

const halden = makeArtist({ id: A1, name: "Halden Drift", slug: "halden-drift", is_published: true });
const hidden = makeArtist({ id: A2, name: "New Signing", slug: "new-signing", is_published: false });
const live = makeRelease({ id: "r1", title: "Live", slug: "live", artist_id: A1, is_published: true });
const clash = makeRelease({ id: "r9", title: "Older", slug: "tides", artist_id: A1, is_published: true });
const post = makePressPost({ id: "p1", slug: "news", is_published: true });
const catalog: Catalog = {
  artists: [halden],
  releases: [live, clash],
  links: [makeReleaseArtist({ release_id: "r1", artist_id: A1 }), makeReleaseArtist({ release_id: "r9", artist_id: A1 })],
  posts: [post],
};
const now = new Date("2026-05-01T10:00:00Z");

describe("preview catalog", () => {
  it("shows unsaved edits of a published release in place of the live version, on its primary artist's page URL", () => {
    const draft = releaseDraft(releaseInput({ title: "Live (edit)", slug: "live", artist_id: A1 }), "r1", live, now);
    const shown = previewCatalog(catalog, draft);
    expect(shown.releases.filter((r) => r.id === "r1").map((r) => r.title)).toEqual(["Live (edit)"]);
    expect(previewPagePath(shown, draft)).toBe("/releases/halden-drift/live");
    // The kept catalog itself is not touched.
    expect(catalog.releases.find((r) => r.id === "r1")?.title).toBe("Live");
  });

  it("adds a new draft release, and drops another release that would claim its URL", () => {
    const draft = releaseDraft(releaseInput({ title: "Tides", slug: "tides", artist_id: A1 }), "r2", null, now);
    const shown = previewCatalog(catalog, draft);
    expect(shown.releases.map((r) => r.id).sort()).toEqual(["r1", "r2"]);
    expect(previewPagePath(shown, draft)).toBe("/releases/halden-drift/tides");
  });

  it("shows a draft release of an unpublished artist under that artist, as if published", () => {
    const draft = releaseDraft(releaseInput({ slug: "first", artist_id: A2 }), "r3", null, now);
    expect(previewPagePath(previewCatalog(catalog, draft), draft)).toBeNull();
    const shown = previewCatalog(catalog, draft, [hidden]);
    expect(previewPagePath(shown, draft)).toBe("/releases/new-signing/first");
    expect(shown.artists.find((a) => a.id === A2)?.is_published).toBe(true);
  });

  it("replaces an artist or a post by id and drops others with the same slug", () => {
    const other = makeArtist({ id: "a5", slug: "renamed", is_published: true });
    const withOther = { ...catalog, artists: [halden, other] };
    const artistDraftDoc = { entity: "artists" as const, artist: { ...halden, name: "Halden Drift II", slug: "renamed" } };
    const shown = previewCatalog(withOther, artistDraftDoc);
    expect(shown.artists.map((a) => a.id)).toEqual([A1]);
    expect(previewPagePath(shown, artistDraftDoc)).toBe("/artist/renamed");

    const postDraft = { entity: "press_posts" as const, post: { ...post, id: "p2", title: "Draft news" } };
    const withPost = previewCatalog(catalog, postDraft);
    expect(withPost.posts.map((p) => p.id)).toEqual(["p2"]);
    expect(previewPagePath(withPost, postDraft)).toBe("/press/news");
  });
});
