import { useEffect, useState } from "react";
import toast from "react-hot-toast";
import { call, errorMessage } from "../../../lib/client/callables";
import { DEMO_DESK_MESSAGES, fillReplyTemplate, type DemoDecision } from "../../../lib/domain/demos";
import { DEMO_SUBMIT_TOASTS } from "../../../lib/domain/shared";
import type { DemoView, ReplyTemplateView } from "../../../lib/domain/demos";
import { Button } from "../../components/Button";
import { Field, Select, TextArea, TextInput } from "../../components/form/controls";
import { ModalDialog } from "../../components/ModalDialog";
import { useBusyAction } from "../../hooks/useBusyAction";

export interface ReplyTarget {
  demo: DemoView;
  decision: DemoDecision;
}

/**
 * The extra step after accepting or rejecting (docs/demos.md#answering-artists):
 * pick a template, add a note, edit the email, send it. Skipping leaves the
 * card's "Reply to artist" button for later. The server sends each decision's
 * reply once.
 */
export function ReplyDialog({
  target,
  onClose,
  onSent,
}: {
  target: ReplyTarget | null;
  onClose: () => void;
  onSent: (demo: DemoView) => void;
}) {
  return (
    <ModalDialog open={target !== null} title="REPLY TO ARTIST" onClose={onClose}>
      {target && <ReplyForm key={`${target.demo.id}-${target.decision}`} target={target} onClose={onClose} onSent={onSent} />}
    </ModalDialog>
  );
}

function ReplyForm({
  target: { demo, decision },
  onClose,
  onSent,
}: {
  target: ReplyTarget;
  onClose: () => void;
  onSent: (demo: DemoView) => void;
}) {
  const [templates, setTemplates] = useState<ReplyTemplateView[] | null>(null);
  const [templateId, setTemplateId] = useState("");
  const [note, setNote] = useState("");
  const [subject, setSubject] = useState("");
  const [body, setBody] = useState("");
  const { busy, run } = useBusyAction();

  useEffect(() => {
    call("listReplyTemplates", {})
      .then(({ templates: loaded }) => {
        setTemplates(loaded);
        setTemplateId((loaded.find((t) => t.decision === decision) ?? loaded[0])?.id ?? "");
      })
      .catch((error: unknown) => toast.error(errorMessage(error, DEMO_SUBMIT_TOASTS.fallbackDescription)));
  }, [decision]);

  // Choosing a template or typing the note fills the email afresh; edits to the email itself follow.
  useEffect(() => {
    const template = templates?.find((t) => t.id === templateId);
    if (!template) return;
    const values = { artist: demo.artist_name, title: demo.track_title, note };
    setSubject(fillReplyTemplate(template.subject, values));
    setBody(fillReplyTemplate(template.body, values));
  }, [templates, templateId, note, demo.artist_name, demo.track_title]);

  async function send() {
    await run(
      "sendDemoReply",
      () => call("sendDemoReply", { id: demo.id, decision, subject, body }),
      DEMO_SUBMIT_TOASTS.fallbackDescription,
      (result) => {
        toast.success(result.already_sent ? DEMO_DESK_MESSAGES.replyAlreadySent : `Reply sent to ${demo.email}`);
        onSent(result.demo);
        onClose();
      },
    );
  }

  return (
    <form
      method="post"
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <p className="mt-2 text-sm text-muted">
        {demo.track_title} — {demo.artist_name} ({decision}) · to {demo.email}
      </p>
      <Field label="Template" htmlFor="reply-template">
        <Select id="reply-template" value={templateId} onChange={(e) => setTemplateId(e.target.value)} disabled={!templates}>
          {(templates ?? []).map((t) => (
            <option key={t.id} value={t.id}>
              {t.name} ({t.decision})
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Note to the artist ({note})" htmlFor="reply-note">
        <TextArea id="reply-note" rows={2} value={note} onChange={(e) => setNote(e.target.value)} />
      </Field>
      <Field label="Subject" htmlFor="reply-subject">
        <TextInput id="reply-subject" value={subject} onChange={(e) => setSubject(e.target.value)} />
      </Field>
      <Field label="Message" htmlFor="reply-body">
        <TextArea id="reply-body" rows={8} value={body} onChange={(e) => setBody(e.target.value)} />
      </Field>
      <div className="mt-6 flex justify-end gap-2">
        <Button onClick={onClose}>Skip</Button>
        <Button type="submit" variant="primary" disabled={busy || subject.trim() === "" || body.trim() === ""}>
          Send reply
        </Button>
      </div>
    </form>
  );
}
