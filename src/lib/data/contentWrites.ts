import type { DocumentReference, QueryDocumentSnapshot } from "firebase-admin/firestore";
import type { Release, ReleaseArtist } from "../domain";
import type { Repositories } from "./index";
import { releaseArtistId } from "./releases";

/**
 * Admin writes that touch several documents. Each runs in one transaction, so
 * a reader (the site build, another admin) never sees a release without its
 * artists or an artist's links outliving it.
 */

/**
 * Writes a release and replaces its credited artists: every old link is
 * deleted, the new ones written (primary at 0, the others from 1).
 * `create` fails if the id exists; `update` returns false if the release is gone.
 */
export function saveReleaseWithLinks(
  repos: Repositories,
  release: Release,
  links: readonly ReleaseArtist[],
  mode: "create" | "update",
): Promise<boolean> {
  const { releases, releaseArtists } = repos;
  return repos.db.runTransaction(async (tx) => {
    const ref = releases.collection.doc(release.id);
    const oldLinks = await tx.get(releaseArtists.collection.where("release_id", "==", release.id));
    if (mode === "update" && !(await tx.get(ref)).exists) return false;

    if (mode === "create") tx.create(ref, releases.toDocument(release));
    else tx.set(ref, releases.toDocument(release));
    const kept = new Set(links.map(releaseArtistId));
    // A link that is written again is simply overwritten: one write per document.
    for (const doc of oldLinks.docs) if (!kept.has(doc.id)) tx.delete(doc.ref);
    for (const link of links) tx.set(releaseArtists.collection.doc(releaseArtistId(link)), releaseArtists.toDocument(link));
    return true;
  });
}

/** Deletes a release with its artist links and pre-saves; false if it did not exist. */
export function deleteReleaseCascade(repos: Repositories, releaseId: string): Promise<boolean> {
  return repos.db.runTransaction(async (tx) => {
    const ref = repos.releases.collection.doc(releaseId);
    const [release, links, preSaves] = await Promise.all([
      tx.get(ref),
      tx.get(repos.releaseArtists.collection.where("release_id", "==", releaseId)),
      tx.get(repos.preSaves.collection.where("release_id", "==", releaseId)),
    ]);
    if (!release.exists) return false;
    for (const doc of [...links.docs, ...preSaves.docs]) tx.delete(doc.ref);
    tx.delete(ref);
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
 * admin picks a new primary artist). Null if the artist did not exist.
 */
export function deleteArtistCascade(repos: Repositories, artistId: string, now = new Date()): Promise<ArtistRemoval | null> {
  const { artists, releases, releaseArtists, rolePermissions } = repos;
  return repos.db.runTransaction(async (tx) => {
    const ref = artists.collection.doc(artistId);
    const [artist, links, grants, primaryOf] = await Promise.all([
      tx.get(ref),
      tx.get(releaseArtists.collection.where("artist_id", "==", artistId)),
      tx.get(rolePermissions.collection.where("artist_id", "==", artistId)),
      tx.get(releases.collection.where("artist_id", "==", artistId)),
    ]);
    if (!artist.exists) return null;

    const deletions: DocumentReference[] = [ref, ...links.docs.map((d) => d.ref), ...grants.docs.map((d) => d.ref)];
    for (const doc of deletions) tx.delete(doc);
    for (const doc of primaryOf.docs) {
      const release = releases.fromSnapshot(doc as QueryDocumentSnapshot);
      tx.set(doc.ref, releases.toDocument({ ...release, artist_id: null, updated_at: now }));
    }
    const affected = new Set([...primaryOf.docs.map((d) => d.id), ...links.docs.map((d) => String(d.get("release_id")))]);
    return { affectedReleaseIds: [...affected].sort() };
  });
}
