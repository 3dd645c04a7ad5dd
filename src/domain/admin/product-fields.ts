/**
 * The loan product fields an admin edits one at a time and whose history the 'History for
 * <field>' dialog lists (spec 2 'Lender create/edit form'; spec 3 'History entries':
 * loan_product_history): column name → [label, kind] as the product card shows them
 * (editable-fields.ts). The form is loanProductFormSchema.
 */
import { editableFields } from "./editable-fields";

const PRODUCT_FIELDS = editableFields({
  loan_amount_min: ["Minimum Loan Amount", "number"],
  loan_amount_max: ["Maximum Loan Amount", "number"],
  lowest_rate: ["Lowest Rate (%)", "number"],
  highest_rate: ["Highest Rate (%)", "number"],
  term_min_months: ["Min Term (months)", "integer"],
  term_max_months: ["Max Term (months)", "integer"],
  ltv_purchase_price_max: ["Max % of Purchase", "number"],
  max_ltv: ["Max LTV (%)", "number"],
  max_ltc: ["Max LTC (%)", "number"],
  max_rehab_percentage: ["Max % of Rehab", "number"],
  max_ltarv: ["Max LTARV (%)", "number"],
  minimum_fico: ["Minimum Credit Score", "integer"],
  funding_timeline: ["Funding Timeline", "text"],
  loan_durations: ["Loan Durations", "text"],
  processing_fee: ["Processing Fee", "text"],
  underwriting_fee: ["Underwriting Fee", "text"],
  origination_fee: ["Origination Fee", "text"],
  minimum_arv: ["Minimum ARV", "number"],
  maximum_arv: ["Maximum ARV", "number"],
  requirements: ["Requirements", "longText"],
  prepayment_penalty: ["Prepayment Penalty", "text"],
  other_borrower_requirements: ["Other Borrower Requirements", "longText"],
  collateral_types: ["Collateral Types", "list"],
  minimum_experience: ["Minimum Borrower Experience", "text"],
  hard_limits: ["Hard Limits", "list"],
  source_url: ["Source URL (Admin Only)", "url"],
  last_updated: ["Last Updated", "date"],
});

export const ADMIN_PRODUCT_FIELDS = PRODUCT_FIELDS.fields;
export type AdminProductFieldSpec = (typeof ADMIN_PRODUCT_FIELDS)[number];
export type AdminProductField = AdminProductFieldSpec["field"];
export const ADMIN_PRODUCT_FIELD_NAMES = PRODUCT_FIELDS.names;
export const adminProductField = PRODUCT_FIELDS.find;
