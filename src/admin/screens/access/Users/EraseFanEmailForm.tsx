import { useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { call } from "../../../../lib/client/callables";
import { callables } from "../../../../lib/domain/callables";
import { FAN_DATA_TEXTS as T } from "../../../../lib/domain/fans";
import { firstErrorMessage } from "../../../../lib/domain/shared";
import { Button } from "../../../components/Button";
import { Field, TextInput } from "../../../components/form/controls";
import { useBusyAction } from "../../../hooks/useBusyAction";

/** Erases every record of one fan's address (docs/reminders.md#staff; user_management edit). */
export function EraseFanEmailForm() {
  const [email, setEmail] = useState("");
  const { busy, run } = useBusyAction();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = callables.eraseFanEmail.request.safeParse({ email });
    if (!parsed.success) {
      toast.error(firstErrorMessage(parsed.error));
      return;
    }
    if (!window.confirm(T.eraseConfirm(parsed.data.email))) return;
    await run(
      "eraseFanEmail",
      () => call("eraseFanEmail", parsed.data),
      T.eraseFailed,
      (erased) => {
        toast.success(T.erased(erased.preSaves, erased.mail));
        setEmail("");
      },
    );
  }

  return (
    <form method="post" onSubmit={(event) => void submit(event)} noValidate className="grid gap-3">
      <p className="text-xs text-muted">{T.eraseHint}</p>
      <Field label={T.eraseLabel} htmlFor="erase-fan-email">
        <TextInput
          id="erase-fan-email"
          inputMode="email"
          autoComplete="off"
          value={email}
          disabled={busy}
          onChange={(event) => setEmail(event.target.value)}
        />
      </Field>
      <div>
        <Button type="submit" variant="primary" disabled={busy}>
          {busy ? T.erasing : T.erase}
        </Button>
      </div>
    </form>
  );
}
