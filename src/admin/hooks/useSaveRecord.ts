import { useState } from "react";
import toast from "react-hot-toast";
import { clearValidationError } from "../lib/formErrors";
import { errorMessage } from "../../lib/client/callables";

interface SaveToasts {
  created: string;
  updated: string;
  saveFailed: string;
}

/**
 * The create-or-update flow of the admin forms: busy while saving, the
 * created/updated toast (docs/product.md#admin-forms), then back to create mode (`onDone(true)`); a
 * failure shows the server's message or the screen's fallback and re-enables
 * the form.
 */
export function useSaveRecord<Input>(options: {
  /** Which record, for the log. */
  what: string;
  editingId: string | null;
  create: (input: Input) => Promise<unknown>;
  update: (id: string, input: Input) => Promise<unknown>;
  toasts: SaveToasts;
  onDone: (changed: boolean) => void;
}) {
  const [saving, setSaving] = useState(false);

  async function save(input: Input) {
    const { editingId, toasts } = options;
    setSaving(true);
    clearValidationError();
    try {
      if (editingId) await options.update(editingId, input);
      else await options.create(input);
      toast.success(editingId ? toasts.updated : toasts.created);
      options.onDone(true);
    } catch (error) {
      console.error(`saving ${options.what} failed`, error);
      toast.error(errorMessage(error, toasts.saveFailed));
      setSaving(false);
    }
  }

  return { saving, save };
}
