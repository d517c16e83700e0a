import { useState } from "react";
import toast from "react-hot-toast";
import { call, errorMessage } from "../../../lib/client/callables";
import {
  SYSTEM_ACTOR,
  AUDIT_TEXTS,
  VERSION_TEXTS,
  versionChanges,
  versionRestoreInput,
  type ContentEntity,
} from "../../../lib/domain/publishing";
import type { ContentVersionRow } from "../../../lib/domain/publishing";
import type { ArtistInput, PressPostInput, ReleaseInput } from "../../../lib/domain/catalog";
import { ListState } from "../AdminPage";
import { Button } from "../Button";
import { useCallableQuery } from "../../hooks/useCallableQuery";
import { FieldChangeList } from "./FieldChangeList";

interface Props {
  entity: ContentEntity;
  id: string;
  /** A release's credited artists after the primary, for versions that did not record them. */
  currentArtists?: readonly string[];
  /** After a restore: the item changed, reload it. */
  onRestored: () => void;
}

/** A restore is a normal save of the version's fields: the server checks it like any save, and records which version it restored. */
function saveVersion(entity: ContentEntity, id: string, input: Record<string, unknown>, restored_from: string) {
  if (entity === "artists") return call("updateArtist", { id, artist: input as ArtistInput, restored_from });
  if (entity === "releases") return call("updateRelease", { id, release: input as ReleaseInput, restored_from });
  return call("updatePressPost", { id, post: input as PressPostInput, restored_from });
}

/** VERSION HISTORY under an item's form: who saved what when, each with its changes, and RESTORE (docs/version-history.md). */
export function VersionHistory({ entity, id, currentArtists = [], onRestored }: Props) {
  const history = useCallableQuery("listContentVersions", { entity, id }, VERSION_TEXTS.loadFailed);
  const [restoring, setRestoring] = useState<string | null>(null);
  const versions = history.data?.versions ?? [];

  async function restore(version: ContentVersionRow) {
    setRestoring(version.id);
    try {
      await saveVersion(entity, id, versionRestoreInput(entity, version, currentArtists), version.id);
      toast.success(VERSION_TEXTS.restored);
      onRestored();
    } catch (error) {
      toast.error(errorMessage(error, VERSION_TEXTS.restoreFailed));
    } finally {
      setRestoring(null);
    }
  }

  return (
    <section aria-labelledby={`history-${id}`} className="mt-8 border-t border-white/15 pt-6">
      <h3 id={`history-${id}`} className="text-sm font-bold tracking-widest">
        {VERSION_TEXTS.heading}
      </h3>
      <ListState loading={history.loading} empty={versions.length === 0} emptyText={VERSION_TEXTS.empty} />
      <ol className="mt-3 grid gap-3" aria-label={VERSION_TEXTS.heading}>
        {versions.map((version, index) => {
          const changes = versionChanges(versions[index + 1] ?? null, version);
          const who = version.actor === SYSTEM_ACTOR ? AUDIT_TEXTS.system : (version.actor_email ?? AUDIT_TEXTS.unknownPerson);
          return (
            <li key={version.id} className="border border-white/10 p-3 text-sm" aria-label={`Version of ${version.at.toLocaleString()}`}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p>
                  <time dateTime={version.at.toISOString()}>{version.at.toLocaleString()}</time> · <strong>{who}</strong> · {version.kind}
                  {index === 0 && <span className="ml-2 text-muted">{VERSION_TEXTS.current}</span>}
                </p>
                {index > 0 && (
                  <Button type="button" onClick={() => void restore(version)} disabled={restoring !== null}>
                    {restoring === version.id ? VERSION_TEXTS.restoring : VERSION_TEXTS.restore}
                  </Button>
                )}
              </div>
              {changes.length === 0 ? (
                <p className="mt-1 text-xs text-muted">{VERSION_TEXTS.noChanges}</p>
              ) : (
                <FieldChangeList entity={entity} changes={changes} />
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
