import { useState, type FormEvent } from "react";
import toast, { Toaster } from "react-hot-toast";
import { PRE_SAVE_REDIRECT_DELAY_MS } from "../../lib/domain/constants";
import { LOADING_TEXTS } from "../../lib/domain/pageTexts";
import { PUBLIC_LABELS } from "../../lib/domain/publicTexts";
import { PRE_SAVE_TOASTS } from "../../lib/domain/toastMessages";
import { firstErrorMessage } from "../../lib/domain/schemas/errorMap";
import { preSaveRequestSchema } from "../../lib/domain/schemas/preSave";
import { call, errorMessage } from "../../lib/client/callables";

/**
 * The pre-save form: optional email, PRE-SAVE NOW. On success a toast, then
 * the visitor is sent to the service's pre-save page after 1.5 s; on failure
 * the server's message (else the one in docs/product.md#pre-save-page) and the form is usable again.
 */
export default function PreSaveForm({ releaseId }: { releaseId: string }) {
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = preSaveRequestSchema.safeParse({ release_id: releaseId, email });
    if (!parsed.success) {
      toast.error(firstErrorMessage(parsed.error));
      return;
    }
    setBusy(true);
    try {
      const { redirectUrl } = await call("trackPreSave", { release_id: releaseId, email: parsed.data.email });
      toast.success(PRE_SAVE_TOASTS.recorded);
      window.setTimeout(() => window.location.assign(redirectUrl), PRE_SAVE_REDIRECT_DELAY_MS);
    } catch (error) {
      toast.error(errorMessage(error, PRE_SAVE_TOASTS.failed));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="mt-8 space-y-4" data-testid="pre-save-form">
      <label className="block text-left">
        <span className="text-xs font-bold tracking-widest">{PUBLIC_LABELS.preSaveEmail}</span>
        <input
          type="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          disabled={busy}
          aria-describedby="pre-save-email-hint"
          className="mt-2 w-full border border-white/20 bg-ink px-4 py-3 text-paper placeholder:text-muted focus:border-accent"
          placeholder="you@example.com"
        />
        <span id="pre-save-email-hint" className="mt-2 block text-xs text-muted">
          {PUBLIC_LABELS.preSaveEmailHint}
        </span>
      </label>
      <button type="submit" disabled={busy} className="w-full bg-accent px-6 py-4 font-bold tracking-widest text-ink hover:bg-paper disabled:opacity-60">
        {busy ? LOADING_TEXTS.redirecting : PUBLIC_LABELS.preSaveNow}
      </button>
      <Toaster position="bottom-center" />
    </form>
  );
}
