import { useCallback, useEffect, useState } from "react";
import toast from "react-hot-toast";
import { call, errorMessage } from "../../../lib/client/callables";
import { REPLY_PLACEHOLDERS, replyTemplateInputSchema, type DemoDecision } from "../../../lib/domain/demos";
import { DEMO_SUBMIT_TOASTS, firstErrorMessage } from "../../../lib/domain/shared";
import type { ReplyTemplateView } from "../../../lib/domain/demos";
import { Button } from "../../components/Button";
import { Field, Select, TextArea, TextInput } from "../../components/form/controls";
import { ModalDialog } from "../../components/ModalDialog";
import { DEMO_DECISIONS } from "../../../lib/domain/demos";

const EMPTY = { id: null as string | null, name: "", decision: "rejected" as DemoDecision, subject: "", body: "" };
const report = (error: unknown) => toast.error(errorMessage(error, DEMO_SUBMIT_TOASTS.fallbackDescription));

/** Staff with demos edit manage the reply templates here (docs/demos.md#answering-artists). */
export function ReplyTemplatesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <ModalDialog open={open} title="REPLY TEMPLATES" onClose={onClose}>
      {open && <TemplatesEditor onClose={onClose} />}
    </ModalDialog>
  );
}

function TemplatesEditor({ onClose }: { onClose: () => void }) {
  const [templates, setTemplates] = useState<ReplyTemplateView[]>([]);
  const [draft, setDraft] = useState(EMPTY);

  const load = useCallback(() => call("listReplyTemplates", {}).then(({ templates: loaded }) => setTemplates(loaded), report), []);
  useEffect(() => void load(), [load]);

  async function save() {
    const parsed = replyTemplateInputSchema.safeParse(draft);
    if (!parsed.success) return void toast.error(firstErrorMessage(parsed.error));
    try {
      await call("saveReplyTemplate", { id: draft.id, template: parsed.data });
      toast.success("Template saved");
      setDraft(EMPTY);
      await load();
    } catch (error) {
      report(error);
    }
  }

  async function remove(id: string) {
    try {
      await call("deleteReplyTemplate", { id });
      await load();
    } catch (error) {
      report(error);
    }
  }

  return (
    <div>
      <ul className="mt-3 space-y-1 text-sm" aria-label="Templates">
        {templates.map((t) => (
          <li key={t.id} className="flex items-center justify-between gap-2">
            <span>
              {t.name} <span className="text-xs text-muted">({t.decision})</span>
            </span>
            <span className="flex gap-1">
              <Button
                onClick={() => setDraft({ id: t.id, name: t.name, decision: t.decision, subject: t.subject, body: t.body })}
                aria-label={`Edit ${t.name}`}
              >
                Edit
              </Button>
              <Button variant="danger" onClick={() => void remove(t.id)} aria-label={`Delete ${t.name}`}>
                Delete
              </Button>
            </span>
          </li>
        ))}
      </ul>
      <form
        method="post"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
        className="mt-4 border-t border-white/10 pt-2"
      >
        <Field label="Name" htmlFor="template-name">
          <TextInput id="template-name" value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} />
        </Field>
        <Field label="Decision" htmlFor="template-decision">
          <Select
            id="template-decision"
            value={draft.decision}
            onChange={(e) => setDraft({ ...draft, decision: e.target.value as DemoDecision })}
          >
            {DEMO_DECISIONS.map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Subject" htmlFor="template-subject">
          <TextInput id="template-subject" value={draft.subject} onChange={(e) => setDraft({ ...draft, subject: e.target.value })} />
        </Field>
        <Field label="Message" htmlFor="template-body" hint={`Placeholders: ${REPLY_PLACEHOLDERS.join(", ")}`}>
          <TextArea id="template-body" rows={6} value={draft.body} onChange={(e) => setDraft({ ...draft, body: e.target.value })} />
        </Field>
        <div className="mt-6 flex justify-end gap-2">
          <Button onClick={onClose}>Close</Button>
          {draft.id && <Button onClick={() => setDraft(EMPTY)}>New template</Button>}
          <Button type="submit" variant="primary">
            {draft.id ? "Save template" : "Add template"}
          </Button>
        </div>
      </form>
    </div>
  );
}
