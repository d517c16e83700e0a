import { useState } from "react";
import { call } from "../../../../lib/client/callables";
import { formatLongDate } from "../../../../lib/domain/shared";
import type { RecipientView } from "../../../../lib/domain/promo";
import { CAMPAIGN_TEXTS as T, CAMPAIGN_TOASTS, linkExpiry, linkState } from "../../../../lib/domain/promo";
import { Panel } from "../../../components/AdminPage";
import { Button } from "../../../components/Button";
import { TextInput } from "../../../components/form/controls";
import { useRowAction } from "../../../hooks/useRowAction";

/** A campaign's links: who, sent, opened, until when, in what state; REVOKE and EXTEND (releases publish). */
export function LinksTable({
  recipients,
  campaignExpiry,
  canManage,
  onChanged,
}: {
  recipients: RecipientView[];
  campaignExpiry: Date;
  canManage: boolean;
  onChanged: () => void;
}) {
  const [extending, setExtending] = useState<{ id: string; day: string } | null>(null);
  const now = new Date();

  const { busyId, run } = useRowAction();
  const act = async (id: string, what: string, action: () => Promise<unknown>, success: string) => {
    if (await run(id, what, action, { success, failure: CAMPAIGN_TOASTS.saveFailed })) {
      setExtending(null);
      onChanged();
    }
  };

  return (
    <Panel title={T.recipientsTable} id="campaign-links-title">
      <table className="mt-4 w-full text-left text-sm" aria-labelledby="campaign-links-title">
        <thead className="text-xs tracking-widest text-muted">
          <tr>
            {Object.values(T.columns).map((label) => (
              <th key={label} scope="col" className="py-2 pr-2 font-normal">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {recipients.map((r) => {
            const state = linkState(r, campaignExpiry, now);
            return (
              <tr key={r.id} className="border-t border-white/10 align-top" data-testid="link-row">
                <th scope="row" className="py-2 pr-2 font-normal">
                  <span className="font-bold">{r.name}</span>
                  <span className="block text-xs text-muted">{r.email}</span>
                  {r.flagged_at && <span className="block text-xs text-accent">{T.flagged}</span>}
                </th>
                <td className="py-2 pr-2">{r.sent_at ? formatLongDate(r.sent_at) : "—"}</td>
                <td className="py-2 pr-2">{r.opened_at ? formatLongDate(r.opened_at) : T.notOpened}</td>
                <td className="py-2 pr-2">{formatLongDate(linkExpiry(r, campaignExpiry))}</td>
                <td className="py-2 pr-2" data-testid="link-state">
                  {T.linkStates[state]}
                </td>
                <td className="py-2">
                  {canManage && state !== "revoked" && (
                    <div className="flex flex-wrap gap-2">
                      <Button
                        onClick={() =>
                          window.confirm(T.confirmRevoke(r.name)) &&
                          void act(r.id, "revokePromoLink", () => call("revokePromoLink", { id: r.id }), CAMPAIGN_TOASTS.revoked)
                        }
                        aria-label={`${T.revoke} ${r.name}`}
                        disabled={busyId === r.id}
                      >
                        {T.revoke}
                      </Button>
                      <Button
                        onClick={() => setExtending({ id: r.id, day: "" })}
                        aria-label={`${T.extend} ${r.name}`}
                        aria-expanded={extending?.id === r.id}
                      >
                        {T.extend}
                      </Button>
                    </div>
                  )}
                  {extending?.id === r.id && (
                    <form
                      method="post"
                      className="mt-2 flex items-end gap-2"
                      onSubmit={(e) => {
                        e.preventDefault();
                        void act(
                          r.id,
                          "extendPromoLink",
                          () => call("extendPromoLink", { id: r.id, expires_at: `${extending.day}T23:59:59.000Z` }),
                          CAMPAIGN_TOASTS.extended,
                        );
                      }}
                    >
                      <label className="text-xs">
                        {T.extendTo}
                        <TextInput
                          type="date"
                          required
                          value={extending.day}
                          onChange={(e) => setExtending({ id: r.id, day: e.target.value })}
                        />
                      </label>
                      <Button type="submit" variant="primary" disabled={!extending.day}>
                        {T.extend}
                      </Button>
                    </form>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Panel>
  );
}
