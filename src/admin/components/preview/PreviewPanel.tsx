import { PREVIEW_TEXTS, PREVIEW_TOKEN_FIELD } from "../../../lib/domain";
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
 * in the URL would be kept in history and logs). Outside the content form:
 * forms cannot nest.
 */
export function PreviewPanel({ state, onPreview }: Props) {
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3">
      <Button type="button" disabled={state.step === "preparing"} onClick={onPreview}>
        {state.step === "preparing" ? PREVIEW_TEXTS.preparing : PREVIEW_TEXTS.preview}
      </Button>
      {state.step === "ready" && (
        <form method="post" action={state.url} target="_blank" className="flex flex-wrap items-center gap-3">
          <input type="hidden" name={PREVIEW_TOKEN_FIELD} value={state.idToken} />
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
