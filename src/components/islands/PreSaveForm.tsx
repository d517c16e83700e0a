/** @jsxImportSource preact */
import { useState } from "preact/hooks";
import type { TargetedEvent } from "preact";
import { sendPreSave, PRE_SAVE_URL } from "../../lib/client/preSave";
import { LIMITS, PRE_SAVE_REDIRECT_DELAY_MS } from "../../lib/domain/shared/constants";
import { preSaveEmailProblem } from "../../lib/domain/shared/formChecks";
import type { FormResult } from "../../lib/domain/shared/formResults";
import { LOADING_TEXTS } from "../../lib/domain/shared/pageTexts";
import { CURRENT_PRE_SAVE_EMAIL_NOTICE, PRE_SAVE_EMAIL_NOTICES, PUBLIC_LABELS } from "../../lib/domain/shared/publicTexts";
import { PRE_SAVE_TOASTS } from "../../lib/domain/shared/toastTexts";
import { CURRENT_FAN_LIST_CONSENTS, FAN_LIST_CONSENTS, FAN_LIST_FORM_TEXTS } from "../../lib/domain/fans/fanListTexts";
import { FormStatus, hideReturnedResult } from "./FormStatus";
import { useHydrated } from "./useHydrated";

/**
 * The pre-save form: optional email, PRE-SAVE NOW. A real POST form, so it
 * works without JavaScript (the function answers with a 303 back to this
 * page). With JavaScript: the email is checked here, then on success the
 * spec's message and, 1.5 s later, the service's pre-save page; on failure
 * the server's message (or the spec's) and the form is usable again.
 */
/** `labelName` comes from the page: the label config reaches zod through the domain, too heavy for this island. */
export default function PreSaveForm({ releaseId, labelName }: { releaseId: string; labelName: string }) {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<FormResult | null>(null);

  async function submit(event: TargetedEvent<HTMLFormElement, SubmitEvent>) {
    event.preventDefault();
    hideReturnedResult();
    // Read before the field is disabled: disabled controls are left out of FormData.
    const fields = new FormData(event.currentTarget);
    const problem = preSaveEmailProblem(String(fields.get("email") ?? ""));
    if (problem) return setStatus({ tone: "error", title: problem });
    setBusy(true);
    setStatus(null);
    try {
      const redirectUrl = await sendPreSave(fields);
      setStatus({ tone: "success", title: PRE_SAVE_TOASTS.recorded });
      window.setTimeout(() => window.location.assign(redirectUrl), PRE_SAVE_REDIRECT_DELAY_MS);
    } catch (error) {
      setStatus({ tone: "error", title: error instanceof Error ? error.message : PRE_SAVE_TOASTS.failed });
      setBusy(false);
    }
  }

  return (
    <form
      method="post"
      action={PRE_SAVE_URL}
      data-astro-reload=""
      onSubmit={submit}
      noValidate={hydrated}
      className="mt-8 space-y-4"
      data-testid="pre-save-form"
    >
      <input type="hidden" name="release_id" value={releaseId} />
      <input type="hidden" name="email_notice" value={CURRENT_PRE_SAVE_EMAIL_NOTICE} />
      <label className="block text-left">
        <span className="text-xs font-bold tracking-widest">{PUBLIC_LABELS.preSaveEmail}</span>
        <input
          type="email"
          name="email"
          inputMode="email"
          autoComplete="email"
          maxLength={LIMITS.preSaveEmail}
          disabled={busy}
          aria-describedby="pre-save-email-notice"
          className="mt-2 w-full border border-white/20 bg-ink px-4 py-3 text-paper placeholder:text-muted focus:border-accent"
          placeholder="you@example.com"
        />
        <span id="pre-save-email-notice" className="mt-2 block text-xs text-muted">
          {PRE_SAVE_EMAIL_NOTICES[CURRENT_PRE_SAVE_EMAIL_NOTICE]}
        </span>
      </label>
      {/* Never ticked beforehand: label news needs its own yes (docs/fans.md). */}
      <label className="flex items-start gap-3 text-left text-sm">
        <input
          type="checkbox"
          name="label_news"
          value={CURRENT_FAN_LIST_CONSENTS.pre_save}
          disabled={busy}
          className="mt-1"
          aria-describedby="pre-save-label-news"
        />
        <span>
          {FAN_LIST_FORM_TEXTS.preSaveLabelNews}
          <span id="pre-save-label-news" className="mt-1 block text-xs text-muted">
            {FAN_LIST_CONSENTS[CURRENT_FAN_LIST_CONSENTS.pre_save](labelName)}
          </span>
        </span>
      </label>
      <button
        type="submit"
        disabled={busy}
        className="w-full bg-accent px-6 py-4 font-bold tracking-widest text-ink hover:bg-paper disabled:opacity-60"
      >
        {busy ? LOADING_TEXTS.redirecting : PUBLIC_LABELS.preSaveNow}
      </button>
      <FormStatus status={status} />
    </form>
  );
}
