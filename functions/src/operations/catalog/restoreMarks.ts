import type { ContentEntity, RestoredVersion } from "../../../../src/lib/domain/publishing";
import type { Repositories } from "../../../../src/lib/data";

/**
 * What a save from the version history records (its `restored_from`, the id
 * of the version whose fields it sends): the kind `restore`, and the version
 * it brought back while that version is still kept and is one of this item's
 * (a version pruned meanwhile leaves a restore without its source). The save
 * itself is checked like any other: this only names it.
 */
export async function restoreMarks(
  repos: Repositories,
  entity: ContentEntity,
  id: string,
  versionId: string | null,
): Promise<{ kind?: "restore"; restoredFrom?: RestoredVersion }> {
  if (!versionId) return {};
  const version = await repos.contentVersions.get(versionId);
  if (!version || version.entity !== entity || version.entity_id !== id) return { kind: "restore" };
  return { kind: "restore", restoredFrom: { version_id: version.id, at: version.at } };
}
