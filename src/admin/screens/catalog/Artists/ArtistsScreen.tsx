import { useState } from "react";
import { abilityAllows, NO_ABILITIES } from "../../../../lib/domain/access";
import { ADMIN_LIST_TEXTS, ARTIST_TOASTS } from "../../../../lib/domain/shared";
import type { AdminArtist } from "../../../../lib/domain/catalog";
import { FreshRecord } from "../../../components/form/FreshRecord";
import { AdminPage } from "../../../components/AdminPage";
import { IntegrationNotice } from "../../../components/IntegrationNotice";
import { pagedListView } from "../../../components/ListControls";
import { useAdminList } from "../../../hooks/useAdminList";
import { usePublishSchedules } from "../../../hooks/usePublishSchedules";
import { ArtistForm } from "./ArtistForm";
import { ArtistList } from "./ArtistList";
import { confirmDiscard } from "../../../hooks/useFormCare";

/** /admin/artists: the NEW/EDIT ARTIST form and ALL ARTISTS, a page at a time (docs/admin-lists.md). */
export default function ArtistsScreen() {
  const list = useAdminList("listAdminArtists", ARTIST_TOASTS.loadFailed);
  const { data, reload } = list;
  const schedules = usePublishSchedules();
  // The artist being edited, by id: its form reads it afresh (FreshRecord), never from the list row.
  const [editingId, setEditingId] = useState<string | null>(null);
  // Bumped to remount the form: empty after a save or CANCEL, read again on every EDIT.
  const [formSession, setFormSession] = useState(0);
  const abilities = data?.abilities ?? NO_ABILITIES;

  function backToCreate(saved: boolean) {
    setEditingId(null);
    setFormSession((n) => n + 1);
    if (saved) void reload();
  }

  const form = (editing: AdminArtist | null) => (
    <ArtistForm
      key={`${editing?.id ?? "new"}-${formSession}`}
      editing={editing}
      abilities={abilities}
      schedules={schedules}
      onDone={backToCreate}
    />
  );

  return (
    <AdminPage breadcrumb="ARTISTS">
      <IntegrationNotice ready={data !== null} />
      <div className="grid items-start gap-8 lg:grid-cols-2">
        {editingId !== null ? (
          <FreshRecord
            key={`${editingId}-${formSession}`}
            getter="getAdminArtist"
            id={editingId}
            title="EDIT ARTIST"
            titleId="artist-form-title"
            loadFailed={ARTIST_TOASTS.loadFailed}
            onFailed={() => backToCreate(false)}
          >
            {form}
          </FreshRecord>
        ) : (
          abilityAllows(abilities, "draft") && form(null)
        )}
        <ArtistList
          artists={data?.artists ?? []}
          view={pagedListView(list, data?.page ?? null, {
            search: "artist-search",
            searchLabel: ADMIN_LIST_TEXTS.searchArtists,
            pagerLabel: "Artists pages",
            headingId: "artist-list-title",
          })}
          abilities={abilities}
          schedules={schedules}
          onEdit={(artist) => {
            if (!confirmDiscard()) return;
            setEditingId(artist.id);
            setFormSession((n) => n + 1);
            window.scrollTo({ top: 0, behavior: "smooth" });
          }}
          onDeleted={(artist) => {
            if (editingId === artist.id) backToCreate(false);
            void reload();
          }}
        />
      </div>
    </AdminPage>
  );
}
