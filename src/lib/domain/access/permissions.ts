/**
 * Who may do what (docs/product.md#permissions). Pure: callers pass the grants of the
 * user's roles as read from the database, never anything the client claims.
 */
import { ACTIONS, RESOURCES, type Action, type Resource } from "../shared/constants";
import { ALL_PERMISSIONS, permissionId, type Permission, type PermissionId } from "./permission";
import { isArtistScopedResource, type CallerGrants, type Grant } from "./rolePermission";
import type { Requirement } from "./contentAccess";

export interface PermissionRequest {
  resource: Resource;
  action: Action;
  /**
   * Artist the item belongs to: the artist itself, or a release's primary
   * artist (artist_id). Omit for actions not tied to one artist, such as
   * creating or listing; then only global grants count.
   */
  artistId?: string | null;
}

/**
 * Super Admin may do everything. A global grant (artist_id null) allows the
 * action on any item; an artist-scoped grant only on that artist's items, and
 * only for artists and releases (a scoped grant elsewhere is ignored).
 */
export function can(grants: readonly Grant[], request: PermissionRequest, { isSuperAdmin }: { isSuperAdmin: boolean }): boolean {
  if (isSuperAdmin) return true;
  const wanted = permissionId(request.resource, request.action);
  const artistId = request.artistId ?? null;
  return grants.some((grant) => {
    if (grant.permission_id !== wanted) return false;
    if (grant.artist_id === null) return true;
    return isArtistScopedResource(request.resource) && artistId !== null && grant.artist_id === artistId;
  });
}

/** Whether the caller holds every requirement on the resource (each for its artist, see `can`). */
export function canAll(caller: CallerGrants, resource: Resource, requirements: readonly Requirement[]): boolean {
  return requirements.every(({ action, artistId }) => can(caller.grants, { resource, action, artistId }, caller));
}

/**
 * Whether the caller holds at least one of the actions on the resource in
 * some scope: globally or for at least one artist. The first check of a
 * call about one artist's item, made before the item is read.
 */
export function holdsAnywhere(caller: CallerGrants, resource: Resource, actions: readonly Action[]): boolean {
  if (caller.isSuperAdmin) return true;
  const wanted = new Set<string>(actions.map((action) => permissionId(resource, action)));
  return caller.grants.some((grant) => wanted.has(grant.permission_id));
}

/** Row label in the grid: the resource with underscores as spaces ("user management"). */
export function resourceLabel(resource: Resource): string {
  return resource.replace(/_/g, " ");
}

export interface PermissionGridCell {
  action: Action;
  /** null: no such permission exists, so no checkbox is drawn. */
  permissionId: PermissionId | null;
}

export interface PermissionGridRow {
  resource: Resource;
  label: string;
  cells: PermissionGridCell[];
}

export interface PermissionGrid {
  actions: readonly Action[];
  rows: PermissionGridRow[];
}

/**
 * The roles screen grid: rows artists, releases, press, demos, user management;
 * columns draft, edit, publish, delete, view. Pass the permissions that exist
 * (a checkbox only appears where one does) and, for the artist-specific
 * section, `ARTIST_SCOPED_RESOURCES` as the rows.
 */
export function permissionGrid(
  available: readonly Pick<Permission, "resource_type" | "action">[] = ALL_PERMISSIONS,
  resources: readonly Resource[] = RESOURCES,
): PermissionGrid {
  const existing = new Set(available.map((p) => permissionId(p.resource_type, p.action)));
  return {
    actions: ACTIONS,
    rows: resources.map((resource) => ({
      resource,
      label: resourceLabel(resource),
      cells: ACTIONS.map((action) => {
        const id = permissionId(resource, action);
        return { action, permissionId: existing.has(id) ? id : null };
      }),
    })),
  };
}
