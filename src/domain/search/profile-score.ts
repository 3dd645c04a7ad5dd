/**
 * The profile credit score a listing's search applies (spec 9 'Lender filtering': "The profile
 * score is used when no filter is set"): the signed-in viewer's score when the URL's credit
 * score filter is absent, blank or invalid (read as the search reads it, query-reader.ts), else
 * none (the filter's score applies, or no score at all). With it, the listing's *effective*
 * query is the URL's filters plus this score: two users with the same score see the same page
 * (issue 34, server/html/shared-page.ts).
 */
import { readSearchQuery } from "./query-reader";

export function appliedProfileScore(
  searchParams: URLSearchParams,
  profileCreditScore: number | null,
): number | null {
  if (profileCreditScore === null || !Number.isSafeInteger(profileCreditScore)) return null;
  const filter = searchParams.get("creditScore");
  const filtered =
    filter !== null && readSearchQuery({ creditScore: filter }).query.creditScore !== undefined;
  return filtered ? null : profileCreditScore;
}
