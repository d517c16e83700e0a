import { CAMPAIGN_TEXTS, CAMPAIGN_TOASTS } from "../../../../lib/domain/promo";
import { AdminPage, ListState, Panel } from "../../../components/AdminPage";
import { Button } from "../../../components/Button";
import { useCallableQuery } from "../../../hooks/useCallableQuery";
import { useLocationState } from "../../../hooks/useLocationState";
import { CampaignForm } from "./CampaignForm";
import { CampaignPage } from "./CampaignPage";
import { WhoLeakedPanel } from "./WhoLeakedPanel";

type View = { kind: "list" } | { kind: "new" } | { kind: "campaign"; id: string };

/** The view a URL opens: `?campaign={id}` one campaign's page, `?new` the new campaign's editor, else the list; so a reload or Back keeps the open campaign. */
export function campaignsViewOf(search: string): View {
  const params = new URLSearchParams(search);
  const id = params.get("campaign");
  if (id) return { kind: "campaign", id };
  return params.has("new") ? { kind: "new" } : { kind: "list" };
}

/** The URL query of a view (campaignsViewOf reads it back). */
export function campaignsSearchOf(view: View): string {
  if (view.kind === "campaign") return `?${new URLSearchParams({ campaign: view.id }).toString()}`;
  return view.kind === "new" ? "?new" : "";
}

/** /admin/promo/campaigns (docs/promo.md#campaigns-and-links): the campaigns the caller may see, a new one's editor, one campaign's page. */
export default function CampaignsScreen() {
  const { data, loading, reload } = useCallableQuery("listPromoCampaigns", {}, CAMPAIGN_TOASTS.loadFailed);
  // Back to the list (by the button or the browser's Back) reads the list again: a campaign may have been sent or deleted meanwhile.
  const [view, setView] = useLocationState(campaignsViewOf, campaignsSearchOf, (next) => next.kind === "list" && void reload());
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
          <CampaignForm editing={null} onSaved={(saved) => setView({ kind: "campaign", id: saved.id }, "replace")} />
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
