import { useState } from "react";
import { call } from "../../../../lib/client/callables";
import {
  canGrantPermission,
  canManageUsers,
  isSuperAdminRole,
  permissionGrid,
  type CallerGrants,
  type Permission,
  type PermissionId,
  type Role,
} from "../../../../lib/domain/access";
import { ARTIST_SCOPED_RESOURCES, ROLE_TOASTS } from "../../../../lib/domain/shared";
import { ListState, Panel } from "../../../components/AdminPage";
import { Field, Select } from "../../../components/form/controls";
import { useCallableQuery } from "../../../hooks/useCallableQuery";
import { PermissionGrid, type GridCellState } from "./PermissionGrid";
import { roleErrorToast } from "./roleToasts";

type Grant = { permission_id: PermissionId; artist_id: string | null };

/**
 * The selected role's permissions: the global grid (every resource) and the
 * artist-specific grid (artists and releases, for the artist chosen).
 * Mounted per role, so switching roles starts from a fresh load.
 */
export function RolePermissions({
  role,
  permissions,
  artists,
  access,
}: {
  role: Role;
  permissions: readonly Permission[];
  artists: readonly { id: string; name: string }[];
  access: CallerGrants | null;
}) {
  const grants = useCallableQuery("listRolePermissions", { role_id: role.id }, roleErrorToast(ROLE_TOASTS.fetchRolePermissionsError));
  const [artistId, setArtistId] = useState("");
  const [pending, setPending] = useState(false);
  const superAdmin = isSuperAdminRole(role);
  const held = grants.data?.permissions ?? [];
  const artistName = artists.find((a) => a.id === artistId)?.name;

  const isHeld = (grant: Grant) => held.some((g) => g.permission_id === grant.permission_id && g.artist_id === grant.artist_id);

  function cellState(grant: Grant): GridCellState {
    // Super Admin holds everything whatever its grants say; its grid only shows that.
    if (superAdmin) return { checked: true, disabled: true };
    const checked = isHeld(grant);
    // Taking a grant follows the rule of giving: the caller must hold it.
    const allowed =
      access !== null && canManageUsers(access, checked ? "removePermission" : "assignPermission") && canGrantPermission(access, grant);
    return { checked, disabled: pending || !grants.data || !allowed };
  }

  const setHeld = (grant: Grant, holds: boolean) =>
    grants.setData((current) => {
      const others = (current?.permissions ?? []).filter(
        (g) => !(g.permission_id === grant.permission_id && g.artist_id === grant.artist_id),
      );
      return { permissions: holds ? [...others, grant] : others };
    });

  // The box follows the click at once and goes back if the server refuses.
  async function toggle(grant: Grant, checked: boolean) {
    setPending(true);
    setHeld(grant, checked);
    try {
      await call(checked ? "assignPermission" : "removePermission", { role_id: role.id, ...grant });
    } catch (error) {
      setHeld(grant, !checked);
      roleErrorToast(checked ? ROLE_TOASTS.assignPermissionError : ROLE_TOASTS.removePermissionError)(error);
    } finally {
      setPending(false);
    }
  }

  return (
    <Panel title={`PERMISSIONS: ${role.name.toUpperCase()}`} id="role-permissions-heading">
      {superAdmin && <p className="mt-2 text-sm text-muted">Super Admin holds every permission; its grants cannot be changed.</p>}
      <ListState loading={grants.loading} empty={false} emptyText="" />
      {!grants.loading && (
        <>
          <h3 className="mt-6 text-sm font-bold tracking-widest">GLOBAL PERMISSIONS</h3>
          <PermissionGrid
            grid={permissionGrid(permissions)}
            label="Global permissions"
            cell={(permission_id) => cellState({ permission_id, artist_id: null })}
            onToggle={(permission_id, checked) => void toggle({ permission_id, artist_id: null }, checked)}
          />

          <h3 className="mt-8 text-sm font-bold tracking-widest">ARTIST-SPECIFIC PERMISSIONS</h3>
          <Field label="ARTIST" htmlFor="scope-artist" hint="Grants here apply to this artist's page and releases only.">
            <Select id="scope-artist" value={artistId} onChange={(event) => setArtistId(event.target.value)}>
              <option value="">Select an artist</option>
              {artists.map((artist) => (
                <option key={artist.id} value={artist.id}>
                  {artist.name}
                </option>
              ))}
            </Select>
          </Field>
          {artistId && (
            <PermissionGrid
              grid={permissionGrid(permissions, ARTIST_SCOPED_RESOURCES)}
              label={`Permissions for ${artistName ?? "the selected artist"}`}
              cell={(permission_id) => cellState({ permission_id, artist_id: artistId })}
              onToggle={(permission_id, checked) => void toggle({ permission_id, artist_id: artistId }, checked)}
            />
          )}
        </>
      )}
    </Panel>
  );
}
