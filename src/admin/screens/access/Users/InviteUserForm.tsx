import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { call, errorMessage } from "../../../../lib/client/callables";
import { inviteUserSchema, type InviteUserFormValues, type InviteUserInput, type Role } from "../../../../lib/domain/access";
import { LOADING_TEXTS, USER_TOASTS } from "../../../../lib/domain/shared";
import type { CallableResponse } from "../../../../lib/domain/callables";
import { Button } from "../../../components/Button";
import { Field, Select, TextInput } from "../../../components/form/controls";
import { toastFirstError } from "../../../lib/formErrors";

export type Invitation = CallableResponse<"inviteUser">;

/** INVITE USER: email and role; the server creates the account or adds the role to an existing one. */
export function InviteUserForm({ roles, onInvited }: { roles: readonly Role[]; onInvited: (invitation: Invitation) => void }) {
  const [busy, setBusy] = useState(false);
  const form = useForm<InviteUserFormValues, unknown, InviteUserInput>({
    resolver: zodResolver(inviteUserSchema),
    defaultValues: { email: "", role_id: "" },
  });

  const submit = form.handleSubmit(
    async (values) => {
      setBusy(true);
      try {
        const invitation = await call("inviteUser", values);
        toast.success(USER_TOASTS.invited);
        form.reset();
        onInvited(invitation);
      } catch (error) {
        toast.error(errorMessage(error, USER_TOASTS.inviteFailed));
      } finally {
        setBusy(false);
      }
    },
    toastFirstError<InviteUserFormValues>(["email", "role_id"]),
  );

  return (
    <form
      method="post"
      onSubmit={submit}
      noValidate
      aria-label="Invite user"
      className="grid gap-x-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
    >
      <Field label="EMAIL" htmlFor="invite-email">
        <TextInput id="invite-email" inputMode="email" autoComplete="off" disabled={busy} {...form.register("email")} />
      </Field>
      <Field label="ROLE" htmlFor="invite-role">
        <Select id="invite-role" disabled={busy} {...form.register("role_id")}>
          <option value="">Select a role</option>
          {roles.map((role) => (
            <option key={role.id} value={role.id}>
              {role.name}
            </option>
          ))}
        </Select>
      </Field>
      <Button type="submit" variant="primary" disabled={busy} className="mt-4 py-2.5">
        {busy ? LOADING_TEXTS.inviting : "INVITE USER"}
      </Button>
    </form>
  );
}
