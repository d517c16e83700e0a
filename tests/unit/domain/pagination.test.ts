import { describe, expect, it } from "vitest";
import { clampPage, pageNumbers, paginate, totalPages } from "../../../src/lib/domain/shared/pagination";

describe("pageNumbers", () => {
  it("lists every page when there are at most 7", () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageNumbers(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("on the first page: first, neighbour, ellipsis, last", () => {
    expect(pageNumbers(1, 10)).toEqual([1, 2, "ellipsis", 10]);
  });

  it("on the last page", () => {
    expect(pageNumbers(10, 10)).toEqual([1, "ellipsis", 9, 10]);
  });

  it("in the middle: ellipses on both sides", () => {
    expect(pageNumbers(5, 10)).toEqual([1, "ellipsis", 4, 5, 6, "ellipsis", 10]);
    expect(pageNumbers(4, 8)).toEqual([1, "ellipsis", 3, 4, 5, "ellipsis", 8]);
  });

  it("near the edges: no ellipsis where no page is skipped", () => {
    expect(pageNumbers(2, 10)).toEqual([1, 2, 3, "ellipsis", 10]);
    expect(pageNumbers(3, 10)).toEqual([1, 2, 3, 4, "ellipsis", 10]);
    expect(pageNumbers(8, 10)).toEqual([1, "ellipsis", 7, 8, 9, 10]);
    expect(pageNumbers(9, 10)).toEqual([1, "ellipsis", 8, 9, 10]);
  });

  it("clamps an out-of-range current page", () => {
    expect(pageNumbers(50, 10)).toEqual([1, "ellipsis", 9, 10]);
    expect(pageNumbers(0, 10)).toEqual([1, 2, "ellipsis", 10]);
  });
});

describe("totalPages, clampPage, paginate", () => {
  it("totalPages is at least 1", () => {
    expect(totalPages(0)).toBe(1);
    expect(totalPages(12)).toBe(1);
    expect(totalPages(13)).toBe(2);
    expect(totalPages(25, 5)).toBe(5);
  });

  it("clampPage keeps the page within 1..total", () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(-3, 5)).toBe(1);
    expect(clampPage(9, 5)).toBe(5);
    expect(clampPage(3, 5)).toBe(3);
    expect(clampPage(Number.NaN, 5)).toBe(1);
  });

  it("paginate returns one page of 12 by default", () => {
    const items = Array.from({ length: 30 }, (_, i) => i + 1);
    expect(paginate(items, 1)).toEqual(items.slice(0, 12));
    expect(paginate(items, 3)).toEqual([25, 26, 27, 28, 29, 30]);
    expect(paginate(items, 2, 10)).toEqual(items.slice(10, 20));
    expect(paginate(items, 99)).toEqual([25, 26, 27, 28, 29, 30]);
    expect(paginate([], 1)).toEqual([]);
  });
});
