/**
 * The product's name, the shape of a page's meta and a lender page's meta. The table of every
 * route's meta (spec 2 'Route table') is route-table.ts: the header and footer of every page
 * import the name from here without bringing the table into the browser's first download.
 */
export const PRODUCT_NAME = "LenderLane";

export interface RouteMeta {
  title: string;
  description: string;
  /** Social-share title and description; default to title and description. */
  ogTitle?: string;
  ogDescription?: string;
  /** Pages that should not be indexed by search engines. */
  noIndex?: boolean;
}

/** Meta for a public lender profile, from its name and description. */
export function getLenderMeta(lender: {
  companyName: string;
  description: string | null;
}): RouteMeta {
  const summary = lender.description?.trim()
    ? truncate(lender.description.trim(), 160)
    : `Loan programs, markets and terms of ${lender.companyName}, a private real estate lender on ${PRODUCT_NAME}.`;
  return {
    title: `${lender.companyName} | Private Lender Profile | ${PRODUCT_NAME}`,
    description: summary,
  };
}

function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max - 1).replace(/\s+\S*$/, "")}…`;
}
