import { describe, expect, it } from "vitest";
import { ALL_SUBSCRIBERS, parseSubscriberFilters, subscriberFiltersSearch } from "../../../src/admin/lib/subscriberFiltersLocation";

describe("the subscribers screen's filters in the URL", () => {
  it("round-trips search and filters, leaving out what is 'all'", () => {
    const views = [
      ALL_SUBSCRIBERS,
      { ...ALL_SUBSCRIBERS, q: "fan & co" },
      { q: "", list: "label", source: "import" as const, status: "confirmed" as const },
      { ...ALL_SUBSCRIBERS, status: "pending" as const },
    ];
    for (const filters of views) expect(parseSubscriberFilters(subscriberFiltersSearch(filters))).toEqual(filters);
    expect(subscriberFiltersSearch(ALL_SUBSCRIBERS)).toBe("");
    expect(subscriberFiltersSearch({ q: "", list: "label", source: "footer", status: null })).toBe("?list=label&source=footer");
  });

  it("drops a value it does not know and keeps the others", () => {
    expect(parseSubscriberFilters("?source=carrier-pigeon&status=confirmed&list=label")).toEqual({
      q: "",
      list: "label",
      source: null,
      status: "confirmed",
    });
    expect(parseSubscriberFilters(`?status=everyone&list=${"x".repeat(65)}`)).toEqual(ALL_SUBSCRIBERS);
    expect(parseSubscriberFilters("?q=&list=")).toEqual(ALL_SUBSCRIBERS);
  });
});
