import { mediaIdsIn } from "./media";
import type { Artist } from "./schemas/artist";
import type { PressPost } from "./schemas/pressPost";
import type { MediaUse } from "./schemas/media";
import type { Release } from "./schemas/release";

const KIND = { artists: "artist", releases: "release", press_posts: "press post" } as const;
const use = (entity: MediaUse["entity"], id: string, title: string): MediaUse => ({ entity, id, label: `${KIND[entity]} "${title}"` });

/**
 * Uses of every referenced image, by media id, computed from the documents
 * themselves (image fields and images inside press content), so it can
 * never disagree with what the pages show.
 */
export function mediaUsage(docs: { artists: readonly Artist[]; releases: readonly Release[]; posts: readonly PressPost[] }): Map<string, MediaUse[]> {
  const uses = new Map<string, MediaUse[]>();
  const add = (ids: string[], entry: MediaUse) => {
    for (const id of ids) uses.set(id, [...(uses.get(id) ?? []), entry]);
  };
  for (const a of docs.artists) add(mediaIdsIn(a.image_url), use("artists", a.id, a.name));
  for (const r of docs.releases) add(mediaIdsIn(r.image_url), use("releases", r.id, r.title));
  for (const p of docs.posts) add([...new Set([...mediaIdsIn(p.featured_image_url), ...mediaIdsIn(p.content)])], use("press_posts", p.id, p.title));
  return uses;
}
