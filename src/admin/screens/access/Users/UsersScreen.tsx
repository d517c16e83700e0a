import { useState } from "react";
import toast from "react-hot-toast";
import { call, errorMessage } from "../../../../lib/client/callables";
import { canManageUsers, canTakeRole, isSuperAdminRole } from "../../../../lib/domain/access";
import { FAN_DATA_TEXTS } from "../../../../lib/domain/fans";
import { ADMIN_LIST_TEXTS, EMPTY_STATES, USER_TOASTS, allUsersHeading } from "../../../../lib/domain/shared";
import { AdminPage, Panel } from "../../../components/AdminPage";
import { PagedItems, pagedListView } from "../../../components/ListControls";
import { useAdminList } from "../../../hooks/useAdminList";
import { useCallableQuery } from "../../../hooks/useCallableQuery";
import { useMyAccess } from "../../../hooks/useMyAccess";
import { titledToast } from "../../../../components/shared/titledToast";
import { EraseFanEmailForm } from "./EraseFanEmailForm";
import { InvitationNotice } from "./InvitationNotice";
import { InviteUserForm, type Invitation } from "./InviteUserForm";
import { UserCard } from "./UserCard";

/** The catalogue's text (docs/product.md#user-toasts) as the title, the server's reason (when it gave one) below it. */
const failure = (title: string) => (error: unknown) => titledToast("error", { title, description: errorMessage(error, "") });

/** /admin/users: invite users and give or take their roles (docs/product.md#admin-users); the users a page at a time (docs/admin-lists.md). */
export default function UsersScreen() {
  const access = useMyAccess();
  const roles = useCallableQuery("listRoles", {}, USER_TOASTS.rolesLoadFailed);
  const users = useAdminList("listUsers", USER_TOASTS.usersLoadFailed);
  const [busyUser, setBusyUser] = useState<string | null>(null);
  const [invitation, setInvitation] = useState<Invitation | null>(null);

  const allRoles = roles.data?.roles ?? [];
  const list = users.data?.users ?? [];
  const canEdit = (op: "inviteUser" | "addUserRole" | "removeUserRole") => access !== null && canManageUsers(access, op);
  // Only a Super Admin can give the Super Admin role; the server refuses anyone else.
  const givable = allRoles.filter((role) => access?.isSuperAdmin || !isSuperAdminRole(role));

  async function changeRole(userId: string, roleId: string, change: "add" | "remove") {
    setBusyUser(userId);
    try {
      const { user } = await call(change === "add" ? "addUserRole" : "removeUserRole", { user_id: userId, role_id: roleId });
      users.setData((current) => current && { ...current, users: current.users.map((u) => (u.user_id === user.user_id ? user : u)) });
      toast.success(change === "add" ? USER_TOASTS.roleAssigned : USER_TOASTS.roleRemoved);
    } catch (error) {
      failure(change === "add" ? USER_TOASTS.roleAssignFailed : USER_TOASTS.roleRemoveFailed)(error);
    } finally {
      setBusyUser(null);
    }
  }

  return (
    <AdminPage breadcrumb="USERS">
      <div className="grid gap-8">
        {canEdit("inviteUser") && (
          <Panel title="INVITE USER" id="invite-heading">
            <InviteUserForm
              roles={givable}
              onInvited={(result) => {
                setInvitation(result);
                void users.reload();
              }}
            />
            {invitation && <InvitationNotice invitation={invitation} onDismiss={() => setInvitation(null)} />}
          </Panel>
        )}
        {access !== null && canManageUsers(access, "eraseFanEmail") && (
          <Panel title={FAN_DATA_TEXTS.eraseTitle} id="erase-fan-heading">
            <EraseFanEmailForm />
          </Panel>
        )}
        <Panel title={allUsersHeading(users.data?.page.total ?? null)} id="users-heading">
          <PagedItems
            view={pagedListView(users, users.data?.page ?? null, {
              search: "user-search",
              searchLabel: ADMIN_LIST_TEXTS.searchUsers,
              pagerLabel: "Users pages",
              headingId: "users-heading",
            })}
            label="Users"
            count={list.length}
            emptyText={EMPTY_STATES.users}
          >
            {list.map((user) => (
              <UserCard
                key={user.user_id}
                user={user}
                actions={{
                  assignable: canEdit("addUserRole") ? givable : undefined,
                  canRemove: canEdit("removeUserRole") && access ? (role) => canTakeRole(access, role) : undefined,
                  onAdd: (roleId) => void changeRole(user.user_id, roleId, "add"),
                  onRemove: (roleId) => void changeRole(user.user_id, roleId, "remove"),
                  busy: busyUser === user.user_id,
                }}
              />
            ))}
          </PagedItems>
        </Panel>
      </div>
    </AdminPage>
  );
}
