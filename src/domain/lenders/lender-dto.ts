/**
 * The public lender data the API sends to the browser (search results and lender profiles):
 * the z.infer types of the lender contract (src/domain/contract/lenders.ts), under the names the
 * server and the web use. Numbers are null when unknown; dates are ISO strings.
 */
export type {
  LenderProfileResponse,
  LenderSearchItem,
  LenderSearchResponse,
  PublicLender,
  PublicLoanProduct,
} from "../contract/lenders";
