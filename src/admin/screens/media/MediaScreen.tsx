import { call } from "../../../lib/client/callables";
import { MEDIA_ALT_MAX, MEDIA_MESSAGES } from "../../../lib/domain/media";
import type { MediaLibraryItem } from "../../../lib/domain/media";
import { AdminPage, ListState, Panel } from "../../components/AdminPage";
import { Button } from "../../components/Button";
import { TextInput } from "../../components/form/controls";
import { useMediaLibrary } from "../../hooks/useMediaLibrary";
import { useRowAction } from "../../hooks/useRowAction";
import { confirmDelete } from "../../lib/formErrors";

/** One uploaded image: thumbnail, size, the artists, releases and press posts that use it, and its alt text (editable with edit on content). */
function MediaRow({
  item,
  canDelete,
  canEdit,
  busy,
  onDelete,
  onSaveAlt,
}: {
  item: MediaLibraryItem;
  canDelete: boolean;
  canEdit: boolean;
  busy: boolean;
  onDelete: () => void;
  onSaveAlt: (alt: string) => void;
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
        {canEdit ? (
          <form
            method="post"
            className="mt-2 flex flex-wrap items-center gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              onSaveAlt(String(new FormData(event.currentTarget).get("alt") ?? ""));
            }}
          >
            <label htmlFor={`alt-${item.id}`} className="text-xs tracking-widest">
              ALT TEXT
            </label>
            <TextInput
              id={`alt-${item.id}`}
              name="alt"
              className="min-w-0 flex-1"
              defaultValue={item.alt ?? ""}
              maxLength={MEDIA_ALT_MAX}
              placeholder="What the image shows"
            />
            <Button type="submit" disabled={busy} aria-label={`SAVE ALT TEXT of ${item.url}`}>
              SAVE ALT TEXT
            </Button>
          </form>
        ) : (
          item.alt && <p className="mt-2 text-xs">Alt text: {item.alt}</p>
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

/** /admin/media: the uploaded images, newest first a page at a time (LOAD MORE), with where each is used; DELETE for an image nothing uses. */
export default function MediaScreen() {
  const library = useMediaLibrary(MEDIA_MESSAGES.loadFailed);
  const { busyId, run } = useRowAction();
  const { media } = library;

  async function remove(item: MediaLibraryItem) {
    if (!confirmDelete(MEDIA_MESSAGES.confirmDelete)) return;
    if (
      await run(item.id, "deleteMedia", () => call("deleteMedia", { id: item.id }), {
        success: MEDIA_MESSAGES.deleted,
        failure: MEDIA_MESSAGES.deleteFailed,
      })
    )
      library.remove(item.id);
  }

  async function saveAlt(item: MediaLibraryItem, alt: string) {
    const save = async () => library.update(item.id, { alt: (await call("setMediaAlt", { id: item.id, alt })).alt });
    await run(item.id, "setMediaAlt", save, { success: MEDIA_MESSAGES.altSaved, failure: MEDIA_MESSAGES.altSaveFailed });
  }

  return (
    <AdminPage breadcrumb="MEDIA">
      <Panel title="MEDIA LIBRARY" id="media-title">
        <p className="mt-2 text-sm text-muted">Images are uploaded from the artist, release and press forms.</p>
        <ListState loading={library.loading} empty={media.length === 0 && !library.more} emptyText={MEDIA_MESSAGES.empty} />
        <ul>
          {media.map((item) => (
            <MediaRow
              key={item.id}
              item={item}
              canDelete={library.canDelete}
              canEdit={library.canEdit}
              busy={busyId === item.id}
              onDelete={() => void remove(item)}
              onSaveAlt={(alt) => void saveAlt(item, alt)}
            />
          ))}
        </ul>
        {library.more && (
          <Button className="mt-4" onClick={library.more} disabled={library.pending}>
            {MEDIA_MESSAGES.loadMore}
          </Button>
        )}
      </Panel>
    </AdminPage>
  );
}
