import type { Prefetch } from "@/web/app/prefetch";
import { CalculatorsPage, calculatorOfSearch } from "@/web/features/calculators";
import { getLenderProfileQueryOptions } from "@/web/features/lender-profile";

/** Server rendering: the lender the calculator was opened from ('Send this deal' to it). */
export const prefetch: Prefetch = async ({ url, load }) => {
  const { lender } = calculatorOfSearch(url.search);
  if (lender) await load(getLenderProfileQueryOptions(lender));
};

/** Issue 32 'Calculators that fill in the request' (/calculators). */
export default function CalculatorsRoute() {
  return <CalculatorsPage />;
}
