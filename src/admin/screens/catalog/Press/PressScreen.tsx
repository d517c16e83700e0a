import { useState } from "react";
import { abilityAllows, NO_ABILITIES } from "../../../../lib/domain/access";
import { ADMIN_LIST_TEXTS, PRESS_TOASTS } from "../../../../lib/domain/shared";
import type { AdminPressPost } from "../../../../lib/domain/catalog";
import { FreshRecord } from "../../../components/form/FreshRecord";
import { AdminPage } from "../../../components/AdminPage";
import { pagedListView } from "../../../components/ListControls";
import { useAdminList } from "../../../hooks/useAdminList";
import { usePublishSchedules } from "../../../hooks/usePublishSchedules";
import { PressForm } from "./PressForm";
import { PressList } from "./PressList";
import { confirmDiscard } from "../../../hooks/useFormCare";

/** /admin/press: the post form and the posts, newest first, a page at a time (docs/admin-lists.md). */
export default function PressScreen() {
  const list = useAdminList("listAdminPressPosts", PRESS_TOASTS.loadFailed);
  const { data, reload } = list;
  const schedules = usePublishSchedules();
  // The post being edited, by id: its form reads it afresh (FreshRecord), never from the list row.
  const [editingId, setEditingId] = useState<string | null>(null);
  // Bumped to remount the form: empty after a save or Cancel, read again on every Edit.
  const [formSession, setFormSession] = useState(0);
  const abilities = data?.abilities ?? NO_ABILITIES;

  function backToCreate(saved: boolean) {
    setEditingId(null);
    setFormSession((n) => n + 1);
    if (saved) void reload();
  }

  const form = (editing: AdminPressPost | null) => (
    <PressForm
      key={`${editing?.id ?? "new"}-${formSession}`}
      editing={editing}
      abilities={abilities}
      schedules={schedules}
      onDone={backToCreate}
    />
  );

  return (
    <AdminPage breadcrumb="PRESS">
      <div className="space-y-8">
        {editingId !== null ? (
          <FreshRecord
            key={`${editingId}-${formSession}`}
            getter="getAdminPressPost"
            id={editingId}
            title="EDIT PRESS POST"
            titleId="press-form-title"
            loadFailed={PRESS_TOASTS.loadFailed}
            onFailed={() => backToCreate(false)}
          >
            {form}
          </FreshRecord>
        ) : (
          abilityAllows(abilities, "draft") && form(null)
        )}
        <PressList
          posts={data?.posts ?? []}
          view={pagedListView(list, data?.page ?? null, {
            search: "press-search",
            searchLabel: ADMIN_LIST_TEXTS.searchPosts,
            pagerLabel: "Press posts pages",
            headingId: "press-list-title",
          })}
          abilities={abilities}
          schedules={schedules}
          onEdit={(post) => {
            if (!confirmDiscard()) return;
            setEditingId(post.id);
            setFormSession((n) => n + 1);
            window.scrollTo({ top: 0, behavior: "smooth" });
          }}
          onDeleted={(post) => {
            if (editingId === post.id) backToCreate(false);
            void reload();
          }}
        />
      </div>
    </AdminPage>
  );
}
