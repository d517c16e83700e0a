import type { PermissionGrid as Grid, PermissionId } from "../../../../lib/domain/access";

export interface GridCellState {
  checked: boolean;
  /** Disabled cells show their state but cannot be changed (no grant to give, a change running, Super Admin). */
  disabled: boolean;
}

/**
 * A permission grid: one row per resource, one column per action, a
 * checkbox only where the permission exists. Checkboxes are named
 * "{resource} {action}" (e.g. "user management view") for screen readers.
 */
export function PermissionGrid({
  grid,
  label,
  cell,
  onToggle,
}: {
  grid: Grid;
  label: string;
  cell: (permissionId: PermissionId) => GridCellState;
  onToggle: (permissionId: PermissionId, checked: boolean) => void;
}) {
  return (
    <div className="mt-4 overflow-x-auto">
      <table aria-label={label} className="w-full text-sm">
        <thead>
          <tr className="text-xs tracking-widest text-muted">
            <th scope="col" className="py-2 text-left font-normal">
              RESOURCE
            </th>
            {grid.actions.map((action) => (
              <th key={action} scope="col" className="px-2 py-2 text-center font-normal uppercase">
                {action}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.rows.map((row) => (
            <tr key={row.resource} className="border-t border-white/10">
              <th scope="row" className="py-2 text-left font-bold capitalize">
                {row.label}
              </th>
              {row.cells.map(({ action, permissionId }) => {
                if (!permissionId) return <td key={action} />;
                const state = cell(permissionId);
                return (
                  <td key={action} className="px-2 py-2 text-center">
                    <input
                      type="checkbox"
                      aria-label={`${row.label} ${action}`}
                      checked={state.checked}
                      disabled={state.disabled}
                      onChange={(event) => onToggle(permissionId, event.target.checked)}
                      className="h-4 w-4 accent-accent disabled:opacity-50"
                    />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
