/**
 * The text terms of a loan product shown under its highlight cards (fees, durations,
 * requirements…): only the ones the lender has filled in, in a fixed order.
 */

import type { PublicLoanProduct } from "@/domain/lenders/lender-dto";
import { formatAmountRange } from "@/domain/reference/format";

export interface ProductDetail {
  key: string;
  label: string;
  value: string;
}

type DetailSource = Pick<
  PublicLoanProduct,
  | "originationFee"
  | "processingFee"
  | "underwritingFee"
  | "loanDurations"
  | "prepaymentPenalty"
  | "minimumArv"
  | "maximumArv"
  | "assetTypes"
  | "requirements"
  | "otherBorrowerRequirements"
>;

export function productDetails(product: DetailSource): ProductDetail[] {
  const list: ProductDetail[] = [];
  const add = (key: string, label: string, value: string | null | undefined) => {
    const text = value?.trim();
    if (text) list.push({ key, label, value: text });
  };
  add("originationFee", "Origination Fee", product.originationFee);
  add("processingFee", "Processing Fee", product.processingFee);
  add("underwritingFee", "Underwriting Fee", product.underwritingFee);
  add("loanDurations", "Loan Durations", product.loanDurations);
  add("prepaymentPenalty", "Prepayment Penalty", product.prepaymentPenalty);
  add("arv", "After-Repair Value", formatAmountRange(product.minimumArv, product.maximumArv));
  add(
    "assetTypes",
    "Asset Types",
    (product.assetTypes ?? []).filter((type) => type.trim()).join(", "),
  );
  add("requirements", "Requirements", product.requirements);
  add(
    "otherBorrowerRequirements",
    "Other Borrower Requirements",
    product.otherBorrowerRequirements,
  );
  return list;
}
