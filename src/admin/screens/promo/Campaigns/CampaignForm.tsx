import { useEffect, useMemo, useState } from "react";
import toast from "react-hot-toast";
import { call, errorMessage } from "../../../../lib/client/callables";
import { firstErrorMessage } from "../../../../lib/domain/shared";
import type { CampaignView } from "../../../../lib/domain/promo";
import {
  CAMPAIGN_TEXTS as T,
  CAMPAIGN_TOASTS,
  PROMO_ACCESS_MODES,
  PROMO_DOWNLOAD_FORMATS,
  campaignInputSchema,
  isCampaignRecipient,
  type CampaignFormValues,
} from "../../../../lib/domain/promo";
import { Panel } from "../../../components/AdminPage";
import { Button } from "../../../components/Button";
import { Field, TextInput } from "../../../components/form/controls";
import { ReleasePicker } from "../../../components/form/ReleasePicker";
import { showValidationError } from "../../../lib/formErrors";
import { RichTextEditor } from "../../catalog/Press/RichTextEditor";
import { RecipientsField, type RecipientChoices } from "./RecipientsField";

const DAY_MS = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

function initial(editing: CampaignView | null): CampaignFormValues & { expires_day: string } {
  if (!editing) {
    return {
      name: "",
      release_id: "",
      track_ids: [],
      one_sheet_html: "",
      artwork_url: "",
      release_date: "",
      access: "stream",
      download_formats: [],
      feedback_before_download: false,
      expires_at: "",
      expires_day: isoDay(new Date(Date.now() + 30 * DAY_MS)),
      download_limit: 3,
      recipients: { contact_ids: [], tags: [] },
    };
  }
  return {
    ...editing,
    artwork_url: editing.artwork_url ?? "",
    release_date: editing.release_date ?? "",
    expires_day: isoDay(editing.expires_at),
  };
}

/**
 * The campaign editor (releases edit on the release's artist): the release
 * and its processed tracks, the one-sheet in the press editor, artwork and
 * release date, access and download options, the links' expiry and
 * download limit, and the recipients by contact and tag with their count.
 */
export function CampaignForm({
  editing,
  releaseTitle = "",
  onSaved,
}: {
  editing: CampaignView | null;
  releaseTitle?: string;
  onSaved: (saved: CampaignView) => void;
}) {
  const [form, setForm] = useState(() => initial(editing));
  const [saving, setSaving] = useState(false);
  const [chosenTitle, setChosenTitle] = useState(releaseTitle);
  const [tracks, setTracks] = useState<{ id: string; title: string; ready: boolean }[]>([]);
  const [choices, setChoices] = useState<RecipientChoices | null>(null);
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) => setForm((f) => ({ ...f, [key]: value }));

  useEffect(() => {
    call("listPromoRecipientChoices", {}).then(setChoices, (error: unknown) =>
      toast.error(errorMessage(error, CAMPAIGN_TOASTS.loadFailed)),
    );
  }, []);

  useEffect(() => {
    if (!form.release_id) return;
    call("listPromoTrackOptions", { release_id: form.release_id }).then(
      (answer) => setTracks(answer.tracks),
      (error: unknown) => toast.error(errorMessage(error, CAMPAIGN_TOASTS.loadFailed)),
    );
  }, [form.release_id]);

  const count = useMemo(
    () =>
      choices
        ? choices.contacts.filter((c) =>
            isCampaignRecipient({ contact_ids: form.recipients.contact_ids ?? [], tags: form.recipients.tags ?? [] }, c.id, c.tags),
          ).length
        : 0,
    [choices, form.recipients],
  );

  async function save(event: React.FormEvent) {
    event.preventDefault();
    const parsed = campaignInputSchema.safeParse({ ...form, expires_at: form.expires_day ? `${form.expires_day}T23:59:59.000Z` : "" });
    if (!parsed.success) return showValidationError(firstErrorMessage(parsed.error));
    setSaving(true);
    try {
      const saved = await call("savePromoCampaign", { id: editing?.id ?? null, campaign: parsed.data });
      toast.success(CAMPAIGN_TOASTS.saved);
      onSaved(saved);
    } catch (error) {
      toast.error(errorMessage(error, CAMPAIGN_TOASTS.saveFailed));
    } finally {
      setSaving(false);
    }
  }

  const trackIds = form.track_ids ?? [];
  const formats = form.download_formats ?? [];
  return (
    <Panel title={editing ? editing.name : T.newCampaign} id="campaign-form-title">
      <form method="post" noValidate onSubmit={(e) => void save(e)} aria-labelledby="campaign-form-title" className="space-y-4">
        <Field label={T.name} htmlFor="campaign-name">
          <TextInput id="campaign-name" autoComplete="off" value={form.name} onChange={(e) => set("name", e.target.value)} />
        </Field>
        <Field label={T.release} htmlFor="campaign-release">
          <ReleasePicker
            id="campaign-release"
            value={form.release_id}
            valueName={chosenTitle}
            onPick={(release) => {
              setTracks([]);
              setChosenTitle(release?.name ?? "");
              setForm((f) => ({ ...f, release_id: release?.id ?? "", track_ids: [] }));
            }}
          />
        </Field>
        {form.release_id && (
          <fieldset>
            <legend className="text-xs tracking-widest">{T.tracks}</legend>
            {tracks.length > 0 && !tracks.some((t) => t.ready) && <p className="text-sm text-muted">{T.noProcessedTracks}</p>}
            {tracks.map((t) => (
              <label key={t.id} className="mt-1 flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  disabled={!t.ready}
                  checked={trackIds.includes(t.id)}
                  onChange={(e) => set("track_ids", e.target.checked ? [...trackIds, t.id] : trackIds.filter((id) => id !== t.id))}
                />
                {t.title}
                {!t.ready && <span className="text-xs text-muted">(no processed audio)</span>}
              </label>
            ))}
          </fieldset>
        )}
        <div>
          <p id="campaign-one-sheet-label" className="text-xs tracking-widest">
            {T.oneSheet}
          </p>
          <RichTextEditor
            labelledBy="campaign-one-sheet-label"
            value={form.one_sheet_html ?? ""}
            onChange={(html) => set("one_sheet_html", html)}
            onBlur={() => {}}
            imageTarget={{ resource: "press" }}
          />
        </div>
        <Field label={T.artwork} htmlFor="campaign-artwork" hint={T.artworkHint}>
          <TextInput id="campaign-artwork" value={form.artwork_url ?? ""} onChange={(e) => set("artwork_url", e.target.value)} />
        </Field>
        <Field label={T.releaseDate} htmlFor="campaign-release-date">
          <TextInput
            id="campaign-release-date"
            type="date"
            value={form.release_date ?? ""}
            onChange={(e) => set("release_date", e.target.value)}
          />
        </Field>
        <fieldset>
          <legend className="text-xs tracking-widest">{T.access}</legend>
          {PROMO_ACCESS_MODES.map((mode) => (
            <label key={mode} className="mr-4 inline-flex items-center gap-2 text-sm">
              <input type="radio" name="campaign-access" value={mode} checked={form.access === mode} onChange={() => set("access", mode)} />
              {T.accessLabels[mode]}
            </label>
          ))}
        </fieldset>
        {form.access === "download" && (
          <fieldset>
            <legend className="text-xs tracking-widest">{T.formats}</legend>
            {PROMO_DOWNLOAD_FORMATS.map((format) => (
              <label key={format} className="mr-4 inline-flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={formats.includes(format)}
                  onChange={(e) => set("download_formats", e.target.checked ? [...formats, format] : formats.filter((f) => f !== format))}
                />
                {T.formatLabels[format]}
              </label>
            ))}
            <label className="mt-2 flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={form.feedback_before_download ?? false}
                onChange={(e) => set("feedback_before_download", e.target.checked)}
              />
              {T.feedbackFirst}
            </label>
          </fieldset>
        )}
        <Field label={T.expiresAt} htmlFor="campaign-expires">
          <TextInput id="campaign-expires" type="date" value={form.expires_day} onChange={(e) => set("expires_day", e.target.value)} />
        </Field>
        <Field label={T.downloadLimit} htmlFor="campaign-limit">
          <TextInput
            id="campaign-limit"
            type="number"
            min={1}
            max={100}
            value={String(form.download_limit)}
            onChange={(e) => set("download_limit", Number(e.target.value))}
          />
        </Field>
        <RecipientsField
          choices={choices}
          value={{ contact_ids: form.recipients.contact_ids ?? [], tags: form.recipients.tags ?? [] }}
          onChange={(recipients) => set("recipients", recipients)}
          count={count}
        />
        <Button type="submit" variant="primary" disabled={saving}>
          {saving ? T.saving : T.save}
        </Button>
      </form>
    </Panel>
  );
}
