import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from "react";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog on the native <dialog>: the page behind is inert, Escape
 * closes it, Tab stays inside, and focus returns to where it was on close
 * (or to `returnFocusTo`, for an opener that was disabled while it worked).
 */
export function ModalDialog({
  open,
  title,
  onClose,
  children,
  wide = false,
  returnFocusTo,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    return () => {
      dialog.close();
      // eslint-disable-next-line react-hooks/exhaustive-deps -- the element to refocus is the one the ref holds at close time
      (returnFocusTo?.current ?? opener)?.focus();
    };
  }, [open, returnFocusTo]);

  // The native dialog lets Tab leave for the browser's own controls; keep it on the form.
  function trapTab(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== "Tab" || !ref.current) return;
    const focusable = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onKeyDown={trapTab}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className={`m-auto w-full ${wide ? "max-w-3xl" : "max-w-md"} border border-white/20 bg-ink p-6 text-paper backdrop:bg-black/70`}
    >
      {open && (
        <>
          <h2 id={titleId} className="text-lg font-bold tracking-widest">
            {title}
          </h2>
          {children}
        </>
      )}
    </dialog>
  );
}
