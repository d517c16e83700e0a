import { forwardRef, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";

/** Form controls of the back office, styled once. They forward refs for react-hook-form's `register`. */
export const control = "mt-1 w-full border border-white/20 bg-transparent px-3 py-2 text-sm focus:border-accent disabled:opacity-60";
/** The small controls of dense toolbars and panels (the demo desk's finder and review panel). */
export const COMPACT_CONTROL = "border border-white/20 bg-ink px-2 py-1.5 text-xs focus:border-accent";

export function Field({ label, htmlFor, hint, children }: { label: string; htmlFor: string; hint?: string; children: ReactNode }) {
  return (
    <div className="mt-4">
      <label htmlFor={htmlFor} className="block text-xs tracking-widest">
        {label}
      </label>
      {children}
      {hint && <p className="mt-1 text-xs text-muted">{hint}</p>}
    </div>
  );
}

export const TextInput = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function TextInput(
  { className = "", ...props },
  ref,
) {
  return <input ref={ref} type="text" className={`${control} ${className}`} {...props} />;
});

export const TextArea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(function TextArea(
  { className = "", ...props },
  ref,
) {
  return <textarea ref={ref} className={`${control} ${className}`} rows={4} {...props} />;
});

export const Select = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(function Select(
  { className = "", children, ...props },
  ref,
) {
  return (
    <select ref={ref} className={`${control} bg-ink ${className}`} {...props}>
      {children}
    </select>
  );
});

/** An on/off switch (a checkbox with role="switch"), e.g. PUBLISHED; a disabled one is dimmed and dashed, so a read-only state never looks active. */
export const Switch = forwardRef<HTMLInputElement, Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & { label: string }>(function Switch(
  { label, id, ...props },
  ref,
) {
  return (
    <label
      htmlFor={id}
      className="mt-4 flex cursor-pointer items-center gap-3 text-xs tracking-widest has-disabled:cursor-not-allowed has-disabled:text-muted"
    >
      <input ref={ref} id={id} type="checkbox" role="switch" className="peer sr-only" {...props} />
      <span
        aria-hidden="true"
        className="relative h-5 w-9 rounded-full bg-white/20 transition peer-checked:bg-accent peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-accent after:absolute after:left-0.5 after:top-0.5 after:h-4 after:w-4 after:rounded-full after:bg-paper after:transition peer-checked:after:translate-x-4 peer-disabled:border peer-disabled:border-dashed peer-disabled:border-white/50 peer-disabled:opacity-40"
      />
      {label}
    </label>
  );
});
