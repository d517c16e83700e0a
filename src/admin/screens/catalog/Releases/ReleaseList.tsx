import { useState } from "react";
import { call } from "../../../../lib/client/callables";
import { abilityAllows, type ResourceAbilities } from "../../../../lib/domain/access";
import { ANALYTICS_TEXTS } from "../../../../lib/domain/campaigns";
import { DELETE_CONFIRMATIONS, EMPTY_STATES, formatLongDate, RELEASE_TOASTS } from "../../../../lib/domain/shared";
import type { AdminRelease } from "../../../../lib/domain/catalog";
import { Panel } from "../../../components/AdminPage";
import { PagedItems, type PagedListView } from "../../../components/ListControls";
import { Badge } from "../../../components/Badge";
import { Button } from "../../../components/Button";
import { confirmDelete } from "../../../lib/formErrors";
import { RefetchButton } from "./RefetchButton";
import { ReleaseAnalyticsDialog } from "./ReleaseAnalyticsDialog";
import { useRowAction } from "../../../hooks/useRowAction";

import { ScheduledNote } from "../../../components/schedule/ScheduledNote";
import type { PublishSchedules } from "../../../hooks/usePublishSchedules";
interface Props {
  schedules: PublishSchedules;
  releases: readonly AdminRelease[];
  view: PagedListView;
  abilities: ResourceAbilities;
  onEdit: (release: AdminRelease) => void;
  /** Reloads the list; resolves once it shows the change. */
  onChanged: () => Promise<void>;
  onDeleted: (release: AdminRelease) => void;
}

const artistNames = (release: AdminRelease) =>
  release.release_artists
    .map((link) => link.artist?.name)
    .filter(Boolean)
    .join(", ") ||
  release.primary_artist_name ||
  EMPTY_STATES.unknownArtist;

/** ALL RELEASES: newest first, with EDIT, DELETE, PUBLISH/UNPUBLISH, refetch, ANALYTICS and the pre-save count. */
export function ReleaseList({ releases, view, abilities, schedules, onEdit, onChanged, onDeleted }: Props) {
  const { busyId: busy, run } = useRowAction();
  const [analyticsOf, setAnalyticsOf] = useState<AdminRelease | null>(null);

  async function togglePublished(release: AdminRelease) {
    const done = await run(
      release.id,
      "setReleasePublished",
      () => call("setReleasePublished", { id: release.id, is_published: !release.is_published }),
      {
        success: ({ is_published }) => (is_published ? RELEASE_TOASTS.published : RELEASE_TOASTS.unpublished),
        failure: RELEASE_TOASTS.publishToggleFailed,
      },
    );
    if (done) void onChanged();
  }

  async function remove(release: AdminRelease) {
    if (!confirmDelete(DELETE_CONFIRMATIONS.release)) return;
    const done = await run(release.id, "deleteRelease", () => call("deleteRelease", { id: release.id }), {
      success: RELEASE_TOASTS.deleted,
      failure: RELEASE_TOASTS.deleteFailed,
    });
    if (done) onDeleted(release);
  }

  return (
    <Panel title="ALL RELEASES" id="release-list-title">
      <PagedItems view={view} label="Releases" count={releases.length} emptyText="No releases yet">
        {releases.map((release) => {
          const scope = release.artist_id;
          return (
            <li key={release.id} aria-label={release.title} className="flex flex-wrap gap-4 border border-white/10 p-4">
              {release.image_url ? (
                <img src={release.image_url} alt="" className="h-16 w-16 object-cover" />
              ) : (
                <span aria-hidden="true" className="h-16 w-16 bg-white/10" />
              )}
              <div className="min-w-0 flex-1">
                <p className="font-bold">{release.title}</p>
                <p className="text-sm text-muted">{artistNames(release)}</p>
                <p className="text-xs text-muted">
                  {release.release_date ? formatLongDate(release.release_date) : "No release date"} · /{release.slug}
                </p>
                <p className="mt-1 flex flex-wrap items-center gap-2 text-xs">
                  <Badge variant={release.is_published ? "default" : "secondary"}>{release.is_published ? "Published" : "Draft"}</Badge>
                  {release.pre_save_enabled && <Badge>Pre-save</Badge>}
                  <span className="text-muted">
                    {release.pre_save_count} {release.pre_save_count === 1 ? "pre-save" : "pre-saves"}
                  </span>
                  <ScheduledNote schedules={schedules} entity="releases" id={release.id} />
                </p>
              </div>
              <div className="flex flex-wrap items-start gap-2">
                {abilityAllows(abilities, "edit", scope) && (
                  <Button aria-label={`EDIT ${release.title}`} onClick={() => onEdit(release)}>
                    EDIT
                  </Button>
                )}
                {abilityAllows(abilities, "publish", scope) && (
                  <Button
                    aria-label={`${release.is_published ? "UNPUBLISH" : "PUBLISH"} ${release.title}`}
                    disabled={busy === release.id}
                    onClick={() => void togglePublished(release)}
                  >
                    {release.is_published ? "UNPUBLISH" : "PUBLISH"}
                  </Button>
                )}
                {abilityAllows(abilities, "edit", scope) && <RefetchButton release={release} onRefetched={onChanged} />}
                {abilityAllows(abilities, "view", scope) && (
                  <Button aria-label={`${ANALYTICS_TEXTS.open} ${release.title}`} onClick={() => setAnalyticsOf(release)}>
                    {ANALYTICS_TEXTS.open}
                  </Button>
                )}
                {abilityAllows(abilities, "delete", scope) && (
                  <Button
                    variant="danger"
                    aria-label={`DELETE ${release.title}`}
                    disabled={busy === release.id}
                    onClick={() => void remove(release)}
                  >
                    DELETE
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </PagedItems>
      <ReleaseAnalyticsDialog release={analyticsOf} onClose={() => setAnalyticsOf(null)} />
    </Panel>
  );
}
