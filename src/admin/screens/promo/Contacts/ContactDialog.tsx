import { useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { call } from "../../../../lib/client/callables";
import { firstErrorMessage } from "../../../../lib/domain/shared";
import { callables } from "../../../../lib/domain/callables";
import type { ContactView } from "../../../../lib/domain/promo";
import { CONTACT_ROLES, type ContactRole } from "../../../../lib/domain/promo";
import { splitTags } from "../../../../lib/domain/promo";
import { CONTACT_ROLE_LABELS, CONTACT_SCREEN_TEXTS as T } from "../../../../lib/domain/promo";
import { Button } from "../../../components/Button";
import { Field, Select, TextArea, TextInput } from "../../../components/form/controls";
import { ModalDialog } from "../../../components/ModalDialog";
import { useBusyAction } from "../../../hooks/useBusyAction";

interface Draft {
  name: string;
  email: string;
  outlet: string;
  role: ContactRole;
  country: string;
  tags: string;
  notes: string;
}

const EMPTY: Draft = { name: "", email: "", outlet: "", role: "press", country: "", tags: "", notes: "" };
const draftOf = (contact: ContactView): Draft => ({
  ...contact,
  outlet: contact.outlet ?? "",
  country: contact.country ?? "",
  notes: contact.notes ?? "",
  tags: contact.tags.join(", "),
});

/** Adds a contact (`editing` "new") or edits one; the first failing rule is said before anything is sent. */
export function ContactDialog({
  editing,
  onClose,
  onSaved,
}: {
  editing: ContactView | "new" | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  // The screen gives each contact (and each new one) its own dialog (key), so the draft starts from it.
  const [draft, setDraft] = useState<Draft>(() => (editing && editing !== "new" ? draftOf(editing) : EMPTY));
  const [problem, setProblem] = useState<string | null>(null);
  const { busy, run } = useBusyAction();
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const id = editing && editing !== "new" ? editing.id : null;
    const parsed = callables.savePromoContact.request.safeParse({ id, contact: { ...draft, tags: splitTags(draft.tags) } });
    if (!parsed.success) return setProblem(firstErrorMessage(parsed.error));
    setProblem(null);
    await run(
      "savePromoContact",
      () => call("savePromoContact", parsed.data),
      T.saveFailed,
      () => {
        toast.success(T.saved);
        onSaved();
        onClose();
      },
    );
  }

  const title = editing && editing !== "new" ? T.editTitle(editing.name) : T.addTitle;
  const F = T.fields;
  return (
    <ModalDialog open={editing !== null} title={title} onClose={onClose}>
      <form method="post" noValidate onSubmit={(event) => void submit(event)}>
        <Field label={F.name} htmlFor="contact-name">
          <TextInput
            id="contact-name"
            required
            aria-required="true"
            autoComplete="off"
            value={draft.name}
            disabled={busy}
            onChange={(e) => set({ name: e.target.value })}
          />
        </Field>
        <Field label={F.email} htmlFor="contact-email">
          <TextInput
            id="contact-email"
            required
            aria-required="true"
            inputMode="email"
            autoComplete="off"
            value={draft.email}
            disabled={busy}
            onChange={(e) => set({ email: e.target.value })}
          />
        </Field>
        <Field label={F.outlet} htmlFor="contact-outlet">
          <TextInput
            id="contact-outlet"
            autoComplete="off"
            value={draft.outlet}
            disabled={busy}
            onChange={(e) => set({ outlet: e.target.value })}
          />
        </Field>
        <Field label={F.role} htmlFor="contact-role">
          <Select id="contact-role" value={draft.role} disabled={busy} onChange={(e) => set({ role: e.target.value as ContactRole })}>
            {CONTACT_ROLES.map((role) => (
              <option key={role} value={role}>
                {CONTACT_ROLE_LABELS[role]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={F.country} htmlFor="contact-country" hint={T.countryHint}>
          <TextInput
            id="contact-country"
            autoComplete="off"
            maxLength={2}
            value={draft.country}
            disabled={busy}
            onChange={(e) => set({ country: e.target.value })}
          />
        </Field>
        <Field label={F.tags} htmlFor="contact-tags" hint={T.tagsHint}>
          <TextInput
            id="contact-tags"
            autoComplete="off"
            value={draft.tags}
            disabled={busy}
            onChange={(e) => set({ tags: e.target.value })}
          />
        </Field>
        <Field label={F.notes} htmlFor="contact-notes">
          <TextArea id="contact-notes" rows={3} value={draft.notes} disabled={busy} onChange={(e) => set({ notes: e.target.value })} />
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
            {busy ? T.saving : T.save}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
