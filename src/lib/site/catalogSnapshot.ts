import { z } from "zod";
import {
  artistSchema,
  byArtistName,
  byPublishedAtDesc,
  byReleaseDateDesc,
  pressPostSchema,
  releaseArtistSchema,
  releaseSchema,
  type Artist,
  type PressPost,
  type Release,
} from "../domain/catalog";
import { storeShelfSchema } from "../domain/store";
import { catalogAudioSchema, catalogSchema, type Catalog } from "./catalog";

/**
 * The catalog kept between builds by the site builder: read from Firestore
 * once, then patched with the documents each content change names, and
 * handed to the next build as a file. A build that gets it skips reading
 * the whole collections, which is most of an incremental build's time at
 * label scale.
 */

/** JSON whose dates travel as {"$date": iso}: JSON would otherwise turn them into strings the schemas refuse. */
export function serializeDated(value: unknown): string {
  return JSON.stringify(value, function (this: Record<string, unknown>, key, inner: unknown) {
    const raw = this[key];
    return raw instanceof Date ? { $date: raw.toISOString() } : inner;
  });
}

export const serializeCatalog = (catalog: Catalog): string => serializeDated(catalog);

/** Turns each {"$date": iso} back into a Date, in place. */
function reviveDates(value: unknown): unknown {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = reviveDates(value[i]);
    return value;
  }
  if (value === null || typeof value !== "object") return value;
  const record = value as Record<string, unknown>;
  if (typeof record.$date === "string") return new Date(record.$date);
  for (const key in record) record[key] = reviveDates(record[key]);
  return record;
}

/**
 * Reads a snapshot back. Dates are revived by a walk after a plain
 * `JSON.parse`, not by its reviver: at catalogue scale (23 MB, 60,000
 * tracks) the reviver took 7–9 s at load 17 and the walk 1 s, and every
 * incremental pass and preview reads the snapshot.
 */
export function parseCatalog(text: string): Catalog {
  return catalogSchema.parse(parseDated(text));
}

/**
 * A snapshot that a process of this same code has just written from a catalog it read and checked (a
 * shared full build's first part, or the builder after its own read): its dates revived, not checked
 * again. The check is the schemas' parse of 60,000 tracks, 0.9 s at catalogue scale, on the way to the
 * first page of the build's second part. A snapshot kept from before (older code may have written it) is
 * read with parseCatalog.
 */
export const readFreshCatalog = (text: string): Catalog => parseDated(text) as Catalog;

/** JSON written by serializeDated, its dates revived (not yet checked against any schema). */
export function parseDated(text: string): unknown {
  return reviveDates(JSON.parse(text));
}

/**
 * What the builder fetched for one changed document: the document (null
 * when gone), for artists and releases its current links, and for a
 * release its tracks' ready audio (absent: kept as it was, as a preview's
 * draft does). A product changed: the whole shelf read again (a label's
 * products are few, and a sale changes its units).
 */
export const catalogUpdateSchema = z.discriminatedUnion("entity", [
  z.object({ entity: z.literal("artists"), id: z.string(), doc: artistSchema.nullable(), links: z.array(releaseArtistSchema) }),
  z.object({
    entity: z.literal("releases"),
    id: z.string(),
    doc: releaseSchema.nullable(),
    links: z.array(releaseArtistSchema),
    audio: z.array(catalogAudioSchema).optional(),
  }),
  z.object({ entity: z.literal("press_posts"), id: z.string(), doc: pressPostSchema.nullable() }),
  z.object({ entity: z.literal("store_products"), id: z.string(), store: storeShelfSchema }),
]);
export type CatalogUpdate = z.output<typeof catalogUpdateSchema>;

const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The collections' public order, ties by document id (as the queries return them). */
export interface CatalogOrder {
  artists: (a: Artist, b: Artist) => number;
  releases: (a: Release, b: Release) => number;
  posts: (a: PressPost, b: PressPost) => number;
}

/** The order the catalog queries return (see loadCatalog and the repositories). */
export const CATALOG_ORDER: CatalogOrder = { artists: byArtistName, releases: byReleaseDateDesc, posts: byPublishedAtDesc };

function upsert<T extends { id: string; is_published: boolean }>(
  list: readonly T[],
  id: string,
  doc: T | null,
  order: (a: T, b: T) => number,
): T[] {
  const rest = list.filter((item) => item.id !== id);
  if (doc?.is_published) rest.push(doc);
  return rest.sort((a, b) => order(a, b) || byId(a, b));
}

/** The catalog after the changed documents were read again: published ones in, others out, links replaced. */
export function applyCatalogUpdates(catalog: Catalog, updates: readonly CatalogUpdate[], order: CatalogOrder = CATALOG_ORDER): Catalog {
  let { artists, releases, links, posts } = catalog;
  let audio = catalog.audio ?? [];
  let store = catalog.store;
  for (const update of updates) {
    if (update.entity === "artists") {
      artists = upsert(artists, update.id, update.doc, order.artists);
      links = [...links.filter((l) => l.artist_id !== update.id), ...update.links];
    } else if (update.entity === "releases") {
      releases = upsert(releases, update.id, update.doc, order.releases);
      links = [...links.filter((l) => l.release_id !== update.id), ...update.links];
      if (update.audio) audio = [...audio.filter((a) => a.release_id !== update.id), ...update.audio];
    } else if (update.entity === "store_products") {
      store = update.store;
    } else {
      posts = upsert(posts, update.id, update.doc, order.posts);
    }
  }
  const published = new Set(releases.map((r) => r.id));
  return {
    artists,
    releases,
    links: links.filter((l) => published.has(l.release_id)),
    posts,
    audio: audio.filter((a) => published.has(a.release_id)),
    ...(store ? { store } : {}),
  };
}
