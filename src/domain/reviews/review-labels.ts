/**
 * The review figures' labels (issue 35), in a module without imports: the listing's lender
 * card prints them on its first visit, which must not pull the rest of review-rules.ts in.
 */

/** '4.8 from 3 verified reviews on LenderLane' / 'No verified reviews on LenderLane yet'. */
export function verifiedReviewsLabel(count: number, score: number | null): string {
  if (count <= 0 || score === null) return "No verified reviews on LenderLane yet";
  return `${score.toFixed(1)} from ${count} verified ${count === 1 ? "review" : "reviews"} on LenderLane`;
}

/** The site an imported review URL points to: 'Google' for Google's hosts, else the host. */
export function importedSourceName(url: string | null): string | null {
  if (!url) return null;
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase().replace(/^www\./, "");
  } catch {
    return null;
  }
  if (/(^|\.)google\.[a-z.]+$/.test(host) || host === "g.page" || host === "goo.gl") {
    return "Google";
  }
  return host || null;
}
