/** Structured data (schema.org JSON-LD) for page heads. */
import type { PublicLender } from "@/domain/lenders/lender-dto";
import { parseLenderStates } from "@/domain/reference/us-states";

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
 * it serves (when it says) and its rating (when it has reviews).
 */
export function lenderStructuredData(
  lender: Pick<
    PublicLender,
    "companyName" | "description" | "state" | "reviewScore" | "totalReviews" | "website"
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
  if (lender.reviewScore !== null && (lender.totalReviews ?? 0) > 0) {
    data.aggregateRating = {
      "@type": "AggregateRating",
      ratingValue: lender.reviewScore,
      reviewCount: lender.totalReviews,
      bestRating: 5,
    };
  }
  return data;
}
