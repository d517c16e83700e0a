import { describe, expect, it } from "vitest";
import { buildJobSchema } from "../../../src/lib/site/build";
import { applyCatalogUpdates, parseDated, serializeCatalog, serializeDated } from "../../../src/lib/site/catalogSnapshot";
import { createCatalogKeeper, createSnapshotLedger, type CatalogPass } from "../../../src/lib/site/jobCatalog";
import { makePressPost, makeRelease } from "../../factories";
import { catalog } from "./fixtures";

const retitled: CatalogPass = {
  id: "pass-1",
  updates: [{ entity: "press_posts", id: "p1", doc: makePressPost({ id: "p1", title: "Retitled", slug: "news" }) }],
};
const unpublished: CatalogPass = {
  id: "pass-2",
  updates: [{ entity: "releases", id: "duet", doc: makeRelease({ id: "duet", is_published: false }), links: [] }],
};

/** A keeper over one file whose reads are counted (and whose text can be changed under it). */
function keeperOver(text: string) {
  const file = { text, reads: 0 };
  const keeper = createCatalogKeeper(() => {
    file.reads++;
    return file.text;
  });
  return { file, keeper };
}

describe("the catalog a job renders from", () => {
  it("is the snapshot with the job's passes applied in order, as the builder applied them", () => {
    const { keeper } = keeperOver(serializeCatalog(catalog));
    const expected = applyCatalogUpdates(applyCatalogUpdates(catalog, retitled.updates), unpublished.updates);
    expect(keeper.catalogOf({ file: "c.json", version: "v1", passes: [retitled, unpublished] })).toEqual(expected);
  });

  it("reads a version's snapshot once, and applies only the passes the last job did not", () => {
    const { file, keeper } = keeperOver(serializeCatalog(catalog));
    keeper.catalogOf({ file: "c.json", version: "v1", passes: [] });
    keeper.catalogOf({ file: "c.json", version: "v1", passes: [retitled] });
    const after = keeper.catalogOf({ file: "c.json", version: "v1", passes: [retitled, unpublished] });
    expect(file.reads).toBe(1);
    expect(after.posts.find((p) => p.id === "p1")?.title).toBe("Retitled");
    expect(after.releases.map((r) => r.id)).not.toContain("duet");
  });

  it("starts again from the snapshot when a pass was fetched again under a new id (a failed pass)", () => {
    const { keeper } = keeperOver(serializeCatalog(catalog));
    keeper.catalogOf({ file: "c.json", version: "v1", passes: [retitled] });
    const retried = keeper.catalogOf({ file: "c.json", version: "v1", passes: [{ ...unpublished, id: "pass-1b" }] });
    // The failed pass's retitle is not in it: only the passes the job names are.
    expect(retried.posts.find((p) => p.id === "p1")?.title).toBe("News");
    expect(retried.releases.map((r) => r.id)).not.toContain("duet");
  });

  it("reads the file again for a new version, and for every job that names none", () => {
    const { file, keeper } = keeperOver(serializeCatalog(catalog));
    keeper.catalogOf({ file: "c.json", version: "v1", passes: [] });
    file.text = serializeCatalog(applyCatalogUpdates(catalog, retitled.updates));
    expect(keeper.catalogOf({ file: "c.json", version: "v2", passes: [] }).posts[0]!.title).toBe("Retitled");
    keeper.catalogOf({ file: "c.json", passes: [] });
    keeper.catalogOf({ file: "c.json", passes: [] });
    expect(file.reads).toBe(4);
  });

  it("needs no read of a snapshot its own process wrote", () => {
    const { file, keeper } = keeperOver("not read");
    keeper.keep({ file: "c.json", version: "v3" }, catalog);
    expect(keeper.catalogOf({ file: "c.json", version: "v3", passes: [retitled] }).posts[0]!.title).toBe("Retitled");
    expect(file.reads).toBe(0);
  });

  it("checks a kept snapshot against the schemas (older code may have written it), and a fresh one of this build not again", () => {
    // A snapshot the schemas refuse: a release without its title.
    const text = serializeCatalog({ ...catalog, releases: catalog.releases.map(({ title: _, ...rest }) => rest) } as typeof catalog);
    expect(() => keeperOver(text).keeper.catalogOf({ file: "c.json", version: "v1", passes: [] })).toThrow();
    const fresh = keeperOver(text).keeper.catalogOf({ file: "c.json", version: "v1", passes: [], fresh: true });
    expect(fresh.releases.map((r) => r.id)).toEqual(catalog.releases.map((r) => r.id));
  });

  it("travels in a job file with its documents' dates", () => {
    const job = { mode: "incremental", catalogFile: "c.json", catalogVersion: "v1", catalogPasses: [retitled] };
    const back = buildJobSchema.parse(parseDated(serializeDated(job)));
    const doc = back.catalogPasses[0]!.updates[0]!;
    expect(doc.entity === "press_posts" && doc.doc?.published_at).toBeInstanceOf(Date);
    expect(back.catalogPasses).toEqual([retitled]);
  });
});

describe("the builder's snapshot and passes", () => {
  it("has a snapshot due until one is written, then hands each job the version and every pass since, its own last", () => {
    const ledger = createSnapshotLedger("c.json");
    expect(ledger.due()).toBe(true);
    ledger.written("v1");
    ledger.applied(retitled);
    expect(ledger.due()).toBe(false);
    expect(ledger.job(unpublished)).toEqual({ catalogFile: "c.json", catalogVersion: "v1", catalogPasses: [retitled, unpublished] });
    expect(ledger.job().catalogPasses).toEqual([retitled]);
  });

  it("has a new snapshot due after so many passes, or so many bytes of them; writing it starts the passes again", () => {
    const byCount = createSnapshotLedger("c.json", { maxPasses: 2 });
    byCount.written("v1");
    byCount.applied(retitled);
    expect(byCount.due()).toBe(false);
    byCount.applied(unpublished);
    expect(byCount.due()).toBe(true);
    // Until it is written, a job still gets the passes on the old file, which rebuild the same catalog.
    expect(byCount.job().catalogPasses).toEqual([retitled, unpublished]);
    byCount.written("v2");
    expect(byCount.job()).toEqual({ catalogFile: "c.json", catalogVersion: "v2", catalogPasses: [] });

    const byBytes = createSnapshotLedger("c.json", { maxBytes: serializeDated(retitled).length + 1 });
    byBytes.written("v1");
    byBytes.applied(retitled);
    expect(byBytes.due()).toBe(false);
    byBytes.applied(retitled);
    expect(byBytes.due()).toBe(true);
  });

  it("names no version while a full build rewrites the file", () => {
    const ledger = createSnapshotLedger("c.json");
    ledger.written("v1");
    ledger.rewriting();
    expect(ledger.job().catalogVersion).toBeUndefined();
    expect(ledger.due()).toBe(true);
  });
});
