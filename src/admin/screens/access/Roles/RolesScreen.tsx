import { useState } from "react";
import toast from "react-hot-toast";
import { call } from "../../../../lib/client/callables";
import { canChangeRole, canManageUsers, type Role } from "../../../../lib/domain/access";
import { DELETE_CONFIRMATIONS, ROLE_TOASTS } from "../../../../lib/domain/shared";
import { AdminPage, ListState, Panel } from "../../../components/AdminPage";
import { Button } from "../../../components/Button";
import { useCallableQuery } from "../../../hooks/useCallableQuery";
import { useMyAccess } from "../../../hooks/useMyAccess";
import { confirmDelete } from "../../../lib/formErrors";
import { RoleDialog, type RoleDialogState } from "./RoleDialog";
import { RoleList } from "./RoleList";
import { RolePermissions } from "./RolePermissions";
import { roleErrorToast } from "./roleToasts";

/** /admin/roles: roles, and the permissions each holds, globally and per artist (docs/product.md#admin-roles). */
export default function RolesScreen() {
  const access = useMyAccess();
  const roles = useCallableQuery("listRoles", {}, roleErrorToast(ROLE_TOASTS.fetchRolesError));
  const permissions = useCallableQuery("listPermissions", {}, roleErrorToast(ROLE_TOASTS.fetchPermissionsError));
  const artists = useCallableQuery("listScopeArtists", {}, roleErrorToast(ROLE_TOASTS.fetchArtistsError));
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<RoleDialogState | null>(null);

  const list = roles.data?.roles ?? [];
  const selected = list.find((role) => role.id === selectedId) ?? null;
  const may = (op: "createRole" | "updateRole" | "deleteRole") => access !== null && canManageUsers(access, op);

  async function deleteRole(role: Role) {
    if (!confirmDelete(DELETE_CONFIRMATIONS.role)) return;
    try {
      await call("deleteRole", { role_id: role.id });
      toast.success(ROLE_TOASTS.deleted);
      if (selectedId === role.id) setSelectedId(null);
      await roles.reload();
    } catch (error) {
      roleErrorToast(ROLE_TOASTS.deleteError)(error);
    }
  }

  return (
    <AdminPage breadcrumb="ROLES">
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <Panel title="ROLES" id="roles-heading">
          {may("createRole") && (
            <Button variant="primary" className="mt-4" onClick={() => setDialog({ mode: "create" })}>
              NEW ROLE
            </Button>
          )}
          <ListState loading={roles.loading} empty={list.length === 0} emptyText="No roles found" />
          {!roles.loading && (
            <RoleList
              roles={list}
              selectedId={selectedId}
              onSelect={(role) => setSelectedId(role.id)}
              onEdit={may("updateRole") ? (role) => setDialog({ mode: "edit", role }) : undefined}
              canChange={(role) => access !== null && canChangeRole(access, role)}
              onDelete={may("deleteRole") ? (role) => void deleteRole(role) : undefined}
            />
          )}
        </Panel>
        {selected ? (
          <RolePermissions
            key={selected.id}
            role={selected}
            permissions={permissions.data?.permissions ?? []}
            artists={artists.data?.artists ?? []}
            access={access}
          />
        ) : (
          !roles.loading &&
          list.length > 0 && <p className="self-start p-6 text-sm text-muted">Select a role to configure its permissions.</p>
        )}
      </div>
      <RoleDialog
        state={dialog}
        onClose={() => setDialog(null)}
        onSaved={(role) => {
          setDialog(null);
          setSelectedId(role.id);
          void roles.reload();
        }}
      />
    </AdminPage>
  );
}
