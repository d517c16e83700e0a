import { isSuperAdminRole, removeRoleLabel, rolesUserLacks, type Role, type UserWithRoles } from "../../../../lib/domain/access";
import { EMPTY_STATES, formatLongDate } from "../../../../lib/domain/shared";
import { Badge } from "../../../components/Badge";
import { Button } from "../../../components/Button";
import { Select } from "../../../components/form/controls";

export interface UserCardActions {
  /** Roles the caller may give (Super Admin only when the caller is one); absent: no '+ Add Role'. */
  assignable?: readonly Role[];
  /** Whether the caller may take this role away; absent: no REMOVE buttons. */
  canRemove?: (role: Pick<Role, "name">) => boolean;
  onAdd: (roleId: string) => void;
  onRemove: (roleId: string) => void;
  busy: boolean;
}

/** One user of ALL USERS: email, role badges, id, joined date, and the role controls. */
export function UserCard({ user, actions }: { user: UserWithRoles; actions: UserCardActions }) {
  const label = user.email ?? user.user_id;
  const addable = actions.assignable ? rolesUserLacks(actions.assignable, user) : [];
  const removable = actions.canRemove ? user.roles.filter(actions.canRemove) : [];
  return (
    <li aria-label={label} className="flex flex-wrap items-start justify-between gap-4 border border-white/15 p-4">
      <div className="min-w-0">
        <p className="font-bold">{user.email ?? EMPTY_STATES.noEmail}</p>
        <p className="mt-2 flex flex-wrap gap-2">
          {user.roles.length === 0 ? (
            <Badge>{EMPTY_STATES.noRoles}</Badge>
          ) : (
            user.roles.map((role) => (
              <Badge key={role.id} variant={isSuperAdminRole(role) ? "default" : "secondary"}>
                {role.name.toUpperCase()}
              </Badge>
            ))
          )}
        </p>
        <p className="mt-2 break-all text-xs text-muted">ID: {user.user_id}</p>
        <p className="text-xs text-muted">Joined {formatLongDate(user.created_at)}</p>
      </div>
      <div className="flex flex-wrap items-center justify-end gap-2">
        {addable.length > 0 && (
          <Select
            aria-label={`Add role to ${label}`}
            value=""
            disabled={actions.busy}
            onChange={(event) => event.target.value && actions.onAdd(event.target.value)}
            className="mt-0 w-44! shrink-0"
          >
            <option value="">+ Add Role</option>
            {addable.map((role) => (
              <option key={role.id} value={role.id}>
                {role.name}
              </option>
            ))}
          </Select>
        )}
        {removable.map((role) => (
          <Button key={role.id} variant="danger" disabled={actions.busy} onClick={() => actions.onRemove(role.id)}>
            {removeRoleLabel(role.name)}
          </Button>
        ))}
      </div>
    </li>
  );
}
