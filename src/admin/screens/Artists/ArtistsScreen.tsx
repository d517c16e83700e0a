import { useState } from "react";
import { abilityAllows, ADMIN_LIST_TEXTS, ARTIST_TOASTS, NO_ABILITIES } from "../../../lib/domain";
import type { AdminArtist } from "../../../lib/domain/contracts/content";
import { AdminPage } from "../../components/AdminPage";
import { IntegrationNotice } from "../../components/IntegrationNotice";
import { pagedListView } from "../../components/ListControls";
import { useAdminList } from "../../hooks/useAdminList";
import { usePublishSchedules } from "../../hooks/usePublishSchedules";
import { ArtistForm } from "./ArtistForm";
import { ArtistList } from "./ArtistList";
import { confirmDiscard } from "../../hooks/useFormCare";

/** /admin/artists: the NEW/EDIT ARTIST form and ALL ARTISTS, a page at a time (docs/admin-lists.md). */
export default function ArtistsScreen() {
  const list = useAdminList("listAdminArtists", ARTIST_TOASTS.loadFailed);
  const { data, reload } = list;
  const schedules = usePublishSchedules();
  const [editing, setEditing] = useState<AdminArtist | null>(null);
  // Bumped to remount the form empty after a save or CANCEL.
  const [formSession, setFormSession] = useState(0);
  const abilities = data?.abilities ?? NO_ABILITIES;
  const showForm = editing !== null || abilityAllows(abilities, "draft");

  function backToCreate(saved: boolean) {
    setEditing(null);
    setFormSession((n) => n + 1);
    if (saved) void reload();
  }

  return (
    <AdminPage breadcrumb="ARTISTS">
      <IntegrationNotice ready={data !== null} />
      <div className="grid items-start gap-8 lg:grid-cols-2">
        {showForm && <ArtistForm key={`${editing?.id ?? "new"}-${formSession}`} editing={editing} abilities={abilities} schedules={schedules} onDone={backToCreate} />}
        <ArtistList
          artists={data?.artists ?? []}
          view={pagedListView(list, data?.page ?? null, { search: "artist-search", searchLabel: ADMIN_LIST_TEXTS.searchArtists, pagerLabel: "Artists pages", headingId: "artist-list-title" })}
          abilities={abilities}
          schedules={schedules}
          onEdit={(artist) => {
            if (!confirmDiscard()) return;
            setEditing(artist);
            window.scrollTo({ top: 0, behavior: "smooth" });
          }}
          onDeleted={(artist) => {
            if (editing?.id === artist.id) backToCreate(false);
            void reload();
          }}
        />
      </div>
    </AdminPage>
  );
}
