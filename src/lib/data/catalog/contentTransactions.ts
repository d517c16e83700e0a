import type { Artist, Release, ReleaseArtist } from "../../domain/catalog";
import type { ContentChangeKind, ContentEntity, RestoredVersion } from "../../domain/publishing";
import type { ContentModels, ContentRepositories, ContentWriter } from "./contentWriter";
import type { PreSavesRepository } from "../campaigns/preSaves";
import type { RolePermissionsRepository } from "../access/access";

/** What the catalogue's writes read and write besides the writer's own: a release's pre-saves go with it, an artist's grants with the artist. */
type CatalogRepositories = ContentRepositories & { preSaves: PreSavesRepository; rolePermissions: RolePermissionsRepository };

/**
 * The content writes of the admin and the integrations, each one
 * transaction of a ContentWriter: the documents, the documents that hang off
 * them, and the change records (and whatever else the writer's side effects
 * add) land together or not at all. Readers (the site build, another admin)
 * never see a release without its artists or an artist's links outliving it.
 */

/** Creates a document; fails with ALREADY_EXISTS when the id is taken. */
export function createContent<E extends ContentEntity>(
  writer: ContentWriter,
  entity: E,
  doc: ContentModels[E],
  kind: ContentChangeKind = "create",
): Promise<ContentModels[E]> {
  return writer.run(async (unit) => {
    unit.create(entity, doc, kind);
    return doc;
  });
}

/** Merges a patch into a stored document; null when it does not exist. `restoredFrom`: the saved version a restore brings back. */
export function updateContent<E extends ContentEntity>(
  writer: ContentWriter,
  entity: E,
  id: string,
  patch: Partial<ContentModels[E]>,
  kind?: ContentChangeKind,
  restoredFrom?: RestoredVersion,
): Promise<ContentModels[E] | null> {
  return writer.run(async (unit) => {
    const before = await unit.get(entity, id);
    if (!before) return null;
    const after = { ...before, ...patch, id } as ContentModels[E];
    unit.replace(entity, before, after, kind, restoredFrom);
    return after;
  });
}

/** Deletes a press post (artists and releases have cascades below); false if it did not exist. */
export function deletePressPost(writer: ContentWriter, id: string): Promise<boolean> {
  return writer.run(async (unit) => {
    const before = await unit.get("press_posts", id);
    if (before) unit.delete("press_posts", before);
    return before !== null;
  });
}

export interface ReleaseSave {
  release: Release;
  /** The credited artists: primary at 0, the others from 1. */
  links: readonly ReleaseArtist[];
  /** `create` fails if the id exists; `update` returns false if the release is gone. */
  mode: "create" | "update";
  /** Defaults: create, or what the published state says (see changeKind). */
  kind?: ContentChangeKind;
  /** Artists to create with it unless they exist by then (a refetch's missing artists). */
  newArtists?: readonly Artist[];
  /** An update refuses (StaleWriteError) when the stored `updated_at` is not this one: someone saved since it was loaded. */
  expectedUpdatedAt?: Date | null;
  /** For a restore: the saved version it brings back. */
  restoredFrom?: RestoredVersion;
}

/** A save refused because the record changed after the writer loaded it. */
export class StaleWriteError extends Error {
  constructor(
    readonly entity: ContentEntity,
    readonly entityId: string,
  ) {
    super(`${entity}/${entityId} changed since it was loaded`);
  }
}

/** Whether a record loaded at `expected` is still the stored one (no expectation: always). */
export function isStale(stored: Date | null | undefined, expected: Date | null | undefined): boolean {
  if (!expected) return false;
  return stored?.getTime() !== expected.getTime();
}

/** Writes a release and replaces its credited artists: every old link is deleted, the new ones written. */
export function saveReleaseWithLinks(writer: ContentWriter, save: ReleaseSave): Promise<boolean> {
  return writer.run(async (unit) => {
    const [oldLinks, before, present] = await Promise.all([
      unit.releaseLinks(save.release.id),
      save.mode === "update" ? unit.get("releases", save.release.id) : null,
      Promise.all((save.newArtists ?? []).map((artist) => unit.get("artists", artist.id))),
    ]);
    if (save.mode === "update" && !before) return false;
    // Read and compared inside the transaction: a save that lands between the two loses here, not silently.
    if (before && isStale(before.updated_at, save.expectedUpdatedAt)) throw new StaleWriteError("releases", before.id);

    (save.newArtists ?? []).forEach((artist, index) => {
      // A parallel refetch may have created it first: that one stays.
      if (!present[index]) unit.create("artists", artist, save.kind === "refetch" ? "import" : "create");
    });
    if (before) unit.replace("releases", before, save.release, save.kind, save.restoredFrom);
    else unit.create("releases", save.release, save.kind ?? "create");
    unit.replaceReleaseLinks(save.release, oldLinks, save.links);
    return true;
  });
}

/** Deletes a release with its artist links and credits, pre-saves and their total; false if it did not exist. */
export function deleteReleaseCascade(repos: CatalogRepositories, writer: ContentWriter, releaseId: string): Promise<boolean> {
  return writer.run(async (unit) => {
    const [release, links, preSaves] = await Promise.all([
      unit.get("releases", releaseId),
      unit.query(repos.releaseArtists.collection.where("release_id", "==", releaseId)),
      unit.query(repos.preSaves.collection.where("release_id", "==", releaseId)),
    ]);
    if (!release) return false;
    for (const doc of [...links, ...preSaves]) unit.deleteDependent(doc.ref);
    unit.deleteDependent(repos.preSaves.totals.doc(releaseId));
    unit.deleteDependent(repos.releaseCredits.collection.doc(releaseId));
    unit.delete("releases", release);
    return true;
  });
}

export interface ArtistRemoval {
  /** Releases that credited the artist (as primary or additional): their pages change. */
  affectedReleaseIds: string[];
}

/**
 * Deletes an artist, its release links and the grants scoped to it. Its
 * releases stay: where it was the primary artist, artist_id becomes null (the
 * site shows 'Unknown'; only global grants reach such a release until an
 * admin picks a new primary artist). Every affected release gets its own
 * change. Null if the artist did not exist.
 */
export function deleteArtistCascade(
  repos: CatalogRepositories,
  writer: ContentWriter,
  artistId: string,
  now = new Date(),
): Promise<ArtistRemoval | null> {
  const { releases, releaseArtists, rolePermissions } = repos;
  return writer.run(async (unit) => {
    const [artist, links, grants, primaryOf] = await Promise.all([
      unit.get("artists", artistId),
      unit.query(releaseArtists.collection.where("artist_id", "==", artistId)),
      unit.query(rolePermissions.collection.where("artist_id", "==", artistId)),
      unit.query(releases.collection.where("artist_id", "==", artistId)),
    ]);
    if (!artist) return null;
    const affected = [...new Set([...primaryOf.map((d) => d.id), ...links.map((d) => String(d.get("release_id")))])].sort();
    const [affectedReleases, affectedLinks] = await Promise.all([
      Promise.all(affected.map((id) => unit.get("releases", id))),
      unit.releasesLinks(affected),
    ]);

    unit.delete("artists", artist);
    for (const doc of grants) unit.deleteDependent(doc.ref);
    affected.forEach((id, index) => {
      const release = affectedReleases[index];
      const oldLinks = affectedLinks.get(id) ?? [];
      if (!release) {
        // A link to a release that is gone: nothing to re-render, only to remove.
        for (const doc of links.filter((d) => d.get("release_id") === id)) unit.deleteDependent(doc.ref);
        return;
      }
      if (release.artist_id === artistId) unit.replace("releases", release, { ...release, artist_id: null, updated_at: now });
      unit.replaceReleaseLinks(
        release,
        oldLinks,
        oldLinks.filter((link) => link.artist_id !== artistId),
      );
    });
    return { affectedReleaseIds: affected };
  });
}
