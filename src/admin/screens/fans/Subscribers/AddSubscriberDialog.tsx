import { useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { call } from "../../../../lib/client/callables";
import { callables } from "../../../../lib/domain/callables";
import { LABEL_LIST, SUBSCRIBER_SCREEN_TEXTS as T } from "../../../../lib/domain/fans";
import { firstErrorMessage } from "../../../../lib/domain/shared";
import { Button } from "../../../components/Button";
import { Field, Select, TextArea, TextInput } from "../../../components/form/controls";
import { ModalDialog } from "../../../components/ModalDialog";
import { useBusyAction } from "../../../hooks/useBusyAction";
import { listChoiceLabel, type FanListChoice } from "./SubscriberFilterBar";

/** Staff add one address with the note of its consent (required): confirmed at once, no email sent. */
export function AddSubscriberDialog({
  open,
  lists,
  onClose,
  onAdded,
}: {
  open: boolean;
  lists: readonly FanListChoice[];
  onClose: () => void;
  onAdded: () => void;
}) {
  const [email, setEmail] = useState("");
  const [list, setList] = useState<string>(LABEL_LIST);
  const [note, setNote] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const { busy, run } = useBusyAction();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = callables.addSubscriber.request.safeParse({ email, list, consent_note: note });
    if (!parsed.success) {
      setProblem(firstErrorMessage(parsed.error));
      return;
    }
    setProblem(null);
    await run(
      "addSubscriber",
      () => call("addSubscriber", parsed.data),
      T.addFailed,
      ({ added }) => {
        if (!added) {
          setProblem(T.alreadyOnList);
          return;
        }
        toast.success(T.added);
        setEmail("");
        setNote("");
        onAdded();
        onClose();
      },
    );
  }

  return (
    <ModalDialog open={open} title={T.addTitle} onClose={onClose}>
      <form method="post" noValidate onSubmit={(event) => void submit(event)}>
        <p className="mt-2 text-xs text-muted">{T.addHint}</p>
        <Field label={T.email} htmlFor="add-subscriber-email">
          <TextInput
            id="add-subscriber-email"
            inputMode="email"
            autoComplete="off"
            value={email}
            disabled={busy}
            onChange={(event) => setEmail(event.target.value)}
          />
        </Field>
        <Field label={T.list} htmlFor="add-subscriber-list">
          <Select id="add-subscriber-list" value={list} disabled={busy} onChange={(event) => setList(event.target.value)}>
            {lists.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {listChoiceLabel(choice)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={T.consentNote} htmlFor="add-subscriber-note" hint={T.consentNoteHint}>
          <TextArea
            id="add-subscriber-note"
            required
            aria-required="true"
            rows={3}
            value={note}
            disabled={busy}
            onChange={(event) => setNote(event.target.value)}
          />
        </Field>
        {problem && (
          <p role="alert" className="mt-3 text-sm text-red-300">
            {problem}
          </p>
        )}
        <div className="mt-6 flex justify-end gap-2">
          <Button onClick={onClose} disabled={busy}>
            {T.cancel}
          </Button>
          <Button type="submit" variant="primary" disabled={busy}>
            {busy ? T.adding : T.save}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
