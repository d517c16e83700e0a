import { z } from "zod";
import type { Catalog } from "./catalog";
import { applyCatalogUpdates, catalogUpdateSchema, parseCatalog, readFreshCatalog, serializeDated } from "./catalogSnapshot";

/**
 * How a job hands the renderer its catalog (docs/incremental-builds.md#the-catalog-a-job-renders-from):
 * a snapshot file the builder wrote once (its `version`), and the builder's
 * passes since then, each the updates it applied to its own copy, in order.
 * At catalogue scale the snapshot is 23 MB: writing it took the builder
 * 0.34 s and reading it back the renderer 0.66 s on every pass and
 * preview, more than the pages' own rendering. A pass now sends only its
 * documents.
 */
export const catalogPassSchema = z.object({ id: z.string(), updates: z.array(catalogUpdateSchema) });
export type CatalogPass = z.output<typeof catalogPassSchema>;

export interface CatalogSource {
  file: string;
  /** The file's version; without one it is read again for every job. */
  version?: string;
  passes: readonly CatalogPass[];
  /** Written moments ago by this code from a checked catalog: read without checking it again (readFreshCatalog). */
  fresh?: boolean;
}

/**
 * A renderer process's catalog between jobs: the snapshot of the version
 * last named (read once) and the catalog the last job ended with. A job
 * whose passes extend the last job's applies only the new ones; any other
 * (a pass that failed and was fetched again, a new version) starts again
 * from the snapshot, so a job's catalog is always the snapshot with its own
 * passes applied in order, as the builder applied them to its copy.
 */
export function createCatalogKeeper(read: (file: string) => string) {
  let base: { key: string; catalog: Catalog } | null = null;
  let last: { passes: string[]; catalog: Catalog } | null = null;

  const keyOf = (source: { file: string; version?: string }) => (source.version ? `${source.file}\n${source.version}` : null);

  return {
    /** The catalog a job renders from. */
    catalogOf(source: CatalogSource): Catalog {
      const key = keyOf(source);
      if (!key || base?.key !== key) {
        base = null;
        last = null;
        const snapshot = (source.fresh ? readFreshCatalog : parseCatalog)(read(source.file));
        const catalog = source.passes.reduce((patched, pass) => applyCatalogUpdates(patched, pass.updates), snapshot);
        if (key) {
          base = { key, catalog: snapshot };
          last = { passes: source.passes.map((pass) => pass.id), catalog };
        }
        return catalog;
      }
      const extendsLast =
        last !== null && last.passes.length <= source.passes.length && last.passes.every((id, i) => source.passes[i]!.id === id);
      let catalog = extendsLast ? last!.catalog : base.catalog;
      for (const pass of source.passes.slice(extendsLast ? last!.passes.length : 0)) catalog = applyCatalogUpdates(catalog, pass.updates);
      last = { passes: source.passes.map((pass) => pass.id), catalog };
      return catalog;
    },
    /** A snapshot this process wrote itself (a full build's): the jobs that name its version need not read it back. */
    keep(source: { file: string; version?: string }, catalog: Catalog): void {
      const key = keyOf(source);
      base = key ? { key, catalog } : null;
      last = null;
    },
  };
}

/**
 * The builder's side: which snapshot the renderer reads (its version; none
 * while one is due) and the passes it applied since, all of which each job
 * carries. Every job carries every pass since the snapshot, and a release's
 * pass holds its tracks' waveform peaks (800 numbers a track, about 80 KB
 * for twelve), so a new snapshot is due after `maxPasses` passes or
 * `maxBytes` of them: a snapshot costs the builder 0.3 s and the renderer
 * 0.7 s at catalogue scale, 2 MB of passes every job about 30 ms.
 */
export function createSnapshotLedger(file: string, limits: { maxPasses?: number; maxBytes?: number } = {}) {
  const { maxPasses = 100, maxBytes = 2_000_000 } = limits;
  let version: string | null = null;
  let passes: CatalogPass[] = [];
  let bytes = 0;
  let lastId = 0;
  return {
    /** A new id, for a version or a pass (never reused in a builder's life). */
    newId: () => `${process.pid}.${Date.now()}.${++lastId}`,
    /** Whether the catalog must be written as a new snapshot before the next job that needs it. */
    due: () => version === null,
    /** The snapshot file is being written anew (a full build's job writes it): no version names it meanwhile. */
    rewriting(): void {
      version = null;
    },
    /** The snapshot file now holds the builder's catalog, under `written`; no pass since. */
    written(written: string): void {
      version = written;
      passes = [];
      bytes = 0;
    },
    /** The renderer applied `pass`: the jobs to come carry it, or a new snapshot is due. */
    applied(pass: CatalogPass): void {
      passes.push(pass);
      bytes += serializeDated(pass).length;
      if (passes.length >= maxPasses || bytes >= maxBytes) version = null;
    },
    /** A job's catalog: the snapshot, its version and the passes since, `pass` (the job's own) last. */
    job(pass?: CatalogPass) {
      return { catalogFile: file, catalogVersion: version ?? undefined, catalogPasses: pass ? [...passes, pass] : [...passes] };
    },
  };
}

export type SnapshotLedger = ReturnType<typeof createSnapshotLedger>;
