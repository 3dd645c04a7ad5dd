/** Structured data (schema.org JSON-LD) for page heads. */
import type { PublicLender } from "@/domain/lenders/lender-dto";
import { DEFAULT_LOAN_TYPE, LOAN_TYPE_INFO } from "@/domain/reference/loan-types";
import { parseLenderStates } from "@/domain/reference/us-states";
import type { SearchQueryKey } from "@/domain/search/query-reader";
import { PRODUCT_NAME } from "@/domain/site/route-meta";
import type { ShareImage } from "./render-head";

/**
 * A <script type="application/ld+json"> element. `<`, `>`, `&` and the JavaScript line
 * separators are written as \u escapes, so no value can close the script element early.
 */
export function jsonLdScript(data: unknown): string {
  const json = JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
  return `<script type="application/ld+json">${json}</script>`;
}

/**
 * A lender as a schema.org FinancialService: name, description, its profile URL, the states
 * it serves (when it says) and its rating (when it has verified reviews on LenderLane).
 */
export function lenderStructuredData(
  lender: Pick<
    PublicLender,
    | "companyName"
    | "description"
    | "state"
    | "verifiedReviewScore"
    | "verifiedReviewCount"
    | "website"
  >,
  options: { url: string; description: string },
): Record<string, unknown> {
  const data: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "FinancialService",
    "@id": options.url,
    name: lender.companyName,
    description: lender.description?.trim() || options.description,
    url: options.url,
  };
  if (lender.website) data.sameAs = [lender.website];
  const states = parseLenderStates(lender.state);
  if (states.length > 0) data.areaServed = states.map((name) => ({ "@type": "State", name }));
  // Issue 35: only reviews from verified deals on LenderLane, never the imported figure.
  if (lender.verifiedReviewScore !== null && lender.verifiedReviewCount > 0) {
    data.aggregateRating = {
      "@type": "AggregateRating",
      ratingValue: lender.verifiedReviewScore,
      reviewCount: lender.verifiedReviewCount,
      bestRating: 5,
    };
  }
  return data;
}

/**
 * The listing parameter a site search fills: the state (two-letter code) the listing filters
 * by, the one text a visitor types into the listing's search (spec 9 'Lender filtering').
 */
export const SITE_SEARCH_PARAM = "location" satisfies SearchQueryKey;

/** The placeholder of the SearchAction's URL template. */
const SEARCH_TERM = "search_term_string";

/**
 * The home page's structured data: the Organization (name, home URL, logo) and the WebSite,
 * whose SearchAction is the default listing filtered by {@link SITE_SEARCH_PARAM}.
 */
export function homeStructuredData(baseUrl: string, logo: ShareImage): Record<string, unknown>[] {
  const home = `${baseUrl}/`;
  const organization = {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${home}#organization`,
    name: PRODUCT_NAME,
    url: home,
    logo: { "@type": "ImageObject", url: logo.url, width: logo.width, height: logo.height },
  };
  const listing = `${baseUrl}${LOAN_TYPE_INFO[DEFAULT_LOAN_TYPE].route}`;
  const website = {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": `${home}#website`,
    name: PRODUCT_NAME,
    url: home,
    publisher: { "@id": organization["@id"] },
    potentialAction: {
      "@type": "SearchAction",
      target: {
        "@type": "EntryPoint",
        urlTemplate: `${listing}?${SITE_SEARCH_PARAM}={${SEARCH_TERM}}`,
      },
      "query-input": `required name=${SEARCH_TERM}`,
    },
  };
  return [organization, website];
}
