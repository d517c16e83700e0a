/** @jsxImportSource preact */
import type { FormResult } from "../../lib/domain/shared/formResults";

/**
 * The public forms' one message area: the latest result replaces the one
 * before (no pile of toasts). Always in the page, so screen readers announce
 * each new message.
 */
export function FormStatus({ status }: { status: FormResult | null }) {
  return (
    <div role="status" aria-live="polite" className="mt-4 text-left" data-testid="form-status">
      {status && (
        <div className={`border px-4 py-3 ${status.tone === "error" ? "border-red-400/60" : "border-accent/60"}`}>
          <p className="font-bold">{status.title}</p>
          {status.description && <p className="mt-1 text-sm">{status.description}</p>}
        </div>
      )}
    </div>
  );
}

/**
 * Hides the page's pre-rendered result a form came back with when it was
 * sent without its script (FormResults.astro, shown by :target while the
 * URL keeps its fragment), so a new submission's status is the only one on
 * the page.
 */
export function hideReturnedResult(): void {
  document.querySelector("[data-form-result]:target")?.setAttribute("hidden", "");
}
