import { describe, expect, it } from "vitest";
import { z } from "zod";
import { artistsAllowed, resourceAbilities, type PermissionId } from "../../../src/lib/domain/access";
import {
  adminListRequestSchema,
  lastPageSize,
  mergeWindow,
  ONE_PAGE_CURSOR,
  pageCursorOf,
  pagePlace,
  pagePosition,
} from "../../../src/lib/domain/shared";

const request = adminListRequestSchema(z.string().regex(/^r\d+$/));
const ids = (from: number, count: number) => Array.from({ length: count }, (_, i) => `r${from + i}`);

describe("a list request", () => {
  it("defaults to the first page of everything and trims the search", () => {
    expect(request.parse({})).toEqual({ q: "", last: false });
    expect(request.parse({ q: "  tide " }).q).toBe("tide");
  });

  it("takes one cursor at most, checked with the list's id schema", () => {
    expect(request.safeParse({ after: "r1", before: "r2" }).error?.issues[0]?.message).toBe(ONE_PAGE_CURSOR);
    expect(request.safeParse({ after: "r1", last: true }).success).toBe(false);
    expect(request.safeParse({ after: "x/y" }).success).toBe(false);
    expect(request.safeParse({ q: "x".repeat(201) }).success).toBe(false);
  });

  it("names the window it asks for", () => {
    expect(pageCursorOf({})).toBeNull();
    expect(pageCursorOf({ after: "r1" })).toEqual({ after: "r1" });
    expect(pageCursorOf({ before: "r1" })).toEqual({ before: "r1" });
    expect(pageCursorOf({ last: true })).toEqual({ last: true });
  });
});

describe("a page's position", () => {
  it("first, middle and last pages of 45 rows by 20", () => {
    expect(pagePosition({ before: 0, ids: ids(1, 20), total: 45 }, 20)).toEqual({
      total: 45,
      page: 1,
      page_count: 3,
      previous: null,
      next: "r20",
    });
    expect(pagePosition({ before: 20, ids: ids(21, 20), total: 45 }, 20)).toEqual({
      total: 45,
      page: 2,
      page_count: 3,
      previous: "r21",
      next: "r40",
    });
    expect(pagePosition({ before: 40, ids: ids(41, 5), total: 45 }, 20)).toEqual({
      total: 45,
      page: 3,
      page_count: 3,
      previous: "r41",
      next: null,
    });
  });

  it("one page, or nothing at all", () => {
    expect(pagePosition({ before: 0, ids: ids(1, 7), total: 7 }, 20)).toEqual({
      total: 7,
      page: 1,
      page_count: 1,
      previous: null,
      next: null,
    });
    expect(pagePosition({ before: 0, ids: [], total: 0 }, 20)).toEqual({ total: 0, page: 1, page_count: 1, previous: null, next: null });
  });

  it("a window off the page boundaries (rows changed while paging) takes the page it starts in, and the end is the last page", () => {
    expect(pagePosition({ before: 25, ids: ids(26, 20), total: 70 }, 20).page).toBe(2);
    expect(pagePosition({ before: 25, ids: ids(26, 20), total: 45 }, 20)).toMatchObject({ page: 3, page_count: 3, next: null });
  });

  it("a list counted to its cap (the orders): pages past it are 'or later', and the next page is offered when a row follows", () => {
    const capped = (before: boolean, more: boolean) => ({ before, more });
    expect(pagePosition({ before: 0, ids: ids(1, 20), total: 1000, capped: capped(false, true) }, 20)).toEqual({
      total: 1000,
      page: 1,
      page_count: 50,
      previous: null,
      next: "r20",
      total_at_least: true,
      page_at_least: false,
    });
    // The rows before counted to the cap too: page 51 or later, and one more page when a row follows.
    const deep = pagePosition({ before: 1000, ids: ids(1001, 20), total: 1000, capped: capped(true, true) }, 20);
    expect(deep).toMatchObject({ page: 51, page_count: 52, previous: "r1001", next: "r1020", page_at_least: true });
    expect(pagePlace(deep)).toBe("Page 51 or later · 1,000+ in all");
    // The total alone reached the cap, so its page is known; nothing follows: no next, as on an exact last page.
    const end = pagePosition({ before: 980, ids: ids(981, 20), total: 1000, capped: capped(false, false) }, 20);
    expect(end).toMatchObject({ page: 50, page_count: 50, next: null });
    expect(pagePlace(end)).toBe("Page 50 · 1,000+ in all");
    expect(pagePlace(pagePosition({ before: 20, ids: ids(21, 20), total: 45 }, 20))).toBe("Page 2 of 3 · 45 in all");
  });

  it("the last page holds what the total leaves", () => {
    expect(lastPageSize(45, 20)).toBe(5);
    expect(lastPageSize(40, 20)).toBe(20);
    expect(lastPageSize(0, 20)).toBe(0);
  });
});

describe("merging the windows of several scope queries", () => {
  const key = (row: string) => row;
  it("keeps the list order and the page size, reading forward", () => {
    expect(
      mergeWindow(
        [
          ["a", "d", "e"],
          ["b", "c", "f"],
        ],
        key,
        false,
        4,
      ),
    ).toEqual(["a", "b", "c", "d"]);
  });

  it("reading backward takes the rows nearest the cursor and gives them back in list order", () => {
    // Each chunk was read with orderBy desc: nearest the cursor first.
    expect(
      mergeWindow(
        [
          ["f", "e", "a"],
          ["d", "c", "b"],
        ],
        key,
        true,
        4,
      ),
    ).toEqual(["c", "d", "e", "f"]);
  });
});

describe("whose rows a list shows", () => {
  const grant = (permission_id: PermissionId, artist_id: string | null = null) => ({ permission_id, artist_id });
  it("every row with a global grant or as Super Admin; else the granted artists'", () => {
    expect(artistsAllowed(resourceAbilities([grant("releases.view")], "releases", { isSuperAdmin: false }), "view")).toBeNull();
    expect(artistsAllowed(resourceAbilities([], "releases", { isSuperAdmin: true }), "view")).toBeNull();
    const scoped = resourceAbilities(
      [grant("releases.view", "a1"), grant("releases.edit", "a2"), grant("releases.view", "a3")],
      "releases",
      { isSuperAdmin: false },
    );
    expect(artistsAllowed(scoped, "view")).toEqual(["a1", "a3"]);
    expect(artistsAllowed(scoped, "draft")).toEqual([]);
  });
});
