import { useEffect, useRef } from "react";
import { UNSAVED_CHANGES_CONFIRM } from "../../lib/domain/shared";

/** The forms that hold unsaved changes right now (one token per mounted dirty form). */
const unsaved = new Set<symbol>();

/** Marks the forms that answer Ctrl/Cmd+S. */
const SHORTCUT_ATTRIBUTE = "data-save-shortcut";

/** Set once the person agreed to leave: the browser must not ask a second time. */
let leaving = false;

/** True when nothing unsaved would be lost, or the person agreed to drop it. */
export function confirmDiscard(): boolean {
  return unsaved.size === 0 || window.confirm(UNSAVED_CHANGES_CONFIRM);
}

/** confirmDiscard before the app itself leaves the page (signing out): once agreed, the leave-page question is not asked again. */
export function confirmLeave(): boolean {
  leaving = confirmDiscard();
  return leaving;
}

/** Ctrl+S / Cmd+S, and nothing else held with it. */
export function isSaveShortcut(event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey" | "shiftKey">): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === "s";
}

/**
 * Care for an admin form (docs/product.md#admin-forms): Ctrl/Cmd+S submits it
 * as its submit button would (validation included), and while it is `dirty`
 * leaving the page asks first (the browser's own beforeunload question) and
 * `confirmDiscard` asks before an in-page switch drops the edits. Spread
 * `shortcut` on the form element and pass `formRef` as its ref.
 */
export function useFormCare(dirty: boolean) {
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (!dirty) return;
    const token = Symbol("unsaved form");
    unsaved.add(token);
    const ask = (event: BeforeUnloadEvent) => {
      if (leaving) return;
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", ask);
    return () => {
      unsaved.delete(token);
      window.removeEventListener("beforeunload", ask);
    };
  }, [dirty]);

  useEffect(() => {
    const save = (event: KeyboardEvent) => {
      const form = formRef.current;
      if (!form || !isSaveShortcut(event)) return;
      // With several forms on screen the one holding the focus saves; with the focus elsewhere, the first.
      const forms = [...document.querySelectorAll<HTMLFormElement>(`form[${SHORTCUT_ATTRIBUTE}]`)];
      const target = forms.find((f) => f.contains(document.activeElement)) ?? forms[0];
      if (target !== form) return;
      event.preventDefault();
      form.requestSubmit();
    };
    document.addEventListener("keydown", save);
    return () => document.removeEventListener("keydown", save);
  }, []);

  return { formRef, shortcut: { [SHORTCUT_ATTRIBUTE]: "" } };
}
