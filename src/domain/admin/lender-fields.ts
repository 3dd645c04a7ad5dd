/**
 * The lender fields an admin edits one at a time (spec 2 'Lender create/edit form': existing
 * records show read-only boxes that open 'Edit <label>') and whose history the 'History for
 * <field>' dialog lists: column name → [label, kind, form key when not the camelCase]
 * (editable-fields.ts). The form is lenderFormSchema, whose rule validates the new value.
 *
 * Kinds: text/longText/email/url (a string, blank → no value), number/integer (a number or
 * numeric string), boolean (a switch), states (a list of state names, or ['Unknown']).
 */
import { editableFields } from "./editable-fields";

const LENDER_FIELDS = editableFields({
  company_name: ["Company Name", "text"],
  slug: ["Slug", "text"],
  email: ["Email", "email"],
  phone: ["Phone", "text"],
  website: ["Website", "url"],
  license_number: ["License Number", "text"],
  address: ["Address", "text"],
  zip_code: ["ZIP Code", "text"],
  description: ["Description", "longText"],
  years_in_business: ["Years in Business", "integer"],
  total_loans_funded: ["Total Loans Funded", "integer"],
  years_in_business_confirmed: ["Years in Business confirmed by LenderLane", "boolean"],
  total_loans_funded_confirmed: ["Total Loans Funded confirmed by LenderLane", "boolean"],
  average_funding_time: ["Average Funding Time (days)", "number"],
  minimum_loan_amount: ["Minimum Loan Amount", "number"],
  maximum_loan_amount: ["Maximum Loan Amount", "number"],
  review_score: ["Review Score", "number"],
  total_reviews: ["Total Reviews", "integer"],
  google_reviews_url: ["Google Reviews URL", "url"],
  state: ["States Where Lender Operates", "states", "states"],
  states_source_url: ["States Source URL (Admin Only)", "url"],
  accepting_leads: ["Accepting leads", "boolean"],
  // Issue 35: the clock of its response times (an IANA id of the US list).
  time_zone: ["Time Zone", "text"],
  is_active: ["Active", "boolean"],
});

export const ADMIN_LENDER_FIELDS = LENDER_FIELDS.fields;
export type AdminLenderFieldSpec = (typeof ADMIN_LENDER_FIELDS)[number];
export type AdminLenderField = AdminLenderFieldSpec["field"];
export type AdminLenderFieldKind = AdminLenderFieldSpec["kind"];
export const ADMIN_LENDER_FIELD_NAMES = LENDER_FIELDS.names;
export const adminLenderField = LENDER_FIELDS.find;
export const adminLenderFieldLabel = LENDER_FIELDS.label;
