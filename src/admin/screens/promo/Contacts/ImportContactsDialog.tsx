import { useState } from "react";
import toast from "react-hot-toast";
import { call } from "../../../../lib/client/callables";
import { firstErrorMessage } from "../../../../lib/domain/shared";
import { callables, type CallableResponse } from "../../../../lib/domain/callables";
import { CONTACT_SCREEN_TEXTS as T } from "../../../../lib/domain/promo";
import { Button } from "../../../components/Button";
import { CsvFileField, type ChosenFile } from "../../../components/CsvFileField";
import { ImportRowReport } from "../../../components/ImportRowReport";
import { TwoStepImportForm } from "../../../components/TwoStepImportForm";
import { ModalDialog } from "../../../components/ModalDialog";
import { useBusyAction } from "../../../hooks/useBusyAction";

type Preview = CallableResponse<"importPromoContacts">;

/**
 * A CSV import in two steps: PREVIEW reads the file on the server and shows
 * what it would add and update, each refused row with its line and
 * problem, and the rows merged, writing nothing; IMPORT then writes the
 * good rows. Choosing another file asks for a new preview.
 */
export function ImportContactsDialog({ open, onClose, onImported }: { open: boolean; onClose: () => void; onImported: () => void }) {
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const { busy, run } = useBusyAction();

  function close() {
    setFile(null);
    setPreview(null);
    setProblem(null);
    onClose();
  }

  async function send(commit: boolean) {
    if (!file) return setProblem(T.chooseFile);
    const parsed = callables.importPromoContacts.request.safeParse({ csv: file.text, commit });
    if (!parsed.success) return setProblem(firstErrorMessage(parsed.error));
    setProblem(null);
    await run(
      "importPromoContacts",
      () => call("importPromoContacts", parsed.data),
      commit ? T.importFailed : T.previewFailed,
      (answer) => {
        if (!commit) return setPreview(answer);
        toast.success(T.imported(answer.to_add, answer.to_update));
        onImported();
        close();
      },
    );
  }

  const nothingToWrite = preview !== null && preview.to_add + preview.to_update === 0;
  return (
    <ModalDialog open={open} title={T.importTitle} onClose={close} wide>
      <TwoStepImportForm hint={T.importHint} previewed={preview !== null} onSend={(commit) => void send(commit)}>
        <CsvFileField
          id="contact-import-file"
          label={T.importFile}
          disabled={busy}
          onChange={(chosen) => {
            setPreview(null);
            setProblem(null);
            setFile(chosen);
          }}
        />
        {problem && (
          <p role="alert" className="mt-3 text-sm text-red-300">
            {problem}
          </p>
        )}
        {preview && (
          <div className="mt-4 border-t border-white/10 pt-4 text-sm" data-testid="contact-import-preview">
            <p role="status">{T.importSummary(preview.to_add, preview.to_update, preview.unchanged)}</p>
            <p className="mt-1 text-xs text-muted">{T.importNothingYet}</p>
            <ImportRowReport errors={preview.errors} merged={preview.merged} texts={T} />
          </div>
        )}
        <div className="mt-6 flex justify-end gap-2">
          <Button onClick={close} disabled={busy}>
            {T.cancel}
          </Button>
          {preview ? (
            <Button type="submit" variant="primary" disabled={busy || nothingToWrite}>
              {busy ? T.importing : T.importConfirm}
            </Button>
          ) : (
            <Button type="submit" variant="primary" disabled={busy}>
              {busy ? T.previewing : T.importPreview}
            </Button>
          )}
        </div>
      </TwoStepImportForm>
    </ModalDialog>
  );
}
