import { canViewItem, viewsAllOf } from "../access/contentVisibility";
import { mediaIdsIn } from "../shared/mediaReference";
import type { Artist } from "../catalog/artist";
import { CONTENT_ENTITIES } from "../publishing/contentChange";
import type { PressPost } from "../catalog/pressPost";
import type { Media, MediaUse } from "./mediaRecord";
import type { Release } from "../catalog/release";
import type { CallerGrants } from "../access/rolePermission";
import { holdsAnywhere } from "../access/permissions";
import { permissionId } from "../access/permission";
import { CONTENT_RESOURCES } from "../shared/constants";

const KIND = { artists: "artist", releases: "release", press_posts: "press post" } as const;
const use = (entity: MediaUse["entity"], id: string, title: string, artistId: string | null): MediaUse => ({
  entity,
  id,
  label: `${KIND[entity]} "${title}"`,
  artist_id: artistId,
});

/** The images an artist's page shows: its picture. */
export const artistMediaIds = (artist: Pick<Artist, "image_url">): string[] => mediaIdsIn(artist.image_url);
/** The images a release shows: its cover. */
export const releaseMediaIds = (release: Pick<Release, "image_url">): string[] => mediaIdsIn(release.image_url);
/** The images a press post shows: its featured image and those in its text, each once. */
export const postMediaIds = (post: Pick<PressPost, "featured_image_url" | "content">): string[] => [
  ...new Set([...mediaIdsIn(post.featured_image_url), ...mediaIdsIn(post.content)]),
];

/**
 * Uses of every referenced image, by media id, computed from the documents
 * themselves (image fields and images inside press content), so it can
 * never disagree with what the pages show.
 */
export function mediaUsage(docs: {
  artists: readonly Artist[];
  releases: readonly Release[];
  posts: readonly PressPost[];
}): Map<string, MediaUse[]> {
  const uses = new Map<string, MediaUse[]>();
  const add = (ids: string[], entry: MediaUse) => {
    for (const id of ids) uses.set(id, [...(uses.get(id) ?? []), entry]);
  };
  for (const a of docs.artists) add(artistMediaIds(a), use("artists", a.id, a.name, a.id));
  for (const r of docs.releases) add(releaseMediaIds(r), use("releases", r.id, r.title, r.artist_id));
  for (const p of docs.posts) add(postMediaIds(p), use("press_posts", p.id, p.title, null));
  return uses;
}

/**
 * What the media library shows one caller of one image
 * (docs/decisions.md#uploaded-images): the uses of items they may view
 * (`canViewItem`), others left out. An image used only by items they may
 * not view is not shown at all (null), nor is an unused image, unless they
 * uploaded it or hold view globally on artists, releases or press (an
 * unused image belongs to no artist; an artist-scoped editor sees only
 * their own).
 */
export function mediaUsesVisibleTo(
  caller: CallerGrants & { uid: string },
  media: Pick<Media, "uploaded_by">,
  uses: readonly MediaUse[],
): MediaUse[] | null {
  if (uses.length === 0)
    return media.uploaded_by === caller.uid || CONTENT_ENTITIES.some((entity) => viewsAllOf(caller, entity)) ? [] : null;
  const visible = uses.filter((u) => canViewItem(caller, { entity: u.entity, artistId: u.artist_id }));
  return visible.length > 0 ? visible : null;
}

/**
 * Whether `mediaUsesVisibleTo` shows the caller every image whatever uses
 * it: they view every artist, release and press post. Their checks need
 * no read of an image's uses (setting its alt text).
 */
export const seesEveryImage = (caller: CallerGrants): boolean => CONTENT_ENTITIES.every((entity) => viewsAllOf(caller, entity));

/**
 * Who may open the media library: view on artists, releases or press in
 * some scope, or store edit in some scope, to choose a product's images
 * (docs/store.md#product-images). Opening it is reading it only: deleting
 * needs delete on content, uploading draft or edit on the item.
 */
export const mayOpenMediaLibrary = (caller: CallerGrants): boolean =>
  CONTENT_RESOURCES.some((resource) => holdsAnywhere(caller, resource, ["view"])) || holdsAnywhere(caller, "store", ["edit"]);

/**
 * The caller as the media library judges what to show them: store edit on
 * an artist counts as viewing that artist's page and releases, whose images
 * are the ones their products are pictured with (the vinyl's sleeve is the
 * release's cover); store edit on every artist, as viewing every artist and
 * release, so unused images too. Press images stay with press view.
 */
export function mediaLibraryViewer<C extends CallerGrants>(caller: C): C {
  const asViews = caller.grants
    .filter((grant) => grant.permission_id === permissionId("store", "edit"))
    .flatMap((grant) =>
      (["artists", "releases"] as const).map((resource) => ({ permission_id: permissionId(resource, "view"), artist_id: grant.artist_id })),
    );
  return { ...caller, grants: [...caller.grants, ...asViews] };
}
