import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { call } from "../../../../lib/client/callables";
import { isSuperAdminRole, roleInputSchema, type Role, type RoleFormValues, type RoleInput } from "../../../../lib/domain/access";
import { ROLE_TOASTS } from "../../../../lib/domain/shared";
import { Button } from "../../../components/Button";
import { Field, TextArea, TextInput } from "../../../components/form/controls";
import { ModalDialog } from "../../../components/ModalDialog";
import { toastFirstError } from "../../../lib/formErrors";
import { roleErrorToast } from "./roleToasts";

/** Which dialog is open: a new role, or an existing one being edited. */
export type RoleDialogState = { mode: "create" } | { mode: "edit"; role: Role };

/** The create/edit role dialog: role name (required after trimming) and description. */
export function RoleDialog({
  state,
  onClose,
  onSaved,
}: {
  state: RoleDialogState | null;
  onClose: () => void;
  onSaved: (role: Role) => void;
}) {
  return (
    <ModalDialog open={state !== null} title={state?.mode === "edit" ? "EDIT ROLE" : "NEW ROLE"} onClose={onClose}>
      {/* Keyed so each opening starts from the role's own values. */}
      {state && <RoleForm key={state.mode === "edit" ? state.role.id : "new"} state={state} onClose={onClose} onSaved={onSaved} />}
    </ModalDialog>
  );
}

function RoleForm({ state, onClose, onSaved }: { state: RoleDialogState; onClose: () => void; onSaved: (role: Role) => void }) {
  const editing = state.mode === "edit" ? state.role : null;
  const [busy, setBusy] = useState(false);
  const form = useForm<RoleFormValues, unknown, RoleInput>({
    resolver: zodResolver(roleInputSchema),
    defaultValues: { name: editing?.name ?? "", description: editing?.description ?? "" },
  });

  const submit = form.handleSubmit(
    async ({ name, description }) => {
      setBusy(true);
      try {
        const fields = { role_name: name, role_description: description };
        const { role } = editing ? await call("updateRole", { role_id: editing.id, ...fields }) : await call("createRole", fields);
        toast.success(editing ? ROLE_TOASTS.updated : ROLE_TOASTS.created);
        onSaved(role);
      } catch (error) {
        roleErrorToast(ROLE_TOASTS.saveError)(error);
      } finally {
        setBusy(false);
      }
    },
    toastFirstError<RoleFormValues>(["name", "description"]),
  );

  // Super Admin's name is what makes it Super Admin, so it is not editable.
  const nameLocked = editing !== null && isSuperAdminRole(editing);
  return (
    <form method="post" onSubmit={submit} noValidate>
      <Field label="ROLE NAME" htmlFor="role-name" hint={nameLocked ? "The Super Admin role keeps its name." : undefined}>
        <TextInput id="role-name" autoFocus={!nameLocked} readOnly={nameLocked} disabled={busy} {...form.register("name")} />
      </Field>
      <Field label="DESCRIPTION" htmlFor="role-description">
        <TextArea id="role-description" rows={3} autoFocus={nameLocked} disabled={busy} {...form.register("description")} />
      </Field>
      <div className="mt-6 flex justify-end gap-3">
        <Button onClick={onClose} disabled={busy}>
          CANCEL
        </Button>
        <Button type="submit" variant="primary" disabled={busy}>
          {busy ? "SAVING..." : editing ? "UPDATE" : "CREATE"}
        </Button>
      </div>
    </form>
  );
}
