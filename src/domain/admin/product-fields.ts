/**
 * The loan product fields an admin edits one at a time and whose history the 'History for
 * <field>' dialog lists (spec 2 'Lender create/edit form'; spec 3 'History entries':
 * loan_product_history). Like lender-fields.ts: `field` is the column name (the history's
 * field name), `key` the product form's field (loanProductFormSchema), `label` the card's.
 */
export const ADMIN_PRODUCT_FIELDS = [
  { field: "loan_amount_min", key: "loanAmountMin", label: "Minimum Loan Amount", kind: "number" },
  { field: "loan_amount_max", key: "loanAmountMax", label: "Maximum Loan Amount", kind: "number" },
  { field: "lowest_rate", key: "lowestRate", label: "Lowest Rate (%)", kind: "number" },
  { field: "highest_rate", key: "highestRate", label: "Highest Rate (%)", kind: "number" },
  { field: "term_min_months", key: "termMinMonths", label: "Min Term (months)", kind: "integer" },
  { field: "term_max_months", key: "termMaxMonths", label: "Max Term (months)", kind: "integer" },
  {
    field: "ltv_purchase_price_max",
    key: "ltvPurchasePriceMax",
    label: "Max % of Purchase",
    kind: "number",
  },
  { field: "max_ltv", key: "maxLtv", label: "Max LTV (%)", kind: "number" },
  { field: "max_ltc", key: "maxLtc", label: "Max LTC (%)", kind: "number" },
  {
    field: "max_rehab_percentage",
    key: "maxRehabPercentage",
    label: "Max % of Rehab",
    kind: "number",
  },
  { field: "max_ltarv", key: "maxLtarv", label: "Max LTARV (%)", kind: "number" },
  { field: "minimum_fico", key: "minimumFico", label: "Minimum Credit Score", kind: "integer" },
  { field: "funding_timeline", key: "fundingTimeline", label: "Funding Timeline", kind: "text" },
  { field: "loan_durations", key: "loanDurations", label: "Loan Durations", kind: "text" },
  { field: "processing_fee", key: "processingFee", label: "Processing Fee", kind: "text" },
  { field: "underwriting_fee", key: "underwritingFee", label: "Underwriting Fee", kind: "text" },
  { field: "origination_fee", key: "originationFee", label: "Origination Fee", kind: "text" },
  { field: "minimum_arv", key: "minimumArv", label: "Minimum ARV", kind: "number" },
  { field: "maximum_arv", key: "maximumArv", label: "Maximum ARV", kind: "number" },
  { field: "requirements", key: "requirements", label: "Requirements", kind: "longText" },
  {
    field: "prepayment_penalty",
    key: "prepaymentPenalty",
    label: "Prepayment Penalty",
    kind: "text",
  },
  {
    field: "other_borrower_requirements",
    key: "otherBorrowerRequirements",
    label: "Other Borrower Requirements",
    kind: "longText",
  },
  { field: "collateral_types", key: "collateralTypes", label: "Collateral Types", kind: "list" },
  { field: "source_url", key: "sourceUrl", label: "Source URL (Admin Only)", kind: "url" },
  { field: "last_updated", key: "lastUpdated", label: "Last Updated", kind: "date" },
] as const;

export type AdminProductFieldSpec = (typeof ADMIN_PRODUCT_FIELDS)[number];
export type AdminProductField = AdminProductFieldSpec["field"];

export const ADMIN_PRODUCT_FIELD_NAMES = ADMIN_PRODUCT_FIELDS.map((f) => f.field) as [
  AdminProductField,
  ...AdminProductField[],
];

export function adminProductField(field: string): AdminProductFieldSpec | undefined {
  return ADMIN_PRODUCT_FIELDS.find((f) => f.field === field);
}
