/**
 * The lender fields an admin edits one at a time (spec 2 'Lender create/edit form': existing
 * records show read-only boxes that open 'Edit <label>') and whose history the 'History for
 * <field>' dialog lists. `field` is the history's field name, the database column name
 * (record-changes.ts writes lender_history.field_name with it); `key` is the lender form's
 * field (lenderFormSchema), whose rule validates the new value; `label` is the form's label.
 *
 * Kinds tell the dialog which input to show and the server how to read the value:
 * text/longText/email/url (a string, blank → no value), number/integer (a number or numeric
 * string), boolean (a switch), states (a list of state names, or ['Unknown']).
 */
export const ADMIN_LENDER_FIELDS = [
  { field: "company_name", key: "companyName", label: "Company Name", kind: "text" },
  { field: "slug", key: "slug", label: "Slug", kind: "text" },
  { field: "email", key: "email", label: "Email", kind: "email" },
  { field: "phone", key: "phone", label: "Phone", kind: "text" },
  { field: "website", key: "website", label: "Website", kind: "url" },
  { field: "license_number", key: "licenseNumber", label: "License Number", kind: "text" },
  { field: "address", key: "address", label: "Address", kind: "text" },
  { field: "zip_code", key: "zipCode", label: "ZIP Code", kind: "text" },
  { field: "description", key: "description", label: "Description", kind: "longText" },
  {
    field: "years_in_business",
    key: "yearsInBusiness",
    label: "Years in Business",
    kind: "integer",
  },
  {
    field: "total_loans_funded",
    key: "totalLoansFunded",
    label: "Total Loans Funded",
    kind: "integer",
  },
  {
    field: "years_in_business_confirmed",
    key: "yearsInBusinessConfirmed",
    label: "Years in Business confirmed by LenderLane",
    kind: "boolean",
  },
  {
    field: "total_loans_funded_confirmed",
    key: "totalLoansFundedConfirmed",
    label: "Total Loans Funded confirmed by LenderLane",
    kind: "boolean",
  },
  {
    field: "average_funding_time",
    key: "averageFundingTime",
    label: "Average Funding Time (days)",
    kind: "number",
  },
  {
    field: "minimum_loan_amount",
    key: "minimumLoanAmount",
    label: "Minimum Loan Amount",
    kind: "number",
  },
  {
    field: "maximum_loan_amount",
    key: "maximumLoanAmount",
    label: "Maximum Loan Amount",
    kind: "number",
  },
  { field: "review_score", key: "reviewScore", label: "Review Score", kind: "number" },
  { field: "total_reviews", key: "totalReviews", label: "Total Reviews", kind: "integer" },
  {
    field: "google_reviews_url",
    key: "googleReviewsUrl",
    label: "Google Reviews URL",
    kind: "url",
  },
  { field: "state", key: "states", label: "States Where Lender Operates", kind: "states" },
  {
    field: "states_source_url",
    key: "statesSourceUrl",
    label: "States Source URL (Admin Only)",
    kind: "url",
  },
  { field: "accepting_leads", key: "acceptingLeads", label: "Accepting leads", kind: "boolean" },
  { field: "is_active", key: "isActive", label: "Active", kind: "boolean" },
] as const;

export type AdminLenderFieldSpec = (typeof ADMIN_LENDER_FIELDS)[number];
export type AdminLenderField = AdminLenderFieldSpec["field"];
export type AdminLenderFieldKind = AdminLenderFieldSpec["kind"];

export const ADMIN_LENDER_FIELD_NAMES = ADMIN_LENDER_FIELDS.map((f) => f.field) as [
  AdminLenderField,
  ...AdminLenderField[],
];

/** The spec of a field name, or undefined for a name that is not editable one at a time. */
export function adminLenderField(field: string): AdminLenderFieldSpec | undefined {
  return ADMIN_LENDER_FIELDS.find((f) => f.field === field);
}

/** The label shown for a history field name; an unknown name shows with spaces. */
export function adminLenderFieldLabel(field: string): string {
  return adminLenderField(field)?.label ?? field.replaceAll("_", " ");
}
