import { canAll, RESOURCE_OF, type ScopedState } from "../../domain/access";
import { scheduleRequirements, SCHEDULE_TEXTS, type PublishSchedule, type ScheduledItem } from "../../domain/publishing";
import { type Resource } from "../../domain/shared";
import type { Repositories } from "../../data";
import type { CallerAccess } from "../access";

/**
 * What scheduling an item and carrying the schedule out check, in one place
 * for the callables and the `scheduled-publish` job: the publish grant on
 * the item as stored (its artist, and a release's credited artists).
 * docs/scheduled-publishing.md.
 */

/** Which resource's grants govern each kind of item (kept in the domain, beside who may view it). */
export { RESOURCE_OF };

/** An item of a schedule as its grants see it, with a readable name; null when it no longer exists. */
export interface ScheduledItemScope {
  item: ScheduledItem;
  resource: Resource;
  state: ScopedState;
  label: string;
}

export async function scheduledItemScope(repos: Repositories, item: ScheduledItem): Promise<ScheduledItemScope | null> {
  const resource = RESOURCE_OF[item.entity];
  if (item.entity === "artists") {
    const artist = await repos.artists.get(item.id);
    return artist && { item, resource, label: artist.name, state: { artistId: artist.id, isPublished: artist.is_published } };
  }
  if (item.entity === "releases") {
    const release = await repos.releases.get(item.id);
    if (!release) return null;
    const links = await repos.releaseArtists.listForRelease(item.id);
    const credited = links.map((l) => l.artist_id).filter((id) => id !== release.artist_id);
    return {
      item,
      resource,
      label: release.title,
      state: { artistId: release.artist_id, isPublished: release.is_published, creditedArtistIds: credited },
    };
  }
  const post = await repos.pressPosts.get(item.id);
  return post && { item, resource, label: post.title, state: { artistId: null, isPublished: post.is_published } };
}

/** Whether `access` may publish (or withdraw) every item: the grants a schedule needs, now and when it runs. */
export function mayCarryOut(access: CallerAccess, scopes: readonly ScheduledItemScope[], action: PublishSchedule["action"]): boolean {
  return access.isAdmin && scopes.every((scope) => canAll(access, scope.resource, scheduleRequirements(scope.state, action)));
}

/** The readable name of a schedule in the audit log: its batch name, else its item's. */
export function scheduleLabel(schedule: Pick<PublishSchedule, "name">, scopes: readonly Pick<ScheduledItemScope, "label">[]): string {
  return schedule.name ?? scopes.map((s) => s.label).join(", ");
}

export const CANCEL_REASONS = { revoked: SCHEDULE_TEXTS.grantRevoked, missing: SCHEDULE_TEXTS.itemNotFound } as const;
