import { randomUUID } from "node:crypto";
import type { DocumentReference, Firestore, Query, QueryDocumentSnapshot, Transaction } from "firebase-admin/firestore";
import type { Release, ReleaseArtist } from "../../domain/catalog";
import type { ContentChangeKind, ContentEntity, RestoredVersion } from "../../domain/publishing";
import { comparable, fieldChanges, SYSTEM_ACTOR } from "../../domain/publishing";
import { releaseArtistId, type ReleaseArtistsRepository, type ReleaseCreditsRepository, type ReleasesRepository } from "./releases";
import type { ArtistsRepository } from "./artists";
import type { PressPostsRepository } from "./pressPosts";
import type { AuditLogRepository } from "../publishing/auditLog";
import type { ContentChangesRepository } from "../publishing/contentChanges";
import type { ContentVersionsRepository } from "../publishing/contentVersions";
import type { ContentChangeEvent, ContentModels, ContentSideEffect } from "../contentChange";
import { inGroups } from "../inGroups";
import { queueAudioCleanups, type AudioCleanupsRepository } from "../listening/audioCleanups";
import { queuePreviewRecuts, type PreviewRecutsRepository } from "../listening/previewRecuts";
import type { Repository } from "../repository";

/**
 * Every write of public content (artists, releases, press posts) goes through
 * a ContentWriter: the documents and everything that follows from them are
 * written in one Firestore transaction, so a write without its change record
 * cannot exist. Each content document a unit of work changes becomes one
 * ContentChangeEvent; the writer hands each event to its side effects, which
 * add their own documents to the same transaction. `CONTENT_SIDE_EFFECTS`
 * holds five: the change queued for the site builder (`queueSiteChange`),
 * the audit log entry (`appendAuditEntry`), the saved version
 * (`saveVersion`), a release's moved preview windows queued to be cut
 * again (`queuePreviewRecuts`) and the stored audio of its removed tracks
 * queued to be deleted (`queueAudioCleanups`); another is one more function there. See
 * docs/change-feed.md, docs/version-history.md.
 */
/**
 * The repositories a content write and its side effects use: the writer takes
 * only these, so the data layer's front (index.ts) is never imported back by
 * the rooms it gathers; callers pass `createRepositories()`.
 */
export interface ContentRepositories {
  db: Firestore;
  artists: ArtistsRepository;
  releases: ReleasesRepository;
  releaseArtists: ReleaseArtistsRepository;
  releaseCredits: ReleaseCreditsRepository;
  pressPosts: PressPostsRepository;
  contentChanges: ContentChangesRepository;
  auditLog: AuditLogRepository;
  contentVersions: ContentVersionsRepository;
  audioCleanups: AudioCleanupsRepository;
  previewRecuts: PreviewRecutsRepository;
}

/** Adds documents to the write's transaction for one change; must only write (every read is done by then). */
export type ChangeSideEffect = ContentSideEffect<ContentRepositories>;
export type { ContentChangeEvent, ContentModels };

/** The site builder's queue (content_changes): one record per changed document. */
export const queueSiteChange: ChangeSideEffect = (tx, change, repos) => {
  const { contentChanges } = repos;
  const record = {
    id: randomUUID(),
    entity: change.entity,
    entity_id: change.entityId,
    kind: change.kind,
    actor: change.actor,
    at: change.at,
    fields: change.fields,
  };
  tx.create(contentChanges.collection.doc(record.id), contentChanges.toDocument(record));
};

/** A readable name of the item for the audit screen: its name or title. */
function itemLabel(change: ContentChangeEvent): string | null {
  const doc = (change.after ?? change.before) as { name?: string; title?: string } | null;
  return doc?.name ?? doc?.title ?? null;
}

/** The audit log: who changed which item, how and when, with the fields before and after. */
export const appendAuditEntry: ChangeSideEffect = (tx, change, repos) => {
  const { actor, kind: action, entity, entityId, at, asOf, restoredFrom, fields } = change;
  repos.auditLog.append(tx, {
    actor,
    action,
    entity,
    entity_id: entityId,
    at,
    as_of: asOf,
    restored_from: restoredFrom ?? null,
    label: itemLabel(change),
    fields,
  });
};

/** Version history: the whole item as it stands after the write (a delete keeps none). */
export const saveVersion: ChangeSideEffect = (tx, change, repos) => {
  if (!change.after) return;
  const { contentVersions } = repos;
  const version = {
    id: randomUUID(),
    entity: change.entity,
    entity_id: change.entityId,
    at: change.at,
    actor: change.actor,
    kind: change.kind,
    snapshot: { ...change.after },
    artists: change.artists ?? null,
  };
  tx.create(contentVersions.collection.doc(version.id), contentVersions.toDocument(version));
};

/** What every content write brings with it, in order. */
export const CONTENT_SIDE_EFFECTS: readonly ChangeSideEffect[] = [
  queueSiteChange,
  appendAuditEntry,
  saveVersion,
  queuePreviewRecuts,
  queueAudioCleanups,
];

const repositoryOf = <E extends ContentEntity>(repos: ContentRepositories, entity: E) =>
  ({ artists: repos.artists, releases: repos.releases, press_posts: repos.pressPosts })[entity] as unknown as Repository<ContentModels[E]>;

/** A save's kind: create, delete, publish or unpublish when the published state changed, else update. */
export function changeKind(before: { is_published: boolean } | null, after: { is_published: boolean } | null): ContentChangeKind {
  if (!before) return "create";
  if (!after) return "delete";
  if (before.is_published !== after.is_published) return after.is_published ? "publish" : "unpublish";
  return "update";
}

interface PendingChange {
  entity: ContentEntity;
  entityId: string;
  kind: ContentChangeKind | null;
  before: object | null;
  after: object | null;
  links?: { before: string[]; after: string[] };
  restoredFrom?: RestoredVersion;
}

/**
 * One transaction's content writes. Reads first (Firestore's rule), then
 * writes; each write is noted so the writer can describe it to the side
 * effects when the work is done.
 */
export class ContentUnit {
  private readonly pending = new Map<string, PendingChange>();

  constructor(
    private readonly tx: Transaction,
    private readonly repos: ContentRepositories,
  ) {}

  async get<E extends ContentEntity>(entity: E, id: string): Promise<ContentModels[E] | null> {
    const repository = repositoryOf(this.repos, entity);
    const snap = await this.tx.get(repository.collection.doc(id));
    return snap.exists ? repository.fromSnapshot(snap as QueryDocumentSnapshot) : null;
  }

  /** Documents of a query, read in the transaction (for cascades). */
  async query(query: Query): Promise<QueryDocumentSnapshot[]> {
    return (await this.tx.get(query)).docs;
  }

  /** Whether a document that is not content (a schedule being carried out) still exists, read in the transaction. */
  async exists(ref: DocumentReference): Promise<boolean> {
    return (await this.tx.get(ref)).exists;
  }

  /** A release's credited artists, read in the transaction. */
  async releaseLinks(releaseId: string): Promise<ReleaseArtist[]> {
    return (await this.releasesLinks([releaseId])).get(releaseId) ?? [];
  }

  /** The credited artists of many releases (by release, in credit order), read in the transaction, 30 releases a query. */
  async releasesLinks(releaseIds: readonly string[]): Promise<Map<string, ReleaseArtist[]>> {
    const { releaseArtists } = this.repos;
    const groups = inGroups(releaseIds);
    const docs = (await Promise.all(groups.map((ids) => this.query(releaseArtists.collection.where("release_id", "in", ids))))).flat();
    const byRelease = new Map<string, ReleaseArtist[]>(groups.flat().map((id) => [id, []]));
    for (const link of docs.map((doc) => releaseArtists.fromSnapshot(doc)).sort((a, b) => a.artist_order - b.artist_order))
      byRelease.get(link.release_id)?.push(link);
    return byRelease;
  }

  private note(
    entity: ContentEntity,
    entityId: string,
    before: object | null,
    after: object | null,
    kind: ContentChangeKind | null,
    restoredFrom?: RestoredVersion,
  ) {
    const key = `${entity}:${entityId}`;
    const earlier = this.pending.get(key);
    const restored = restoredFrom ?? earlier?.restoredFrom;
    this.pending.set(key, {
      ...earlier,
      entity,
      entityId,
      before: earlier ? earlier.before : before,
      after,
      kind: kind ?? earlier?.kind ?? null,
      ...(restored ? { restoredFrom: restored } : {}),
    });
  }

  /** Creates a document; the transaction fails with ALREADY_EXISTS if its id is taken. */
  create<E extends ContentEntity>(entity: E, doc: ContentModels[E], kind: ContentChangeKind = "create"): void {
    const repository = repositoryOf(this.repos, entity);
    this.tx.create(repository.collection.doc(doc.id), repository.toDocument(doc));
    this.note(entity, doc.id, null, doc, kind);
  }

  /** Replaces a document read in this unit; the kind defaults to what `changeKind` says. `restoredFrom`: the version a restore brings back. */
  replace<E extends ContentEntity>(
    entity: E,
    before: ContentModels[E],
    after: ContentModels[E],
    kind?: ContentChangeKind,
    restoredFrom?: RestoredVersion,
  ): void {
    const repository = repositoryOf(this.repos, entity);
    this.tx.set(repository.collection.doc(after.id), repository.toDocument(after));
    this.note(entity, after.id, before, after, kind ?? null, restoredFrom);
  }

  delete<E extends ContentEntity>(entity: E, before: ContentModels[E]): void {
    this.tx.delete(repositoryOf(this.repos, entity).collection.doc(before.id));
    this.note(entity, before.id, before, null, "delete");
  }

  /**
   * Replaces a release's credited artists (old ones as read by `releaseLinks`):
   * links no longer wanted are deleted, the others (re)written, and the
   * release's credits document with them. Noted on the release as its
   * `artists` field.
   */
  replaceReleaseLinks(release: Release, oldLinks: readonly ReleaseArtist[], links: readonly ReleaseArtist[]): void {
    const { releaseArtists } = this.repos;
    const kept = new Set(links.map(releaseArtistId));
    for (const link of oldLinks) if (!kept.has(releaseArtistId(link))) this.tx.delete(releaseArtists.collection.doc(releaseArtistId(link)));
    for (const link of links) this.tx.set(releaseArtists.collection.doc(releaseArtistId(link)), releaseArtists.toDocument(link));
    this.repos.releaseCredits.setIn(this.tx, release.id, links);
    const key = `releases:${release.id}`;
    if (!this.pending.has(key)) this.note("releases", release.id, release, release, null);
    const change = this.pending.get(key)!;
    const ids = (list: readonly ReleaseArtist[]) => [...list].sort((a, b) => a.artist_order - b.artist_order).map((l) => l.artist_id);
    change.links = { before: change.links?.before ?? ids(oldLinks), after: ids(links) };
  }

  /** Deletes documents that hang off content (links, pre-saves, scoped grants) in the same transaction. */
  deleteDependent(ref: DocumentReference): void {
    this.tx.delete(ref);
  }

  /** The changes of this unit, described for the side effects. */
  events(actor: string, at: Date, asOf: Date | null = null): ContentChangeEvent[] {
    return [...this.pending.values()].map((change) => {
      const fields = fieldChanges(change.before, change.after);
      if (change.links && comparable(change.links.before) !== comparable(change.links.after)) {
        fields.push({ field: "artists", before: change.links.before, after: change.links.after });
      }
      const kind = change.kind ?? changeKind(change.before as Release | null, change.after as Release | null);
      const artists = change.links ? { artists: change.links.after } : {};
      const restored = change.restoredFrom ? { restoredFrom: change.restoredFrom } : {};
      return {
        actor,
        entity: change.entity,
        entityId: change.entityId,
        kind,
        at,
        asOf,
        before: change.before,
        after: change.after,
        fields,
        ...artists,
        ...restored,
      } as ContentChangeEvent;
    });
  }
}

export interface ContentWriter {
  /** Who writes: a staff uid or SYSTEM_ACTOR. */
  readonly actor: string;
  /**
   * The system's writer carrying out what `actor` decided, as of `asOf`: a
   * scheduled publish's items name who scheduled them, stamped with the
   * moment the run acts as of beside the real time. Only the system's writer
   * has one: a staff member's never writes in someone else's name.
   */
  onBehalfOf(actor: string, asOf: Date): ContentWriter;
  /**
   * Runs `work` in one transaction and applies the side effects of every
   * change it made before committing; if anything throws, nothing lands.
   * `work` may run again when Firestore retries the transaction.
   */
  run<T>(work: (unit: ContentUnit) => Promise<T>): Promise<T>;
}

/** Keeps the last VERSIONS_KEPT of each saved item (docs/version-history.md); a failed prune only keeps more. */
async function pruneVersions(repos: ContentRepositories, changes: readonly ContentChangeEvent[]): Promise<void> {
  await Promise.all(
    changes
      .filter((c) => c.after)
      .map((c) => repos.contentVersions.prune(c.entity, c.entityId).catch((error: unknown) => console.warn("version prune failed", error))),
  );
}

/**
 * The writer of one actor: `contentWriter(repos, caller.uid)`, or
 * `contentWriter(repos, SYSTEM_ACTOR)` in a scheduled job. `now` is the
 * clock the records are stamped with (the real time; tests pin it); a job
 * acting as of another moment passes it as `asOf`, which the audit entries
 * show beside their time without sorting by it.
 */
export function contentWriter(
  repos: ContentRepositories,
  actor: string,
  sideEffects: readonly ChangeSideEffect[] = CONTENT_SIDE_EFFECTS,
  now: () => Date = () => new Date(),
  asOf: Date | null = null,
): ContentWriter {
  return {
    actor,
    onBehalfOf: (decidedBy, decidedAsOf) => {
      if (actor !== SYSTEM_ACTOR) throw new Error(`Only the system carries out writes for someone else, not ${actor}`);
      return contentWriter(repos, decidedBy, sideEffects, now, decidedAsOf);
    },
    run: async (work) => {
      let changes: ContentChangeEvent[] = [];
      const result = await repos.db.runTransaction(async (tx) => {
        const unit = new ContentUnit(tx, repos);
        const result = await work(unit);
        changes = unit.events(actor, now(), asOf);
        for (const change of changes) for (const effect of sideEffects) effect(tx, change, repos);
        return result;
      });
      if (sideEffects.includes(saveVersion)) await pruneVersions(repos, changes);
      return result;
    },
  };
}
