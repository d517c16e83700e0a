import { describe, expect, it } from "vitest";
import { filtersLocation } from "../../../src/admin/lib/filtersLocation";
import { contactFiltersSchema, type ContactFilters } from "../../../src/lib/domain/promo/contactList";

const location = filtersLocation<ContactFilters>(contactFiltersSchema, ["q", "role", "tag", "page"]);

describe("a screen's filters and page in the URL", () => {
  it("round-trips search, filters and page, leaving out what is 'all' and the first page", () => {
    const views: ContactFilters[] = [location.all, { q: "wire", role: "press", tag: "uk press", page: 3 }, { ...location.all, role: "dj" }];
    for (const filters of views) expect(location.parse(location.search(filters))).toEqual(filters);
    expect(location.search(location.all)).toBe("");
    expect(location.search({ q: "", role: "radio", tag: null, page: 1 })).toBe("?role=radio");
  });

  it("drops a value it does not know and keeps the others", () => {
    expect(location.parse("?role=astronaut&tag=techno&page=0")).toEqual({ ...location.all, tag: "techno" });
    expect(location.parse("?page=two&role=dj")).toEqual({ ...location.all, role: "dj" });
  });
});
