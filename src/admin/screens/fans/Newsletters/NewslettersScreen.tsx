import { useState } from "react";
import { LABEL } from "../../../../config/label";
import { NEWSLETTER_TEXTS, NEWSLETTER_TOASTS } from "../../../../lib/domain/fans";
import { formatScheduleMoment } from "../../../../lib/domain/publishing";
import { AdminPage, ListState, Panel } from "../../../components/AdminPage";
import { Button } from "../../../components/Button";
import { useCallableQuery } from "../../../hooks/useCallableQuery";
import { NewsletterForm } from "./NewsletterForm";
import { NewsletterPage } from "./NewsletterPage";

/** /admin/newsletters (docs/fans.md#newsletters): the newsletters, newest first; a new one's form; one newsletter's page. */
export default function NewslettersScreen() {
  const { data, loading, reload } = useCallableQuery("listNewsletters", {}, NEWSLETTER_TOASTS.loadFailed);
  const [openId, setOpenId] = useState<string | null>(null);
  const [formSession, setFormSession] = useState(0);
  const newsletters = data?.newsletters ?? [];

  if (openId) {
    return (
      <AdminPage breadcrumb="NEWSLETTERS">
        <NewsletterPage
          key={openId}
          id={openId}
          onBack={() => {
            setOpenId(null);
            void reload();
          }}
        />
      </AdminPage>
    );
  }

  return (
    <AdminPage breadcrumb="NEWSLETTERS">
      <div className="space-y-8">
        {data?.abilities.compose && (
          <NewsletterForm
            key={formSession}
            editing={null}
            onSaved={(saved) => {
              setFormSession((n) => n + 1);
              setOpenId(saved.id);
            }}
          />
        )}
        <Panel title={NEWSLETTER_TEXTS.all} id="newsletters-list-title">
          <ListState loading={loading} empty={newsletters.length === 0} emptyText={NEWSLETTER_TEXTS.empty} />
          <ul className="mt-4 divide-y divide-white/10">
            {newsletters.map((n) => (
              <li key={n.id} className="flex items-center justify-between gap-4 py-3">
                <div>
                  <p className="font-bold">{n.subject}</p>
                  <p className="text-xs text-muted">
                    {NEWSLETTER_TEXTS.statusLabels[n.status]}
                    {n.status === "scheduled" && n.send_at
                      ? ` · ${NEWSLETTER_TEXTS.scheduledFor(formatScheduleMoment(n.send_at, LABEL.timeZone))}`
                      : ""}
                    {n.sent_at ? ` · ${NEWSLETTER_TEXTS.sentOn(formatScheduleMoment(n.sent_at, LABEL.timeZone))}` : ""}
                  </p>
                </div>
                <Button onClick={() => setOpenId(n.id)} aria-label={`Open ${n.subject}`}>
                  Open
                </Button>
              </li>
            ))}
          </ul>
        </Panel>
      </div>
    </AdminPage>
  );
}
