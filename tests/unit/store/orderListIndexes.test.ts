import { readFileSync } from "node:fs";
import { Firestore, type Query } from "firebase-admin/firestore";
import { afterAll, describe, expect, it } from "vitest";
import { LIST_FIELDS, listQueries } from "../../../src/lib/data/listPages";
import { StoreOrdersRepository } from "../../../src/lib/data/store/orders";
import { orderListRequestSchema } from "../../../src/lib/domain/store/contract";
import { ORDER_COUNT_CAP } from "../../../src/lib/domain/store/orderFilters";
import { orderListPage } from "../../../src/lib/server/store/orderAdmin";

/**
 * Production Firestore refuses a query that needs a composite index it does
 * not have (the local emulator answers it anyway), so every query shape the
 * ORDERS list makes must have its index in firestore.indexes.json. The
 * shapes are read from the list's own queries (orderListPage, listQueries),
 * built offline: nothing here reaches a database.
 */

interface IndexField {
  fieldPath: string;
  order?: "ASCENDING" | "DESCENDING";
  arrayConfig?: "CONTAINS";
}
interface CompositeIndex {
  collectionGroup: string;
  queryScope: string;
  fields: IndexField[];
}
interface FieldFilter {
  field: { fieldPath: string };
  op: string;
}
interface StructuredQuery {
  where?: { fieldFilter?: FieldFilter; compositeFilter?: { filters: { fieldFilter: FieldFilter }[] } };
  orderBy?: { field: { fieldPath: string }; direction: "ASCENDING" | "DESCENDING" }[];
}

const indexes = (JSON.parse(readFileSync("firestore.indexes.json", "utf8")) as { indexes: CompositeIndex[] }).indexes.filter(
  (index) => index.collectionGroup === "store_orders" && index.queryScope === "COLLECTION",
);
const db = new Firestore({ projectId: "demo-label" });
const orders = new StoreOrdersRepository(db);
afterAll(() => db.terminate());

/** The composite index a query needs, as "field:how" entries ending with the order; null when single-field indexes serve it. */
function neededIndex(query: Query): string[] | null {
  const structured = (query as unknown as { toProto(): { structuredQuery: StructuredQuery } }).toProto().structuredQuery;
  const filters =
    structured.where?.compositeFilter?.filters.map((f) => f.fieldFilter) ?? [structured.where?.fieldFilter].filter((f) => !!f);
  const equalities = filters
    .filter((f) => f.field.fieldPath !== LIST_FIELDS.key)
    .map((f) => `${f.field.fieldPath}:${f.op === "ARRAY_CONTAINS" ? "CONTAINS" : "EQUAL"}`)
    .sort();
  // Range filters are on the list key only, which is also the order: its single-field index serves it alone.
  expect(filters.filter((f) => f.field.fieldPath !== LIST_FIELDS.key).every((f) => ["EQUAL", "IN", "ARRAY_CONTAINS"].includes(f.op))).toBe(
    true,
  );
  const order = structured.orderBy ?? [];
  if (equalities.length === 0) return null;
  return [...equalities, ...order.map((o) => `${o.field.fieldPath}:${o.direction}`)];
}

const declared = new Set(
  indexes.map((index) => {
    const last = index.fields.at(-1)!;
    const equalities = index.fields.slice(0, -1).map((f) => `${f.fieldPath}:${f.arrayConfig === "CONTAINS" ? "CONTAINS" : "EQUAL"}`);
    return [...equalities.sort(), `${last.fieldPath}:${last.order}`].join(" ");
  }),
);

/** Every request the ORDERS screen can make: each filter on or off, each cursor, the label's view and a scoped editor's (one and 31 artists: two `in` groups). */
function everyRequest() {
  const requests = [];
  for (const q of ["", "buyer7@bench"])
    for (const status of [null, "paid"] as const)
      for (const fulfilment of [null, "to_ship"] as const)
        for (const days of [{}, { from: "2026-11-01", to: "2026-11-07" }, { from: "2026-11-01" }])
          for (const cursor of [{}, { after: "d0000000-0000-4000-8000-000000000001" }, { last: true }])
            requests.push(orderListRequestSchema.parse({ q, status, fulfilment, ...days, ...cursor }));
  return requests;
}

describe("the ORDERS list's queries", () => {
  it("each have their composite index in firestore.indexes.json, in both orders", () => {
    const missing = new Set<string>();
    let shapes = 0;
    for (const request of everyRequest())
      for (const scopes of [null, ["artist-1"], Array.from({ length: 31 }, (_, i) => `artist-${i}`)])
        for (const query of listQueries(orders, { ...orderListPage(request, "Europe/London"), scopes }))
          for (const direction of ["asc", "desc"] as const) {
            // The window (bounded by the cursor's key, ordered) and the count of the rows before it (bounded alone).
            for (const shape of [
              query.where(LIST_FIELDS.key, ">", "k").orderBy(LIST_FIELDS.key, direction),
              query.orderBy(LIST_FIELDS.key, direction),
            ]) {
              const needed = neededIndex(shape);
              shapes += 1;
              if (needed && !declared.has(needed.join(" "))) missing.add(needed.join(" "));
            }
          }
    expect(shapes).toBeGreaterThan(0);
    expect([...missing]).toEqual([]);
  });

  it("count only to ORDER_COUNT_CAP, whatever the filters: a page's counts cost a read each however many orders there are", () => {
    expect(new Set(everyRequest().map((request) => orderListPage(request, "Europe/London").countCap))).toEqual(new Set([ORDER_COUNT_CAP]));
  });

  it("would be caught without their index: the shape of a search by a scoped editor", () => {
    const request = orderListRequestSchema.parse({ q: "buyer", status: "paid" });
    const [query] = listQueries(orders, { ...orderListPage(request, "UTC"), scopes: ["artist-1"] });
    expect(neededIndex(query!.orderBy(LIST_FIELDS.key, "desc"))).toEqual([
      "list_scope:EQUAL",
      "list_terms:CONTAINS",
      "status:EQUAL",
      "list_key:DESCENDING",
    ]);
  });
});
