import { call } from "../../../../lib/client/callables";
import { abilityAllows, type ResourceAbilities } from "../../../../lib/domain/access";
import { genreDisplayName } from "../../../../lib/domain/catalog";
import { ARTIST_TOASTS, DELETE_CONFIRMATIONS, EMPTY_STATES } from "../../../../lib/domain/shared";
import type { AdminArtist } from "../../../../lib/domain/catalog";
import { Panel } from "../../../components/AdminPage";
import { PagedItems, type PagedListView } from "../../../components/ListControls";
import { Badge } from "../../../components/Badge";
import { Button } from "../../../components/Button";
import { confirmDelete } from "../../../lib/formErrors";
import { useRowAction } from "../../../hooks/useRowAction";

import { ScheduledNote } from "../../../components/schedule/ScheduledNote";
import type { PublishSchedules } from "../../../hooks/usePublishSchedules";
interface Props {
  schedules: PublishSchedules;
  artists: readonly AdminArtist[];
  view: PagedListView;
  abilities: ResourceAbilities;
  onEdit: (artist: AdminArtist) => void;
  onDeleted: (artist: AdminArtist) => void;
}

/** ALL ARTISTS: name, genre or 'No genre', /slug, Published or Draft, EDIT and DELETE. */
export function ArtistList({ artists, view, abilities, schedules, onEdit, onDeleted }: Props) {
  const { busyId: deleting, run } = useRowAction();

  async function remove(artist: AdminArtist) {
    if (!confirmDelete(DELETE_CONFIRMATIONS.artist)) return;
    const done = await run(artist.id, "deleteArtist", () => call("deleteArtist", { id: artist.id }), {
      success: ARTIST_TOASTS.deleted,
      failure: ARTIST_TOASTS.deleteFailed,
    });
    if (done) onDeleted(artist);
  }

  return (
    <Panel title="ALL ARTISTS" id="artist-list-title">
      <PagedItems view={view} label="Artists" count={artists.length} emptyText="No artists yet">
        {artists.map((artist) => (
          <li
            key={artist.id}
            aria-label={artist.name}
            className="flex flex-wrap items-center justify-between gap-3 border border-white/10 p-4"
          >
            <div className="min-w-0">
              <p className="font-bold">{artist.name}</p>
              <p className="text-sm text-muted">{artist.genre ? genreDisplayName(artist.genre) : EMPTY_STATES.noGenre}</p>
              <p className="text-xs text-muted">/{artist.slug}</p>
              <ScheduledNote schedules={schedules} entity="artists" id={artist.id} />
            </div>
            <div className="flex items-center gap-2">
              <Badge variant={artist.is_published ? "default" : "secondary"}>{artist.is_published ? "Published" : "Draft"}</Badge>
              {abilityAllows(abilities, "edit", artist.id) && (
                <Button onClick={() => onEdit(artist)} aria-label={`EDIT ${artist.name}`}>
                  EDIT
                </Button>
              )}
              {abilityAllows(abilities, "delete", artist.id) && (
                <Button
                  variant="danger"
                  disabled={deleting === artist.id}
                  onClick={() => void remove(artist)}
                  aria-label={`DELETE ${artist.name}`}
                >
                  DELETE
                </Button>
              )}
            </div>
          </li>
        ))}
      </PagedItems>
    </Panel>
  );
}
