import { useState } from "react";
import { CAMPAIGN_TEXTS, CAMPAIGN_TOASTS } from "../../../../lib/domain/promo";
import { AdminPage, ListState, Panel } from "../../../components/AdminPage";
import { Button } from "../../../components/Button";
import { useCallableQuery } from "../../../hooks/useCallableQuery";
import { CampaignForm } from "./CampaignForm";
import { CampaignPage } from "./CampaignPage";
import { WhoLeakedPanel } from "./WhoLeakedPanel";

type View = { kind: "list" } | { kind: "new" } | { kind: "campaign"; id: string };

/** /admin/promo/campaigns (docs/promo.md#campaigns-and-links): the campaigns the caller may see, a new one's editor, one campaign's page. */
export default function CampaignsScreen() {
  const { data, loading, reload } = useCallableQuery("listPromoCampaigns", {}, CAMPAIGN_TOASTS.loadFailed);
  const [view, setView] = useState<View>({ kind: "list" });
  const back = () => {
    setView({ kind: "list" });
    void reload();
  };

  if (view.kind === "campaign") {
    return (
      <AdminPage breadcrumb="PROMO / CAMPAIGNS">
        <CampaignPage key={view.id} id={view.id} onBack={back} />
      </AdminPage>
    );
  }
  if (view.kind === "new") {
    return (
      <AdminPage breadcrumb="PROMO / CAMPAIGNS">
        <div className="space-y-8">
          <Button onClick={back}>{CAMPAIGN_TEXTS.all}</Button>
          <CampaignForm editing={null} onSaved={(saved) => setView({ kind: "campaign", id: saved.id })} />
        </div>
      </AdminPage>
    );
  }

  const campaigns = data?.campaigns ?? [];
  return (
    <AdminPage breadcrumb="PROMO / CAMPAIGNS">
      <Panel title={CAMPAIGN_TEXTS.heading} id="campaigns-title">
        {data?.can_create && (
          <Button variant="primary" onClick={() => setView({ kind: "new" })}>
            {CAMPAIGN_TEXTS.newCampaign}
          </Button>
        )}
        <ListState loading={loading} empty={campaigns.length === 0} emptyText={CAMPAIGN_TEXTS.empty} />
        <ul className="mt-4 divide-y divide-white/10" aria-labelledby="campaigns-title">
          {campaigns.map((c) => (
            <li key={c.id} className="flex items-center justify-between gap-4 py-3" data-testid="campaign-row">
              <div>
                <p className="font-bold">{c.name}</p>
                <p className="text-xs text-muted">
                  {c.release_title} · {CAMPAIGN_TEXTS.statusLabels[c.status]}
                </p>
              </div>
              <Button onClick={() => setView({ kind: "campaign", id: c.id })} aria-label={`Open ${c.name}`}>
                Open
              </Button>
            </li>
          ))}
        </ul>
      </Panel>
      <WhoLeakedPanel />
    </AdminPage>
  );
}
