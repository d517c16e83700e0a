import toast from "react-hot-toast";
import { call } from "../../../../lib/client/callables";
import { formatLongDate } from "../../../../lib/domain/shared";
import { CAMPAIGN_TEXTS as T, CAMPAIGN_TOASTS, campaignCan } from "../../../../lib/domain/promo";
import { Panel } from "../../../components/AdminPage";
import { Button } from "../../../components/Button";
import { useBusyAction } from "../../../hooks/useBusyAction";
import { useCallableQuery } from "../../../hooks/useCallableQuery";
import { confirmDelete } from "../../../lib/formErrors";
import { CampaignForm } from "./CampaignForm";
import { CampaignStats } from "./CampaignStats";
import { LinksTable } from "./LinksTable";

/**
 * One campaign's page (docs/promo.md#campaigns-and-links): what it sends,
 * SEND after a confirmation (releases publish), DELETE (releases delete),
 * its links with revoke and extend, and the editor while it is a draft.
 */
export function CampaignPage({ id, onBack }: { id: string; onBack: () => void }) {
  const { data, reload } = useCallableQuery("getPromoCampaign", { id }, CAMPAIGN_TOASTS.loadFailed);
  const { busy, run } = useBusyAction();
  if (!data) return <p role="status">LOADING...</p>;
  const { campaign, abilities, recipients, release_title, tracks, to_invite } = data;

  const send = () =>
    window.confirm(T.confirmSend(campaign.name, to_invite)) &&
    run(
      "sendPromoCampaign",
      () => call("sendPromoCampaign", { id }),
      CAMPAIGN_TOASTS.saveFailed,
      async (sent) => {
        toast.success(CAMPAIGN_TOASTS.sent(sent.queued));
        await reload();
      },
    );
  const remove = () =>
    confirmDelete(T.confirmDelete(campaign.name)) &&
    run(
      "deletePromoCampaign",
      () => call("deletePromoCampaign", { id }),
      CAMPAIGN_TOASTS.saveFailed,
      () => {
        toast.success(CAMPAIGN_TOASTS.deleted);
        onBack();
      },
    );
  const included = tracks.filter((t) => campaign.track_ids.includes(t.id));

  return (
    <div className="space-y-8">
      <Button onClick={onBack}>{T.all}</Button>
      <Panel title={campaign.name} id="campaign-page-title">
        <dl className="mt-2 grid gap-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-xs tracking-widest text-muted">{T.release}</dt>
            <dd>{release_title}</dd>
          </div>
          <div>
            <dt className="text-xs tracking-widest text-muted">STATUS</dt>
            <dd data-testid="campaign-status">{T.statusLabels[campaign.status]}</dd>
          </div>
          <div>
            <dt className="text-xs tracking-widest text-muted">{T.tracks}</dt>
            <dd>{included.map((t) => t.title).join(", ")}</dd>
          </div>
          <div>
            <dt className="text-xs tracking-widest text-muted">{T.access}</dt>
            <dd>
              {T.accessLabels[campaign.access]}
              {campaign.download_formats.length > 0 && ` (${campaign.download_formats.map((f) => T.formatLabels[f]).join(", ")})`}
            </dd>
          </div>
          <div>
            <dt className="text-xs tracking-widest text-muted">{T.expiresAt}</dt>
            <dd>{formatLongDate(campaign.expires_at)}</dd>
          </div>
        </dl>
        <div className="mt-6 flex flex-wrap gap-3">
          {abilities.send && (
            <Button variant="primary" onClick={() => void send()} disabled={busy}>
              {busy ? T.sending : T.send}
            </Button>
          )}
          {abilities.delete && (
            <Button onClick={() => void remove()} disabled={busy}>
              {T.delete}
            </Button>
          )}
        </div>
      </Panel>
      {recipients.length > 0 && (
        <LinksTable
          recipients={recipients}
          campaignExpiry={campaign.expires_at}
          canManage={abilities.send}
          onChanged={() => void reload()}
        />
      )}
      {recipients.length > 0 && <CampaignStats id={id} />}
      {abilities.edit && campaignCan.edit(campaign.status) && (
        <CampaignForm editing={campaign} releaseTitle={release_title} onSaved={() => void reload()} />
      )}
    </div>
  );
}
