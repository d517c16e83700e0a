/**
 * What the caller may do with one resource, in a form the admin UI can read
 * to hide what it cannot do. Derived from the same grants the server checks;
 * the server still checks every call.
 */
import { z } from "zod";
import { ACTIONS, type Action, type Resource } from "../shared/constants";
import { actionSchema, permissionId } from "./permission";
import { isArtistScopedResource, type RolePermission } from "./rolePermission";

export const resourceAbilitiesSchema = z.object({
  /** Actions allowed on every item. */
  global: z.array(actionSchema),
  /** Actions allowed only on one artist's items (artists and releases), by artist id. */
  byArtist: z.record(z.string(), z.array(actionSchema)),
});

export type ResourceAbilities = z.output<typeof resourceAbilitiesSchema>;

/** The caller's abilities on `resource`: Super Admin holds every action globally. */
export function resourceAbilities(
  grants: readonly Pick<RolePermission, "permission_id" | "artist_id">[],
  resource: Resource,
  { isSuperAdmin }: { isSuperAdmin: boolean },
): ResourceAbilities {
  if (isSuperAdmin) return { global: [...ACTIONS], byArtist: {} };
  const global = new Set<Action>();
  const byArtist = new Map<string, Set<Action>>();
  for (const action of ACTIONS) {
    for (const grant of grants) {
      if (grant.permission_id !== permissionId(resource, action)) continue;
      if (grant.artist_id === null) global.add(action);
      else if (isArtistScopedResource(resource)) {
        byArtist.set(grant.artist_id, (byArtist.get(grant.artist_id) ?? new Set<Action>()).add(action));
      }
    }
  }
  const inOrder = (actions: Set<Action>) => ACTIONS.filter((action) => actions.has(action));
  return {
    global: inOrder(global),
    byArtist: Object.fromEntries([...byArtist].map(([artistId, actions]) => [artistId, inOrder(actions)])),
  };
}

/** Whether the action is allowed on an item of this artist (null: an item without artist, or a new one). */
export function abilityAllows(abilities: ResourceAbilities, action: Action, artistId?: string | null): boolean {
  if (abilities.global.includes(action)) return true;
  return artistId !== null && artistId !== undefined && (abilities.byArtist[artistId]?.includes(action) ?? false);
}

/** Whether the action is allowed anywhere: globally or for at least one artist. */
export function abilityAllowsAny(abilities: ResourceAbilities, action: Action): boolean {
  return abilities.global.includes(action) || Object.values(abilities.byArtist).some((actions) => actions.includes(action));
}

/** No abilities at all (before the list has loaded). */
export const NO_ABILITIES: ResourceAbilities = { global: [], byArtist: {} };

/**
 * Whose items the action reaches: null for every item (a global grant),
 * otherwise the artists it is granted for (none: an empty list). What an
 * artist-scoped list is filtered by.
 */
export function artistsAllowed(abilities: ResourceAbilities, action: Action): string[] | null {
  if (abilities.global.includes(action)) return null;
  return Object.entries(abilities.byArtist).flatMap(([artistId, actions]) => (actions.includes(action) ? [artistId] : []));
}
