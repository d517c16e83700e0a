/**
 * Who may see which content item in the back office (docs/product.md#content-permissions):
 * view on its resource, for the artist it belongs to. The one rule the
 * lists, the media library's usage and the pending schedules filter by, so
 * nothing shows a scoped editor another artist's drafts by a side door.
 */
import type { Resource } from "../shared/constants";
import { can } from "./permissions";
import type { ContentEntity } from "../publishing/contentChange";
import type { PublishSchedule, ScheduledItem } from "../publishing/publishScheduleRecord";
import type { CallerGrants } from "./rolePermission";

/** The resource whose grants govern each kind of content record. */
export const RESOURCE_OF: Record<ContentEntity, Resource> = { artists: "artists", releases: "releases", press_posts: "press" };

/** A content item as view rights see it. */
export interface ContentItemOwner {
  entity: ContentEntity;
  /** The artist it belongs to: the artist itself, a release's primary artist; null for press posts and releases without one. */
  artistId: string | null;
}

/** Whether the caller may see the item: view on its resource, globally or for its artist. */
export function canViewItem(caller: CallerGrants, item: ContentItemOwner): boolean {
  return can(caller.grants, { resource: RESOURCE_OF[item.entity], action: "view", artistId: item.artistId }, caller);
}

/** Whether the caller may see every item of this kind (a global view grant): no item of it needs reading to decide. */
export function viewsAllOf(caller: CallerGrants, entity: ContentEntity): boolean {
  return can(caller.grants, { resource: RESOURCE_OF[entity], action: "view", artistId: null }, caller);
}

/**
 * The pending schedules as the caller may see them: each keeps only the
 * items the caller may view (`owner` gives an item's artist; null: the item
 * is gone, shown only to those who view every item of its kind), and a
 * schedule left with none is not listed. A batch that holds items the
 * caller cannot see keeps no name either: a batch is often named after its
 * release ("Spring album launch"), which would tell what it holds.
 */
export function schedulesVisibleTo<S extends Pick<PublishSchedule, "name" | "items">>(
  schedules: readonly S[],
  caller: CallerGrants,
  owner: (item: ScheduledItem) => string | null | undefined,
): S[] {
  const sees = (item: ScheduledItem) => {
    if (viewsAllOf(caller, item.entity)) return true;
    const artistId = owner(item);
    return artistId !== undefined && canViewItem(caller, { entity: item.entity, artistId });
  };
  return schedules.flatMap((schedule) => {
    const items = schedule.items.filter(sees);
    if (items.length === 0) return [];
    return [items.length === schedule.items.length ? schedule : { ...schedule, items, name: null }];
  });
}
