import toast from "react-hot-toast";
import { call } from "../../../../lib/client/callables";
import type { ContactView } from "../../../../lib/domain/promo";
import { CONTACT_SCREEN_TEXTS as T } from "../../../../lib/domain/promo";
import { Button } from "../../../components/Button";
import { ModalDialog } from "../../../components/ModalDialog";
import { useBusyAction } from "../../../hooks/useBusyAction";

/** Asks before erasing a contact with everything tied to them (erasePromoContact); the answer is final. */
export function EraseContactDialog({
  contact,
  onClose,
  onErased,
}: {
  contact: ContactView | null;
  onClose: () => void;
  onErased: () => void;
}) {
  const { busy, run } = useBusyAction();
  const erase = (id: string) =>
    run(
      "erasePromoContact",
      () => call("erasePromoContact", { id }),
      T.eraseFailed,
      () => {
        toast.success(T.erased);
        onErased();
        onClose();
      },
    );

  return (
    <ModalDialog open={contact !== null} title={contact ? T.eraseTitle(contact.name) : ""} onClose={onClose}>
      {contact && (
        <>
          <p className="mt-3 text-sm">{T.eraseBody}</p>
          <div className="mt-6 flex justify-end gap-2">
            <Button onClick={onClose} disabled={busy}>
              {T.cancel}
            </Button>
            <Button variant="danger" disabled={busy} onClick={() => void erase(contact.id)}>
              {busy ? T.erasing : T.eraseConfirm}
            </Button>
          </div>
        </>
      )}
    </ModalDialog>
  );
}
