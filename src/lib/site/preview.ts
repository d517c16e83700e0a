import type { Artist } from "../domain/catalog";
import type { PreviewDraft } from "../domain/publishing";
import { indexCatalog, primaryArtist, type Catalog } from "./catalog";
import { applyCatalogUpdates } from "./catalogSnapshot";
import { artistPath, pressPostPath, releasePath } from "./paths";

/**
 * Pure rules of preview builds (docs/preview.md): the live catalog with a
 * draft patched in as if it were published, and the page that shows it.
 */

/**
 * The catalog a preview renders from: the draft in place of its stored
 * version (or added), and nothing else claiming its URL. `unpublishedArtists`
 * are the draft release's credited artists that are not public yet: shown as
 * if published, since a release page needs a public artist for its URL.
 */
export function previewCatalog(catalog: Catalog, draft: PreviewDraft, unpublishedArtists: readonly Artist[] = []): Catalog {
  if (draft.entity === "artists") {
    const { artist } = draft;
    const others = { ...catalog, artists: catalog.artists.filter((a) => a.id === artist.id || a.slug !== artist.slug) };
    return applyCatalogUpdates(others, [
      { entity: "artists", id: artist.id, doc: artist, links: catalog.links.filter((l) => l.artist_id === artist.id) },
    ]);
  }
  if (draft.entity === "releases") {
    const { release, links } = draft;
    const credited = new Set(links.map((l) => l.artist_id));
    const sharesUrl = (r: Catalog["releases"][number]) =>
      r.id !== release.id && r.slug === release.slug && r.artist_id !== null && credited.has(r.artist_id);
    const added = unpublishedArtists.filter((a) => credited.has(a.id)).map((a) => ({ ...a, is_published: true }));
    const others = { ...catalog, releases: catalog.releases.filter((r) => !sharesUrl(r)) };
    return applyCatalogUpdates(others, [
      ...added.map((a) => ({ entity: "artists" as const, id: a.id, doc: a, links: catalog.links.filter((l) => l.artist_id === a.id) })),
      { entity: "releases", id: release.id, doc: release, links },
    ]);
  }
  const { post } = draft;
  const others = { ...catalog, posts: catalog.posts.filter((p) => p.id === post.id || p.slug !== post.slug) };
  return applyCatalogUpdates(others, [{ entity: "press_posts", id: post.id, doc: post }]);
}

/** The draft's page in that catalog (a release: its primary artist's copy); null when it has none. */
export function previewPagePath(catalog: Catalog, draft: PreviewDraft): string | null {
  if (draft.entity === "artists") return artistPath(draft.artist.slug);
  if (draft.entity === "press_posts") return pressPostPath(draft.post.slug);
  const index = indexCatalog(catalog);
  const release = index.releasesById.get(draft.release.id);
  const artist = release ? primaryArtist(index, release) : null;
  return release && artist ? releasePath(artist.slug, release.slug) : null;
}

/** Artist ids a draft release credits: those not in the catalog are read and shown as published for the preview. */
export const previewArtistIds = (draft: PreviewDraft): string[] => (draft.entity === "releases" ? draft.links.map((l) => l.artist_id) : []);
