import { describe, expect, test } from "vitest";
import { clampPage, pageCount, pagerItems, pageSlice } from "./pager";

describe("pager", () => {
  test.each([
    [0, 0],
    [1, 1],
    [20, 1],
    [21, 2],
    [40, 2],
    [41, 3],
  ])("%i items → %i pages of 20", (items, pages) => {
    expect(pageCount(items)).toBe(pages);
  });

  test.each([
    [1, 0, 1],
    [0, 5, 1],
    [6, 5, 5],
    [3, 5, 3],
    [2.7, 5, 2],
    [Number.NaN, 5, 1],
  ])("clampPage(%s, %i) = %i", (page, pages, clamped) => {
    expect(clampPage(page, pages)).toBe(clamped);
  });

  test("pageSlice", () => {
    const items = Array.from({ length: 45 }, (_, i) => i);
    expect(pageSlice(items, 1)).toEqual(items.slice(0, 20));
    expect(pageSlice(items, 3)).toEqual([40, 41, 42, 43, 44]);
    expect(pageSlice(items, 4)).toEqual([]);
  });

  test.each([
    [1, 0, []],
    [1, 1, [1]],
    [4, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 8, [1, 2, "ellipsis", 8]],
    [2, 8, [1, 2, 3, "ellipsis", 8]],
    [3, 8, [1, 2, 3, 4, "ellipsis", 8]],
    [4, 8, [1, 2, 3, 4, 5, "ellipsis", 8]],
    [5, 10, [1, "ellipsis", 4, 5, 6, "ellipsis", 10]],
    [7, 10, [1, "ellipsis", 6, 7, 8, 9, 10]],
    [10, 10, [1, "ellipsis", 9, 10]],
    [50, 10, [1, "ellipsis", 9, 10]],
  ] as const)("page %i of %i → %j", (current, pages, items) => {
    expect(pagerItems(current, pages)).toEqual(items);
  });
});
