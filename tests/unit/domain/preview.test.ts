import { describe, expect, it } from "vitest";
import { artistInputSchema, pressPostInputSchema, releaseInputSchema } from "../../../src/lib/domain/catalog";
import {
  artistDraft,
  draftOwner,
  markAsPreview,
  pressDraft,
  PREVIEW_SESSION_SCRIPT,
  PREVIEW_TEXTS,
  PREVIEW_TTL_MS,
  previewIdSchema,
  previewRefusalPage,
  previewRequestSchema,
  previewViewRequirements,
  previewViewScopes,
  releaseDraft,
} from "../../../src/lib/domain/publishing";
import { makeArtist, makePressPost, makeRelease } from "../../factories";

const HALDEN = "a0000000-0000-4000-8000-000000000001";
const OTHER = "a0000000-0000-4000-8000-000000000002";
const now = new Date("2026-05-01T10:00:00Z");

describe("preview requests", () => {
  it("check the form with the save's schema and ids with the record id shape", () => {
    const bad = previewRequestSchema.safeParse({ entity: "releases", id: null, release: { title: "", slug: "x", artist_id: HALDEN } });
    expect(bad.success).toBe(false);
    expect(previewRequestSchema.safeParse({ entity: "artists", id: "../x", artist: { name: "A", slug: "a" } }).success).toBe(false);
    expect(previewRequestSchema.safeParse({ entity: "demos", id: null }).success).toBe(false);
    const ok = previewRequestSchema.parse({ entity: "artists", artist: { name: " A ", slug: "a" } });
    expect(ok).toMatchObject({ id: null, artist: { name: "A" } });
  });

  it("accept only unguessable 32-character preview ids", () => {
    expect(previewIdSchema.safeParse("abc").success).toBe(false);
    expect(previewIdSchema.safeParse("a/".padEnd(32, "x")).success).toBe(false);
    expect(previewIdSchema.safeParse("A-_".padEnd(32, "z")).success).toBe(true);
  });
});

describe("who may open a preview", () => {
  it("needs view for the item's artist, both artists when a release moves, a global view for press and new artists", () => {
    const release = previewRequestSchema.parse({ entity: "releases", id: null, release: { title: "T", slug: "t", artist_id: OTHER } });
    expect(draftOwner(release)).toBe(OTHER);
    expect(previewViewScopes(HALDEN, OTHER)).toEqual([HALDEN, OTHER]);
    expect(previewViewScopes(HALDEN, HALDEN)).toEqual([HALDEN]);
    const newArtist = previewRequestSchema.parse({ entity: "artists", artist: { name: "A", slug: "a" } });
    expect(previewViewScopes(null, draftOwner(newArtist))).toEqual([null]);
    expect(previewViewRequirements({ view_scopes: [HALDEN, null] })).toEqual([
      { action: "view", artistId: HALDEN },
      { action: "view", artistId: null },
    ]);
  });
});

describe("drafts in the catalog's shape", () => {
  it("are published, keep what a save keeps, and take the form's values", () => {
    const stored = makeRelease({
      id: "r1",
      artist_id: HALDEN,
      dsp_links: { spotify: "https://open.spotify.com/album/x" },
      is_published: false,
    });
    const input = releaseInputSchema.parse({ title: "New title", slug: "new-title", artist_id: HALDEN, additional_artist_ids: [OTHER] });
    const draft = releaseDraft(input, "r1", stored, now);
    if (draft.entity !== "releases") throw new Error("not a release");
    expect(draft.release).toMatchObject({
      id: "r1",
      title: "New title",
      is_published: true,
      dsp_links: stored.dsp_links,
      created_at: stored.created_at,
    });
    expect(draft.links.map((l) => [l.artist_id, l.is_primary])).toEqual([
      [HALDEN, true],
      [OTHER, false],
    ]);

    const artist = artistDraft(
      artistInputSchema.parse({ name: "Halden", slug: "halden" }),
      HALDEN,
      makeArtist({ id: HALDEN, is_published: false }),
      now,
    );
    expect(artist.entity === "artists" && artist.artist.is_published).toBe(true);

    const published = makePressPost({ id: "p1", is_published: true, published_at: new Date("2025-01-01T00:00:00Z"), author_id: "writer" });
    const post = pressDraft(pressPostInputSchema.parse({ title: "T", slug: "t", content: "<p>x</p>" }), "p1", published, "editor", now);
    expect(post.entity === "press_posts" && [post.post.published_at, post.post.author_id]).toEqual([published.published_at, "writer"]);
    const fresh = pressDraft(pressPostInputSchema.parse({ title: "T", slug: "t", content: "<p>x</p>" }), "p2", null, "editor", now);
    expect(fresh.entity === "press_posts" && [fresh.post.published_at, fresh.post.author_id]).toEqual([now, "editor"]);
  });
});

describe("a rendered page marked as a preview", () => {
  it("gets a robots noindex (replacing the page's own) and the preview bar", () => {
    const page =
      '<!doctype html><html><head><meta charset="utf-8"><meta name="robots" content="index, follow"></head><body class="x"><h1>T</h1></body></html>';
    const marked = markAsPreview(page);
    expect(marked).toContain('<head><meta name="robots" content="noindex, nofollow">');
    expect(marked).not.toContain("index, follow");
    expect(marked).toMatch(new RegExp(`<body class="x"><div role="note"[^>]*>${PREVIEW_TEXTS.banner}</div><h1>`));
  });
});

describe("a refusal page", () => {
  it("loads the session finder only when asked (a link opened without a token), and escapes its texts", () => {
    const script = `<script src="${PREVIEW_SESSION_SCRIPT}"></script>`;
    expect(previewRefusalPage(PREVIEW_TEXTS.signInTitle, PREVIEW_TEXTS.signInBody, { findSession: true })).toContain(script);
    expect(previewRefusalPage(PREVIEW_TEXTS.signInTitle, PREVIEW_TEXTS.signInBody)).not.toContain("<script");
    expect(previewRefusalPage("<b>", null)).toContain("<h1>&#60;b&#62;</h1>");
    // Styled as the site's error pages (inline: no site stylesheet reaches a function's page), with the way home.
    const page = previewRefusalPage(PREVIEW_TEXTS.deniedTitle, PREVIEW_TEXTS.deniedBody);
    expect(page).toMatch(/<style>html\{background:#0b0b0c;color:#f4f1ea/);
    expect(page).toContain('<a href="/">BACK TO HOME</a></main>');
  });
});

describe("the texts that state a preview's limits", () => {
  it("say the lifetime the previews really have", () => {
    expect(PREVIEW_TEXTS.ready).toContain(`expires after ${PREVIEW_TTL_MS / 60_000} minutes`);
  });
});
