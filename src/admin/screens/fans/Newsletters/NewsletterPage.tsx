import { useState } from "react";
import toast from "react-hot-toast";
import { LABEL } from "../../../../config/label";
import { call, errorMessage } from "../../../../lib/client/callables";
import { fanListName, NEWSLETTER_TEXTS, NEWSLETTER_TOASTS, newsletterCan, newsletterEmail } from "../../../../lib/domain/fans";
import { formatScheduleMoment, scheduleMoment } from "../../../../lib/domain/publishing";
import type { NewsletterView } from "../../../../lib/domain/fans";
import { Panel } from "../../../components/AdminPage";
import { Button } from "../../../components/Button";
import { Field, TextInput } from "../../../components/form/controls";
import { useCallableQuery } from "../../../hooks/useCallableQuery";
import { NewsletterForm } from "./NewsletterForm";

const SENDER = { name: LABEL.name, postalAddress: LABEL.postalAddress, contactEmail: LABEL.contactEmail };

/** The email as a recipient of the label's list would see it, links pointing nowhere. */
function previewHtml(newsletter: NewsletterView): string {
  return newsletterEmail({
    subject: newsletter.subject,
    bodyHtml: newsletter.body_html,
    siteUrl: window.location.origin,
    listName: fanListName.label(LABEL.name),
    unsubscribeUrl: "#",
    sender: SENDER,
  }).html;
}

/**
 * One newsletter's page (docs/fans.md#newsletters): its counts, the compose
 * form while it is not sent, SEND TEST TO ME, PREVIEW AS EMAIL, SEND NOW or
 * SCHEDULE (press publish), and once sent PUBLISH AS PRESS POST.
 */
export function NewsletterPage({ id, onBack }: { id: string; onBack: () => void }) {
  const { data, reload } = useCallableQuery("getNewsletter", { id }, NEWSLETTER_TOASTS.loadFailed);
  const [busy, setBusy] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const [when, setWhen] = useState({ date: "", time: "" });
  if (!data) return <p role="status">LOADING...</p>;
  const { newsletter, counts, abilities } = data;

  async function act(run: () => Promise<string>) {
    setBusy(true);
    try {
      toast.success(await run());
      await reload();
    } catch (error) {
      toast.error(errorMessage(error, NEWSLETTER_TOASTS.saveFailed));
    } finally {
      setBusy(false);
    }
  }

  const sendTest = () => act(async () => NEWSLETTER_TOASTS.testSent((await call("sendNewsletterTest", { id })).to));
  const sendNow = () =>
    window.confirm(NEWSLETTER_TEXTS.confirmSend(newsletter.subject)) &&
    act(async () => (await call("sendNewsletter", { id, send_at: null }), NEWSLETTER_TOASTS.sending));
  const schedule = () =>
    act(async () => {
      const at = scheduleMoment(when.date, when.time, LABEL.timeZone);
      await call("sendNewsletter", { id, send_at: at ?? new Date(0) });
      return NEWSLETTER_TOASTS.scheduled;
    });
  const cancel = () => act(async () => (await call("cancelNewsletter", { id }), NEWSLETTER_TOASTS.unscheduled));
  const publish = () => act(async () => (await call("publishNewsletterAsPost", { id }), NEWSLETTER_TOASTS.published));

  return (
    <div className="space-y-8">
      <Button onClick={onBack}>{NEWSLETTER_TEXTS.back}</Button>
      <Panel title={newsletter.subject} id="newsletter-page-title">
        <p className="mt-2 text-sm" data-testid="newsletter-status">
          {NEWSLETTER_TEXTS.statusLabels[newsletter.status]}
          {newsletter.status === "scheduled" && newsletter.send_at
            ? ` · ${NEWSLETTER_TEXTS.scheduledFor(formatScheduleMoment(newsletter.send_at, LABEL.timeZone))}`
            : ""}
          {newsletter.sent_at ? ` · ${NEWSLETTER_TEXTS.sentOn(formatScheduleMoment(newsletter.sent_at, LABEL.timeZone))}` : ""}
        </p>
        <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-4" aria-label="Delivery">
          {(Object.keys(NEWSLETTER_TEXTS.counts) as (keyof typeof counts)[]).map((key) => (
            <div key={key} className="border border-white/15 p-3">
              <dt className="text-xs tracking-widest">{NEWSLETTER_TEXTS.counts[key]}</dt>
              <dd className="text-2xl font-bold" data-testid={`count-${key}`}>
                {counts[key]}
              </dd>
            </div>
          ))}
        </dl>
        <div className="mt-6 flex flex-wrap gap-3">
          {abilities.compose && (
            <Button onClick={() => void sendTest()} disabled={busy}>
              {NEWSLETTER_TEXTS.sendTest}
            </Button>
          )}
          <Button onClick={() => setPreviewing(!previewing)} aria-expanded={previewing}>
            {previewing ? NEWSLETTER_TEXTS.closePreview : NEWSLETTER_TEXTS.preview}
          </Button>
          {abilities.send && newsletterCan.send(newsletter.status) && (
            <Button variant="primary" onClick={() => void sendNow()} disabled={busy}>
              {NEWSLETTER_TEXTS.sendNow}
            </Button>
          )}
          {abilities.send && newsletterCan.cancel(newsletter.status) && (
            <Button onClick={() => void cancel()} disabled={busy}>
              {NEWSLETTER_TEXTS.cancelSchedule}
            </Button>
          )}
          {abilities.send && newsletterCan.publishAsPost(newsletter.status) && !newsletter.press_post_id && (
            <Button onClick={() => void publish()} disabled={busy}>
              {NEWSLETTER_TEXTS.publishAsPost}
            </Button>
          )}
        </div>
        {abilities.send && newsletterCan.send(newsletter.status) && (
          <div className="mt-4 flex flex-wrap items-end gap-3">
            <Field label={`${NEWSLETTER_TEXTS.scheduleAt} (DATE)`} htmlFor="newsletter-date" hint={LABEL.timeZone}>
              <TextInput id="newsletter-date" type="date" value={when.date} onChange={(e) => setWhen({ ...when, date: e.target.value })} />
            </Field>
            <Field label="TIME" htmlFor="newsletter-time">
              <TextInput id="newsletter-time" type="time" value={when.time} onChange={(e) => setWhen({ ...when, time: e.target.value })} />
            </Field>
            <Button onClick={() => void schedule()} disabled={busy || !when.date || !when.time}>
              {NEWSLETTER_TEXTS.schedule}
            </Button>
          </div>
        )}
        {previewing && (
          <iframe title="Email preview" sandbox="" srcDoc={previewHtml(newsletter)} className="mt-6 h-[32rem] w-full bg-white" />
        )}
      </Panel>
      {abilities.compose && newsletterCan.edit(newsletter.status) && <NewsletterForm editing={newsletter} onSaved={() => void reload()} />}
    </div>
  );
}
