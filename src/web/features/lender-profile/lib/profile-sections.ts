/**
 * The in-page structure of a lender profile (spec 2 'Lender public profile'): the sticky nav's
 * entries (Overview, Markets, one per product type), the Get Quote target, the section that is
 * current while scrolling, and the way back to the listing the visitor came from.
 */
import { isLoanType, LOAN_TYPE_INFO, type LoanType } from "@/domain/reference/loan-types";

export const OVERVIEW_SECTION_ID = "overview";
export const MARKETS_SECTION_ID = "markets";

export interface ProfileSection {
  id: string;
  /** The nav entry's text. */
  label: string;
  productType?: LoanType;
}

/** fix_and_flip → 'product-fix-and-flip'. */
export function productSectionId(type: LoanType): string {
  return `product-${type.replaceAll("_", "-")}`;
}

/** Heading of a product section: 'Fix & Flip Loans'. */
export function productSectionTitle(type: LoanType): string {
  return `${LOAN_TYPE_INFO[type].label} Loans`;
}

/**
 * Overview, Markets, then one entry per product type in the order given (the API sends them in
 * LOAN_TYPES order); unknown types and repeats are skipped.
 */
export function profileSections(products: readonly { productType: string }[]): ProfileSection[] {
  const sections: ProfileSection[] = [
    { id: OVERVIEW_SECTION_ID, label: "Overview" },
    { id: MARKETS_SECTION_ID, label: "Markets" },
  ];
  const seen = new Set<LoanType>();
  for (const { productType } of products) {
    if (!isLoanType(productType) || seen.has(productType)) continue;
    seen.add(productType);
    sections.push({
      id: productSectionId(productType),
      label: LOAN_TYPE_INFO[productType].label,
      productType,
    });
  }
  return sections;
}

/** The loan type of the listing the visitor came from (?loanType=…), if it is one of the six. */
export function queryLoanType(search: string): LoanType | undefined {
  const value = new URLSearchParams(search).get("loanType");
  return isLoanType(value) ? value : undefined;
}

/**
 * Where the header's Get Quote button leads: the product the visitor was browsing (?loanType)
 * when the lender offers it, else the first product, else the overview.
 */
export function quoteTargetSection(sections: readonly ProfileSection[], search: string): string {
  const wanted = queryLoanType(search);
  const products = sections.filter((section) => section.productType);
  const match = products.find((section) => section.productType === wanted) ?? products[0];
  return match?.id ?? OVERVIEW_SECTION_ID;
}

export interface BackLink {
  to: string;
  label: string;
}

/**
 * The way back: the listing page of ?loanType with the same query string (filters, sort, page),
 * or home when the query names no loan type.
 */
export function backLink(search: string): BackLink {
  const type = queryLoanType(search);
  if (!type) return { to: "/", label: "Back to home" };
  const query = search.startsWith("?") ? search : `?${search}`;
  return { to: `${LOAN_TYPE_INFO[type].route}${query}`, label: "Back to lenders" };
}

/**
 * The current section while scrolling: the last one whose top has reached `line` (px from the
 * top of the viewport, below the sticky header and nav); the first before any has; the last
 * when the page is scrolled to the bottom (short final sections never reach the line).
 */
export function activeSectionIndex(
  tops: readonly number[],
  line: number,
  atBottom: boolean,
): number {
  if (tops.length === 0) return -1;
  if (atBottom) return tops.length - 1;
  let active = 0;
  tops.forEach((top, index) => {
    if (top <= line) active = index;
  });
  return active;
}
