import { zodResolver } from "@hookform/resolvers/zod";
import { useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { call, errorMessage } from "../../../../lib/client/callables";
import { NEWSLETTER_TEXTS, NEWSLETTER_TOASTS } from "../../../../lib/domain/fans";
import { newsletterInputSchema, type NewsletterFormValues, type NewsletterInput, type NewsletterView } from "../../../../lib/domain/fans";
import { Panel } from "../../../components/AdminPage";
import { Button } from "../../../components/Button";
import { Field, TextInput } from "../../../components/form/controls";
import { toastFirstError } from "../../../lib/formErrors";
import { RichTextEditor } from "../../catalog/Press/RichTextEditor";
import { AudienceField } from "./AudienceField";
import { InsertPickers } from "./InsertPickers";

const FIELD_ORDER = ["subject", "body_html", "audience"] as const;
const EMPTY: NewsletterFormValues = { subject: "", body_html: "", audience: { label: true, artist_ids: [] } };

/**
 * Composing a newsletter (press draft for a new one, edit for a saved one):
 * the subject, the audience, and the body in the press editor, with release
 * cards from the catalogue and images from the media library.
 */
export function NewsletterForm({ editing, onSaved }: { editing: NewsletterView | null; onSaved: (saved: NewsletterView) => void }) {
  const { register, handleSubmit, control } = useForm<NewsletterFormValues, unknown, NewsletterInput>({
    resolver: zodResolver(newsletterInputSchema),
    defaultValues: editing ? { subject: editing.subject, body_html: editing.body_html, audience: editing.audience } : EMPTY,
  });
  const [saving, setSaving] = useState(false);
  const insert = useRef<((html: string) => void) | null>(null);

  async function save(newsletter: NewsletterInput) {
    setSaving(true);
    try {
      const saved = await call("saveNewsletter", { id: editing?.id ?? null, newsletter });
      toast.success(NEWSLETTER_TOASTS.saved);
      onSaved(saved);
    } catch (error) {
      toast.error(errorMessage(error, NEWSLETTER_TOASTS.saveFailed));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Panel title={editing ? editing.subject : NEWSLETTER_TEXTS.newNewsletter} id="newsletter-form-title">
      <form method="post" noValidate onSubmit={handleSubmit(save, toastFirstError(FIELD_ORDER))} aria-labelledby="newsletter-form-title">
        <Field label={NEWSLETTER_TEXTS.subject} htmlFor="newsletter-subject">
          <TextInput id="newsletter-subject" autoComplete="off" {...register("subject")} />
        </Field>
        <Controller
          name="audience"
          control={control}
          render={({ field }) => <AudienceField value={field.value} onChange={field.onChange} />}
        />
        <div className="mt-4">
          <p id="newsletter-body-label" className="text-xs tracking-widest">
            {NEWSLETTER_TEXTS.body}
          </p>
          <InsertPickers onInsert={(html) => insert.current?.(html)} />
          <Controller
            name="body_html"
            control={control}
            render={({ field }) => (
              <RichTextEditor
                labelledBy="newsletter-body-label"
                value={field.value ?? ""}
                onChange={field.onChange}
                onBlur={field.onBlur}
                imageTarget={{ resource: "press" }}
                insertRef={insert}
              />
            )}
          />
        </div>
        <div className="mt-6 flex gap-3">
          <Button type="submit" variant="primary" disabled={saving}>
            {saving ? NEWSLETTER_TEXTS.saving : NEWSLETTER_TEXTS.save}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
