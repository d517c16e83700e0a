import { useMemo, useState } from "react";
import { abilityAllows, abilityAllowsAny, ARTIST_TOASTS, NO_ABILITIES, RELEASE_TOASTS } from "../../../lib/domain";
import type { AdminRelease } from "../../../lib/domain/contracts/content";
import { AdminPage } from "../../components/AdminPage";
import { IntegrationNotice } from "../../components/IntegrationNotice";
import { useCallableQuery } from "../../hooks/useCallableQuery";
import { usePublishSchedules } from "../../hooks/usePublishSchedules";
import { ImportFromSpotify } from "./ImportFromSpotify";
import { ReleaseForm } from "./ReleaseForm";
import { ReleaseList } from "./ReleaseList";
import { ScheduleBatchPanel } from "./ScheduleBatchPanel";

/** /admin/releases: IMPORT FROM SPOTIFY, the NEW/EDIT RELEASE form and ALL RELEASES. */
export default function ReleasesScreen() {
  const releases = useCallableQuery("listAdminReleases", {}, RELEASE_TOASTS.loadFailed);
  const artists = useCallableQuery("listArtistChoices", {}, ARTIST_TOASTS.loadFailed);
  const schedules = usePublishSchedules();
  const [editing, setEditing] = useState<AdminRelease | null>(null);
  // Bumped to remount the form empty after a save or CANCEL.
  const [formSession, setFormSession] = useState(0);
  const abilities = releases.data?.abilities ?? NO_ABILITIES;
  const artistChoices = artists.data?.artists ?? [];
  const draftable = artistChoices.filter((artist) => abilityAllows(abilities, "draft", artist.id));
  const importedAlbumIds = useMemo(
    () => new Set((releases.data?.releases ?? []).flatMap((r) => (r.spotify_album_id ? [r.spotify_album_id] : []))),
    [releases.data],
  );

  function backToCreate(saved: boolean) {
    setEditing(null);
    setFormSession((n) => n + 1);
    if (saved) void releases.reload();
  }

  return (
    <AdminPage breadcrumb="RELEASES">
      <IntegrationNotice ready={!releases.loading && !artists.loading} />
      <div className="space-y-8">
        {draftable.length > 0 && <ImportFromSpotify artists={draftable} importedAlbumIds={importedAlbumIds} onImported={() => void releases.reload()} />}
        <div className="grid items-start gap-8 lg:grid-cols-2">
          {/* The artist selects need their options before the form sets its values. */}
          {!artists.loading && (editing !== null || abilityAllowsAny(abilities, "draft")) && (
            <ReleaseForm
              key={`${editing?.id ?? "new"}-${formSession}`}
              editing={editing}
              artists={artistChoices}
              abilities={abilities}
              schedules={schedules}
              onDone={backToCreate}
              onChanged={() => void releases.reload()}
            />
          )}
          <ReleaseList
            releases={releases.data?.releases ?? []}
            loading={releases.loading}
            abilities={abilities}
            schedules={schedules}
            onEdit={(release) => {
              setEditing(release);
              window.scrollTo({ top: 0, behavior: "smooth" });
            }}
            onChanged={releases.reload}
            onDeleted={(release) => {
              if (editing?.id === release.id) backToCreate(false);
              void releases.reload();
            }}
          />
        </div>
        {abilityAllowsAny(abilities, "publish") && <ScheduleBatchPanel releases={releases.data?.releases ?? []} artists={artistChoices} schedules={schedules} />}
      </div>
    </AdminPage>
  );
}
