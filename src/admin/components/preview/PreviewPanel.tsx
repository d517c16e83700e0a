import { useRef, type FormEvent } from "react";
import { currentIdToken } from "../../../lib/client/auth";
import { PREVIEW_TEXTS, PREVIEW_TOKEN_FIELD } from "../../../lib/domain/publishing";
import type { PreviewState } from "../../hooks/usePreview";
import { Button } from "../Button";

interface Props {
  state: PreviewState;
  /** Validates the form and asks for a preview of its values (the form's handleSubmit). */
  onPreview: () => void;
}

/**
 * PREVIEW under a content form: PREPARING PREVIEW... while the page is
 * rendered, then OPEN PREVIEW, a form posting the caller's ID token to
 * /preview/{id} in a new tab (a tab cannot send a bearer header; a token
 * in the URL would be kept in history and logs). The token is taken at the
 * click, not when the preview became ready: an ID token lives an hour and
 * the preview stays open for 30 minutes, so one taken earlier may have
 * expired by then (getIdToken renews it only when asked). Outside the
 * content form: forms cannot nest.
 */
export function PreviewPanel({ state, onPreview }: Props) {
  const token = useRef<HTMLInputElement>(null);

  function open(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    // Within the click's user activation, so the new tab is not taken for a pop-up.
    void currentIdToken().then((idToken) => {
      if (!idToken || !token.current) return;
      token.current.value = idToken;
      form.submit();
    });
  }

  return (
    <div className="mt-4 flex flex-wrap items-center gap-3">
      <Button type="button" disabled={state.step === "preparing"} onClick={onPreview}>
        {state.step === "preparing" ? PREVIEW_TEXTS.preparing : PREVIEW_TEXTS.preview}
      </Button>
      {state.step === "ready" && (
        <form method="post" action={state.url} target="_blank" onSubmit={open} className="flex flex-wrap items-center gap-3">
          <input ref={token} type="hidden" name={PREVIEW_TOKEN_FIELD} />
          <Button type="submit" variant="primary">
            {PREVIEW_TEXTS.open}
          </Button>
          <span className="text-xs text-muted" role="status">
            {PREVIEW_TEXTS.ready}
          </span>
        </form>
      )}
    </div>
  );
}
