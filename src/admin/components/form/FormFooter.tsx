import type { UseFormRegisterReturn } from "react-hook-form";
import { Button } from "../Button";
import { Switch } from "./controls";

/**
 * The PUBLISHED switch of the content forms. Without publish rights it only
 * shows the stored state: it is not registered, because a disabled input
 * would drop that state from the save.
 */
export function PublishedSwitch({
  id,
  canPublish,
  registration,
  checked,
}: {
  id: string;
  canPublish: boolean;
  registration: UseFormRegisterReturn<"is_published">;
  checked: boolean;
}) {
  return canPublish ? (
    <Switch id={id} label="PUBLISHED" {...registration} />
  ) : (
    <Switch id={id} label="PUBLISHED" checked={checked} disabled readOnly />
  );
}

/** Submit (CREATE / UPDATE, busy while saving) and CANCEL, which returns to create mode. */
export function FormActions({
  saving,
  editing,
  onCancel,
  labels = { create: "CREATE", update: "UPDATE", saving: "SAVING...", cancel: "CANCEL" },
}: {
  saving: boolean;
  editing: boolean;
  onCancel: () => void;
  labels?: { create: string; update: string; saving: string; cancel: string };
}) {
  return (
    <div className="mt-6 flex gap-3">
      <Button type="submit" variant="primary" disabled={saving}>
        {saving ? labels.saving : editing ? labels.update : labels.create}
      </Button>
      <Button onClick={onCancel} disabled={saving}>
        {labels.cancel}
      </Button>
    </div>
  );
}
