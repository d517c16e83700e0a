import type { ChangeEvent } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";

/**
 * Rewrites an input's text as it is typed (the slug normalizer, the
 * upper-cased ISRC) before react-hook-form reads it. The transforms map
 * character for character, so the caret is put back where it was.
 */
export function applyInputTransform(input: HTMLInputElement, transform: (value: string) => string): void {
  const next = transform(input.value);
  if (next === input.value) return;
  const { selectionStart, selectionEnd } = input;
  input.value = next;
  if (selectionStart !== null && selectionEnd !== null && document.activeElement === input) {
    input.setSelectionRange(selectionStart, selectionEnd);
  }
}

/** `register(name)` whose onChange applies `transform` first. */
export function withInputTransform<R extends UseFormRegisterReturn>(registration: R, transform: (value: string) => string): R {
  return {
    ...registration,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      applyInputTransform(event.target, transform);
      return registration.onChange(event);
    },
  };
}
