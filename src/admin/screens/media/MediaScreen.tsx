import { call } from "../../../lib/client/callables";
import { MEDIA_MESSAGES } from "../../../lib/domain/media";
import type { MediaLibraryItem } from "../../../lib/domain/media";
import { AdminPage, ListState, Panel } from "../../components/AdminPage";
import { Button } from "../../components/Button";
import { useCallableQuery } from "../../hooks/useCallableQuery";
import { useRowAction } from "../../hooks/useRowAction";
import { confirmDelete } from "../../lib/formErrors";

/** One uploaded image: thumbnail, size, and the artists, releases and press posts that use it. */
function MediaRow({
  item,
  canDelete,
  busy,
  onDelete,
}: {
  item: MediaLibraryItem;
  canDelete: boolean;
  busy: boolean;
  onDelete: () => void;
}) {
  const thumbnail = item.variants.find((v) => v.format === "webp" && v.width >= 320) ?? item.variants[0];
  return (
    <li className="flex flex-wrap items-start gap-4 border-b border-white/10 py-4" data-testid="media-item" data-media-id={item.id}>
      {thumbnail && (
        <img
          src={`/media/${item.id}/${thumbnail.name}`}
          alt=""
          width={96}
          height={Math.round((96 * item.height) / item.width)}
          className="w-24 object-cover"
          loading="lazy"
        />
      )}
      <div className="min-w-0 flex-1 text-sm">
        <p className="break-all font-mono text-xs">{item.url}</p>
        <p className="mt-1 text-xs text-muted">
          {item.width}×{item.height} · {item.mime} · {item.created_at.toISOString().slice(0, 10)}
        </p>
        {item.used_by.length > 0 ? (
          <ul className="mt-2 text-xs" aria-label="Used by">
            {item.used_by.map((use) => (
              <li key={`${use.entity}:${use.id}`}>Used by {use.label}</li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-xs text-muted">Not used</p>
        )}
      </div>
      {canDelete && (
        <Button variant="danger" disabled={busy} onClick={onDelete}>
          DELETE
        </Button>
      )}
    </li>
  );
}

/** /admin/media: every uploaded image, newest first, with where it is used; DELETE for an image nothing uses. */
export default function MediaScreen() {
  const { data, loading, reload } = useCallableQuery("listMedia", {}, MEDIA_MESSAGES.loadFailed);
  const { busyId, run } = useRowAction();
  const media = data?.media ?? [];

  async function remove(item: MediaLibraryItem) {
    if (!confirmDelete(MEDIA_MESSAGES.confirmDelete)) return;
    if (
      await run(item.id, "deleteMedia", () => call("deleteMedia", { id: item.id }), {
        success: MEDIA_MESSAGES.deleted,
        failure: MEDIA_MESSAGES.deleteFailed,
      })
    )
      void reload();
  }

  return (
    <AdminPage breadcrumb="MEDIA">
      <Panel title="MEDIA LIBRARY" id="media-title">
        <p className="mt-2 text-sm text-muted">Images are uploaded from the artist, release and press forms.</p>
        <ListState loading={loading} empty={media.length === 0} emptyText={MEDIA_MESSAGES.empty} />
        <ul>
          {media.map((item) => (
            <MediaRow
              key={item.id}
              item={item}
              canDelete={data?.can_delete ?? false}
              busy={busyId === item.id}
              onDelete={() => void remove(item)}
            />
          ))}
        </ul>
      </Panel>
    </AdminPage>
  );
}
