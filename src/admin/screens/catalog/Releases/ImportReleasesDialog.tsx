import { useState, type RefObject } from "react";
import toast from "react-hot-toast";
import { call } from "../../../../lib/client/callables";
import { type SpotifyReleaseItem } from "../../../../lib/domain/catalog";
import { albumTypeBadge, EMPTY_STATES, formatSpotifyDate, formatTrackCount, LIMITS, RELEASE_TOASTS } from "../../../../lib/domain/shared";
import { Button } from "../../../components/Button";
import { ModalDialog } from "../../../components/ModalDialog";

interface Props {
  /** Our artist the releases are imported for. */
  artistId: string;
  releases: readonly SpotifyReleaseItem[];
  importedAlbumIds: ReadonlySet<string>;
  onClose: () => void;
  onImported: () => void;
  /** Where focus goes back on close: the FETCH RELEASES button, disabled while it fetched. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** IMPORT SPOTIFY RELEASES: a modal list with selection; imported releases arrive unpublished. */
export function ImportReleasesDialog({ artistId, releases, importedAlbumIds, onClose, onImported, returnFocusTo }: Props) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [importing, setImporting] = useState(false);

  function toggle(albumId: string) {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(albumId)) next.delete(albumId);
      else next.add(albumId);
      return next;
    });
  }

  async function importSelected() {
    if (selected.size === 0) {
      toast.error(RELEASE_TOASTS.selectAtLeastOneRelease);
      return;
    }
    setImporting(true);
    try {
      // One call imports at most LIMITS.importAlbumsPerCall albums: bigger selections go in batches.
      const albumIds = [...selected];
      let imported = 0;
      for (let start = 0; start < albumIds.length; start += LIMITS.importAlbumsPerCall) {
        const batch = albumIds.slice(start, start + LIMITS.importAlbumsPerCall);
        imported += (await call("importSpotifyReleases", { artistId, albumIds: batch })).imported;
      }
      toast.success(RELEASE_TOASTS.importedReleases(imported));
      onImported();
    } catch (error) {
      console.error("importSpotifyReleases failed", error);
      toast.error(RELEASE_TOASTS.importFailed);
      setImporting(false);
    }
  }

  return (
    <ModalDialog open title="IMPORT SPOTIFY RELEASES" onClose={() => !importing && onClose()} returnFocusTo={returnFocusTo} wide>
      {releases.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted">{EMPTY_STATES.importDialog}</p>
      ) : (
        <ul className="mt-4 max-h-[60vh] space-y-2 overflow-y-auto">
          {releases.map((release) => {
            const imported = importedAlbumIds.has(release.id);
            return (
              <li key={release.id}>
                <label
                  className={`flex items-center gap-3 border border-white/10 p-2 ${imported ? "opacity-50" : "cursor-pointer hover:border-accent"}`}
                >
                  <input type="checkbox" checked={selected.has(release.id)} disabled={imported} onChange={() => toggle(release.id)} />
                  {release.images[0] ? (
                    <img src={release.images[0].url} alt="" className="h-12 w-12 object-cover" />
                  ) : (
                    <span aria-hidden="true" className="h-12 w-12 bg-white/10" />
                  )}
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-bold">{release.name}</span>
                    <span className="block text-xs text-muted">
                      {formatSpotifyDate(release.release_date)}
                      {release.album_type ? ` · ${albumTypeBadge(release.album_type)}` : ""}
                      {release.total_tracks != null ? ` · ${formatTrackCount(release.total_tracks)}` : ""}
                      {imported ? " · Already imported" : ""}
                    </span>
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
      <div className="mt-6 flex justify-end gap-3">
        <Button onClick={onClose} disabled={importing}>
          CANCEL
        </Button>
        {releases.length > 0 && (
          <Button variant="primary" disabled={importing} onClick={() => void importSelected()}>
            {importing ? "IMPORTING..." : `IMPORT ${selected.size} SELECTED`}
          </Button>
        )}
      </div>
    </ModalDialog>
  );
}
