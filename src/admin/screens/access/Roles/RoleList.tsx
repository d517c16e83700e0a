import { isSuperAdminRole, type Role } from "../../../../lib/domain/access";
import { Button } from "../../../components/Button";

/**
 * The roles, by name: select one to see its permissions; EDIT and DELETE
 * where allowed (never DELETE for Super Admin; EDIT of Super Admin only for
 * a Super Admin, as `canChange` says).
 */
export function RoleList({
  roles,
  selectedId,
  onSelect,
  onEdit,
  onDelete,
  canChange = () => true,
}: {
  roles: readonly Role[];
  selectedId: string | null;
  onSelect: (role: Role) => void;
  onEdit?: (role: Role) => void;
  onDelete?: (role: Role) => void;
  canChange?: (role: Role) => boolean;
}) {
  return (
    <ul className="mt-4 grid gap-2">
      {roles.map((role) => {
        const selected = role.id === selectedId;
        return (
          <li
            key={role.id}
            aria-label={role.name}
            className={`flex items-start justify-between gap-3 border p-3 ${selected ? "border-accent" : "border-white/15"}`}
          >
            <button
              type="button"
              aria-pressed={selected}
              onClick={() => onSelect(role)}
              className="min-w-0 flex-1 text-left hover:text-accent"
            >
              <span className="block font-bold">{role.name}</span>
              <span className="block text-sm text-muted">{role.description ?? "No description"}</span>
            </button>
            <span className="flex shrink-0 gap-2">
              {onEdit && canChange(role) && (
                <Button aria-label={`Edit ${role.name}`} onClick={() => onEdit(role)}>
                  EDIT
                </Button>
              )}
              {onDelete && !isSuperAdminRole(role) && (
                <Button variant="danger" aria-label={`Delete ${role.name}`} onClick={() => onDelete(role)}>
                  DELETE
                </Button>
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
