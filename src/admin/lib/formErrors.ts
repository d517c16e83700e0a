import type { FieldErrors, FieldValues } from "react-hook-form";
import toast from "react-hot-toast";
import { messageAt } from "../../lib/domain/shared";

/**
 * docs/product.md#validation: only the first failing message is shown. react-hook-form
 * reports errors keyed by field; this takes the first in form order.
 */
export function firstFormError<T extends FieldValues>(errors: FieldErrors<T>, fieldOrder: readonly string[]): string | null {
  // The path is kept so a message inside a list can say which item (messageAt).
  const find = (value: unknown, path: string[]): string | null => {
    if (!value || typeof value !== "object") return null;
    const record = value as Record<string, unknown>;
    if (typeof record.message === "string" && record.message) return messageAt(path, record.message);
    for (const [key, nested] of Object.entries(record)) {
      const found = find(nested, [...path, key]);
      if (found) return found;
    }
    return null;
  };
  for (const field of fieldOrder) {
    const found = find((errors as Record<string, unknown>)[field], [field]);
    if (found) return found;
  }
  return find(errors, []);
}

/**
 * The one validation toast of the admin: each new message replaces the
 * previous one instead of piling up, and a valid submit clears it.
 */
export const VALIDATION_TOAST_ID = "form-validation";

export function showValidationError(message: string): void {
  toast.error(message, { id: VALIDATION_TOAST_ID });
}

export function clearValidationError(): void {
  toast.dismiss(VALIDATION_TOAST_ID);
}

/** `handleSubmit(onValid, toastFirstError(order))`: an invalid form is not sent; its first message is toasted. */
export function toastFirstError<T extends FieldValues>(fieldOrder: readonly string[]) {
  return (errors: FieldErrors<T>) => {
    const message = firstFormError(errors, fieldOrder);
    if (message) showValidationError(message);
  };
}

/** The delete confirmations (docs/product.md#delete-confirmations) are native confirm dialogs. */
export function confirmDelete(message: string): boolean {
  return window.confirm(message);
}
