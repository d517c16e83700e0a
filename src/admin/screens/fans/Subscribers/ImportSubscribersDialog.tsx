import { useState } from "react";
import toast from "react-hot-toast";
import { call } from "../../../../lib/client/callables";
import { callables, type CallableResponse } from "../../../../lib/domain/callables";
import { LABEL_LIST, SUBSCRIBER_SCREEN_TEXTS as T } from "../../../../lib/domain/fans";
import { firstErrorMessage } from "../../../../lib/domain/shared";
import { Button } from "../../../components/Button";
import { ImportRowReport } from "../../../components/ImportRowReport";
import { CsvFileField } from "../../../components/CsvFileField";
import { Field, Select, TextArea } from "../../../components/form/controls";
import { TwoStepImportForm } from "../../../components/TwoStepImportForm";
import { ModalDialog } from "../../../components/ModalDialog";
import { useBusyAction } from "../../../hooks/useBusyAction";
import { listChoiceLabel, type FanListChoice } from "./SubscriberFilterBar";

type Preview = CallableResponse<"importSubscribers">;

/**
 * A CSV import in two steps: PREVIEW reads the file on the server and shows
 * what it would add, each refused row with its line and problem, and the
 * duplicates merged, writing nothing; IMPORT then adds the good rows. Any
 * change to the file, list or consent source asks for a new preview.
 */
export function ImportSubscribersDialog({
  open,
  lists,
  onClose,
  onImported,
}: {
  open: boolean;
  lists: readonly FanListChoice[];
  onClose: () => void;
  onImported: () => void;
}) {
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [list, setList] = useState<string>(LABEL_LIST);
  const [source, setSource] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const { busy, run } = useBusyAction();

  const edited = () => {
    setPreview(null);
    setProblem(null);
  };
  function close() {
    setFile(null);
    setSource("");
    edited();
    onClose();
  }

  async function send(commit: boolean) {
    const parsed = callables.importSubscribers.request.safeParse({ list, consent_source: source, csv: file?.text ?? "", commit });
    if (!file) return setProblem(T.chooseFile);
    if (!parsed.success) return setProblem(firstErrorMessage(parsed.error));
    setProblem(null);
    await run(
      "importSubscribers",
      () => call("importSubscribers", parsed.data),
      commit ? T.importFailed : T.previewFailed,
      (answer) => {
        if (!commit) return setPreview(answer);
        toast.success(T.imported(answer.to_add));
        onImported();
        close();
      },
    );
  }

  return (
    <ModalDialog open={open} title={T.importTitle} onClose={close} wide>
      <TwoStepImportForm hint={T.importHint} previewed={preview !== null} onSend={(commit) => void send(commit)}>
        <CsvFileField id="import-file" label={T.file} disabled={busy} onChange={(chosen) => (edited(), setFile(chosen))} />
        <Field label={T.list} htmlFor="import-list">
          <Select id="import-list" value={list} disabled={busy} onChange={(event) => (edited(), setList(event.target.value))}>
            {lists.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {listChoiceLabel(choice)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={T.consentSource} htmlFor="import-consent" hint={T.consentSourceHint}>
          <TextArea
            id="import-consent"
            required
            aria-required="true"
            rows={2}
            value={source}
            disabled={busy}
            onChange={(event) => (edited(), setSource(event.target.value))}
          />
        </Field>
        {problem && (
          <p role="alert" className="mt-3 text-sm text-red-300">
            {problem}
          </p>
        )}
        {preview && <ImportPreview preview={preview} />}
        <div className="mt-6 flex justify-end gap-2">
          <Button onClick={close} disabled={busy}>
            {T.cancel}
          </Button>
          {preview ? (
            <Button type="submit" variant="primary" disabled={busy || preview.to_add === 0}>
              {busy ? T.importing : T.confirmImport(preview.to_add)}
            </Button>
          ) : (
            <Button type="submit" variant="primary" disabled={busy}>
              {busy ? T.previewing : T.preview}
            </Button>
          )}
        </div>
      </TwoStepImportForm>
    </ModalDialog>
  );
}

function ImportPreview({ preview }: { preview: Preview }) {
  return (
    <div className="mt-4 border-t border-white/10 pt-4 text-sm" data-testid="import-preview">
      <p role="status">{T.previewSummary(preview.to_add, preview.already_on_list)}</p>
      <ImportRowReport errors={preview.errors} merged={preview.merged} texts={T} />
    </div>
  );
}
