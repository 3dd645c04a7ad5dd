/**
 * Listing page paging (spec 9: page size 20; the pager shows all pages when 7 or fewer,
 * otherwise first, last and the neighbours of the current page with ellipses).
 *
 * Decision: an ellipsis that would hide exactly one page shows that page instead
 * (1 2 3 4 … 10 rather than 1 … 3 4 … 10 when on page 3), as users expect.
 */
import { PAGE_SIZE, PAGER_FULL_LIST_MAX_PAGES } from "../reference/limits";

export type PagerItem = number | "ellipsis";

export function pageCount(totalItems: number, pageSize: number = PAGE_SIZE): number {
  return Math.max(0, Math.ceil(totalItems / pageSize));
}

/** The page clamped to 1..pageCount (1 when there are no pages). */
export function clampPage(page: number, pages: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, pages));
}

/** The items of one 1-based page. */
export function pageSlice<T>(items: readonly T[], page: number, pageSize: number = PAGE_SIZE): T[] {
  const start = (page - 1) * pageSize;
  return items.slice(start, start + pageSize);
}

/** The pager's entries for the current page (1-based) out of `pages`. */
export function pagerItems(current: number, pages: number): PagerItem[] {
  if (pages <= 0) return [];
  const all = Array.from({ length: pages }, (_, i) => i + 1);
  if (pages <= PAGER_FULL_LIST_MAX_PAGES) return all;
  const page = clampPage(current, pages);
  const shown = all.filter((p) => p === 1 || p === pages || Math.abs(p - page) <= 1);
  const items: PagerItem[] = [];
  let previous = 0;
  for (const p of shown) {
    if (p - previous === 2) items.push(p - 1);
    else if (p - previous > 2) items.push("ellipsis");
    items.push(p);
    previous = p;
  }
  return items;
}
