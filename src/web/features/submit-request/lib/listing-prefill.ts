/**
 * Get Quote from a filtered listing (or a lender page reached from one) starts the request
 * form from the visitor's filters (issue 28): Property State, Property Type and Loan Amount.
 * The loan type comes from the button (its product). Read with the domain's Zod-free reader,
 * as the listing reads its query, so a hand-edited value is dropped, never prefilled. Done in
 * the dialog's own (lazily loaded) code, so the listing and lender pages carry none of it.
 */
import { reformatAmountInput, wholeDollars } from "@/domain/loan-requests/loan-amount";
import { readSearchQuery } from "@/domain/search/query-reader";
import type { RequestFormValues } from "./form-values";

export function requestPrefillOfSearch(search: string): Partial<RequestFormValues> {
  const params = new URLSearchParams(search);
  const { query } = readSearchQuery({
    location: params.get("location") ?? undefined,
    collateralType: params.get("collateralType") ?? undefined,
    loanAmount: params.get("loanAmount") ?? undefined,
  });
  const prefill: Partial<RequestFormValues> = {};
  if (query.location) prefill.propertyState = query.location;
  if (query.collateralType) prefill.propertyType = query.collateralType;
  if (query.loanAmount) {
    prefill.loanAmount = reformatAmountInput(String(wholeDollars(query.loanAmount))) ?? "";
  }
  return prefill;
}
