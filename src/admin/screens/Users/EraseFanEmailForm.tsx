import { useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { call, errorMessage } from "../../../lib/client/callables";
import { callables } from "../../../lib/domain/callables";
import { FAN_DATA_TEXTS as T, firstErrorMessage } from "../../../lib/domain";
import { Button } from "../../components/Button";
import { Field, TextInput } from "../../components/form/controls";

/** Erases every record of one fan's address (docs/reminders.md#staff; user_management edit). */
export function EraseFanEmailForm() {
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = callables.eraseFanEmail.request.safeParse({ email });
    if (!parsed.success) {
      toast.error(firstErrorMessage(parsed.error));
      return;
    }
    if (!window.confirm(T.eraseConfirm(parsed.data.email))) return;
    setBusy(true);
    try {
      const erased = await call("eraseFanEmail", parsed.data);
      toast.success(T.erased(erased.preSaves, erased.mail));
      setEmail("");
    } catch (error) {
      toast.error(errorMessage(error, T.eraseFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form method="post" onSubmit={(event) => void submit(event)} noValidate className="grid gap-3">
      <p className="text-xs text-muted">{T.eraseHint}</p>
      <Field label={T.eraseLabel} htmlFor="erase-fan-email">
        <TextInput id="erase-fan-email" inputMode="email" autoComplete="off" value={email} disabled={busy} onChange={(event) => setEmail(event.target.value)} />
      </Field>
      <div>
        <Button type="submit" variant="primary" disabled={busy}>
          {busy ? T.erasing : T.erase}
        </Button>
      </div>
    </form>
  );
}
