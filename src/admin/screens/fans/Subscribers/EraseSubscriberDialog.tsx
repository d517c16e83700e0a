import toast from "react-hot-toast";
import { call } from "../../../../lib/client/callables";
import { FAN_DATA_TEXTS, SUBSCRIBER_SCREEN_TEXTS as T } from "../../../../lib/domain/fans";
import { Button } from "../../../components/Button";
import { ModalDialog } from "../../../components/ModalDialog";
import { useBusyAction } from "../../../hooks/useBusyAction";

/** Asks before erasing every record of one address (eraseFanEmail); the answer is final. */
export function EraseSubscriberDialog({ email, onClose, onErased }: { email: string | null; onClose: () => void; onErased: () => void }) {
  const { busy, run } = useBusyAction();
  const erase = (address: string) =>
    run(
      "eraseFanEmail",
      () => call("eraseFanEmail", { email: address }),
      FAN_DATA_TEXTS.eraseFailed,
      () => {
        toast.success(T.erased(address));
        onErased();
        onClose();
      },
    );

  return (
    <ModalDialog open={email !== null} title={T.eraseTitle} onClose={onClose}>
      {email && (
        <>
          <p className="mt-3 text-sm">{T.eraseBody(email)}</p>
          <div className="mt-6 flex justify-end gap-2">
            <Button onClick={onClose} disabled={busy}>
              {T.cancel}
            </Button>
            <Button variant="danger" disabled={busy} onClick={() => void erase(email)}>
              {busy ? FAN_DATA_TEXTS.erasing : T.eraseConfirm}
            </Button>
          </div>
        </>
      )}
    </ModalDialog>
  );
}
