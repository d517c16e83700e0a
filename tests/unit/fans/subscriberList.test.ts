import { describe, expect, it } from "vitest";
import {
  filterSubscribers,
  subscriberCounts,
  subscriberFiltersSchema,
  subscriberGrowth,
} from "../../../src/lib/domain/fans/subscriberList";
import type { FanListSource, SubscriberStatus } from "../../../src/lib/domain/fans/subscriber";

const row = (email: string, list: string, source: FanListSource, status: SubscriberStatus) => ({ email, list, source, status });
const ROWS = [
  row("ann@example.com", "label", "footer", "confirmed"),
  row("ann@example.com", "artist-1", "artist_page", "pending"),
  row("bo.lee@example.com", "label", "import", "confirmed"),
  row("cy@mail.test", "artist-1", "pre_save", "unsubscribed"),
];
const ALL = subscriberFiltersSchema.parse({});
const emails = (rows: readonly { email: string; list: string }[]) => rows.map((r) => `${r.email} ${r.list}`);

describe("the subscribers screen's filters", () => {
  it("all is every row", () => {
    expect(filterSubscribers(ROWS, ALL)).toEqual(ROWS);
  });

  it("filters by list, source and status, together", () => {
    expect(emails(filterSubscribers(ROWS, { ...ALL, list: "artist-1" }))).toEqual(["ann@example.com artist-1", "cy@mail.test artist-1"]);
    expect(emails(filterSubscribers(ROWS, { ...ALL, source: "import" }))).toEqual(["bo.lee@example.com label"]);
    expect(emails(filterSubscribers(ROWS, { ...ALL, list: "label", status: "confirmed" }))).toEqual([
      "ann@example.com label",
      "bo.lee@example.com label",
    ]);
    expect(filterSubscribers(ROWS, { ...ALL, list: "label", source: "pre_save" })).toEqual([]);
  });

  it("searches the address by word starts, any case", () => {
    expect(emails(filterSubscribers(ROWS, { ...ALL, q: "LEE" }))).toEqual(["bo.lee@example.com label"]);
    expect(emails(filterSubscribers(ROWS, { ...ALL, q: "mail.t" }))).toEqual(["cy@mail.test artist-1"]);
    expect(filterSubscribers(ROWS, { ...ALL, q: "nn@" })).toEqual([]);
    expect(filterSubscribers(ROWS, { ...ALL, q: "  " })).toEqual(ROWS);
  });

  it("counts what matches by status and by source", () => {
    expect(subscriberCounts(filterSubscribers(ROWS, { ...ALL, list: "artist-1" }))).toEqual({
      total: 2,
      byStatus: { pending: 1, confirmed: 0, unsubscribed: 1 },
      bySource: { footer: 0, artist_page: 1, pre_save: 1, store_checkout: 0, import: 0, manual: 0 },
    });
  });

  it("grows by confirmations and shrinks by departures, day by day (UTC)", () => {
    const now = new Date("2026-05-10T15:00:00Z");
    const at = (iso: string) => new Date(iso);
    const growth = subscriberGrowth(
      [
        { confirmed_at: at("2026-05-08T23:59:00Z"), unsubscribed_at: null },
        { confirmed_at: at("2026-05-09T00:00:00Z"), unsubscribed_at: at("2026-05-10T08:00:00Z") },
        { confirmed_at: null, unsubscribed_at: null },
      ],
      3,
      now,
    );
    expect(growth).toEqual([
      { date: "2026-05-08", confirmed: 1 },
      { date: "2026-05-09", confirmed: 2 },
      { date: "2026-05-10", confirmed: 1 },
    ]);
  });
});
