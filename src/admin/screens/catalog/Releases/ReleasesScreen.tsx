import { useState } from "react";
import { abilityAllowsAny, NO_ABILITIES } from "../../../../lib/domain/access";
import { ADMIN_LIST_TEXTS, RELEASE_TOASTS } from "../../../../lib/domain/shared";
import type { AdminRelease } from "../../../../lib/domain/catalog";
import { FreshRecord } from "../../../components/form/FreshRecord";
import { AdminPage } from "../../../components/AdminPage";
import { IntegrationNotice } from "../../../components/IntegrationNotice";
import { pagedListView } from "../../../components/ListControls";
import { useAdminList } from "../../../hooks/useAdminList";
import { usePublishSchedules } from "../../../hooks/usePublishSchedules";
import { ImportFromSpotify } from "./ImportFromSpotify";
import { ReleaseForm } from "./ReleaseForm";
import { ReleaseList } from "./ReleaseList";
import { ScheduleBatchPanel } from "./ScheduleBatchPanel";
import { confirmDiscard } from "../../../hooks/useFormCare";

/** /admin/releases: IMPORT FROM SPOTIFY, the NEW/EDIT RELEASE form and ALL RELEASES, a page at a time (docs/admin-lists.md). */
export default function ReleasesScreen() {
  const releases = useAdminList("listAdminReleases", RELEASE_TOASTS.loadFailed);
  const schedules = usePublishSchedules();
  // The release being edited, by id: its form reads it afresh (FreshRecord), never from the list row.
  const [editingId, setEditingId] = useState<string | null>(null);
  // Bumped to remount the form: empty after a save or CANCEL, read again on every EDIT.
  const [formSession, setFormSession] = useState(0);
  const abilities = releases.data?.abilities ?? NO_ABILITIES;

  function backToCreate(saved: boolean) {
    setEditingId(null);
    setFormSession((n) => n + 1);
    if (saved) void releases.reload();
  }

  const form = (editing: AdminRelease | null) => (
    <ReleaseForm
      key={`${editing?.id ?? "new"}-${formSession}`}
      editing={editing}
      abilities={abilities}
      schedules={schedules}
      onDone={backToCreate}
      onChanged={() => void releases.reload()}
    />
  );

  return (
    <AdminPage breadcrumb="RELEASES">
      <IntegrationNotice ready={releases.data !== null} />
      <div className="space-y-8">
        {abilityAllowsAny(abilities, "draft") && <ImportFromSpotify onImported={() => void releases.reload()} />}
        <div className="grid items-start gap-8 lg:grid-cols-2">
          {editingId !== null ? (
            <FreshRecord
              key={`${editingId}-${formSession}`}
              getter="getAdminRelease"
              id={editingId}
              title="EDIT RELEASE"
              titleId="release-form-title"
              loadFailed={RELEASE_TOASTS.loadFailed}
              onFailed={() => backToCreate(false)}
            >
              {form}
            </FreshRecord>
          ) : (
            abilityAllowsAny(abilities, "draft") && form(null)
          )}
          <ReleaseList
            releases={releases.data?.releases ?? []}
            view={pagedListView(releases, releases.data?.page ?? null, {
              search: "release-search",
              searchLabel: ADMIN_LIST_TEXTS.searchReleases,
              pagerLabel: "Releases pages",
              headingId: "release-list-title",
            })}
            abilities={abilities}
            schedules={schedules}
            onEdit={(release) => {
              if (!confirmDiscard()) return;
              setEditingId(release.id);
              setFormSession((n) => n + 1);
              window.scrollTo({ top: 0, behavior: "smooth" });
            }}
            onChanged={releases.reload}
            onDeleted={(release) => {
              if (editingId === release.id) backToCreate(false);
              void releases.reload();
            }}
          />
        </div>
        {abilityAllowsAny(abilities, "publish") && <ScheduleBatchPanel schedules={schedules} />}
      </div>
    </AdminPage>
  );
}
