/**
 * The admin's CSV downloads (issue 31 'Exports'): lenders, loan products, loan requests and
 * users, one column per stored field an admin reads in the lists and detail pages. The rows
 * are the server's query rows, typed here so the columns are pure and tested.
 */
import type { CsvColumn } from "./csv";

export const ADMIN_EXPORT_KINDS = ["lenders", "products", "loan-requests", "users"] as const;
export type AdminExportKind = (typeof ADMIN_EXPORT_KINDS)[number];

type Text = string | null;
type Num = number | null;

export interface LenderExportRow {
  id: string;
  companyName: string;
  slug: string;
  email: Text;
  phone: Text;
  website: Text;
  state: string[] | null;
  isActive: boolean;
  acceptingLeads: boolean;
  minimumLoanAmount: Num;
  maximumLoanAmount: Num;
  yearsInBusiness: Num;
  totalLoansFunded: Num;
  reviewScore: Num;
  createdAt: string;
}

export interface ProductExportRow {
  id: string;
  lenderId: string;
  companyName: string;
  productType: string;
  isActive: boolean;
  loanAmountMin: Num;
  loanAmountMax: Num;
  minimumFico: Num;
  lowestRate: Num;
  highestRate: Num;
  maxLtv: Num;
  maxLtc: Num;
  maxLtarv: Num;
  termMinMonths: Num;
  termMaxMonths: Num;
  lastUpdated: Text;
}

export interface LoanRequestExportRow {
  id: string;
  displayName: string;
  email: Text;
  borrowerId: Text;
  loanAmount: Num;
  loanPurpose: Text;
  propertyType: Text;
  propertyCity: Text;
  propertyState: Text;
  status: string;
  archived: boolean;
  submissions: number;
  createdAt: string;
}

export interface UserExportRow {
  id: string;
  email: string;
  fullName: Text;
  userType: Text;
  approvalStatus: Text;
  companyName: Text;
  phone: Text;
  emailVerified: boolean;
  createdAt: string;
}

const list = (values: string[] | null) => (values && values.length > 0 ? values.join(", ") : null);

export const LENDER_EXPORT_COLUMNS: readonly CsvColumn<LenderExportRow>[] = [
  { header: "ID", value: (r) => r.id },
  { header: "Company", value: (r) => r.companyName },
  { header: "Slug", value: (r) => r.slug },
  { header: "Email", value: (r) => r.email },
  { header: "Phone", value: (r) => r.phone },
  { header: "Website", value: (r) => r.website },
  { header: "States", value: (r) => list(r.state) },
  { header: "Active", value: (r) => r.isActive },
  { header: "Accepting leads", value: (r) => r.acceptingLeads },
  { header: "Minimum loan", value: (r) => r.minimumLoanAmount },
  { header: "Maximum loan", value: (r) => r.maximumLoanAmount },
  { header: "Years in business", value: (r) => r.yearsInBusiness },
  { header: "Loans funded", value: (r) => r.totalLoansFunded },
  { header: "Review score", value: (r) => r.reviewScore },
  { header: "Created", value: (r) => r.createdAt },
];

export const PRODUCT_EXPORT_COLUMNS: readonly CsvColumn<ProductExportRow>[] = [
  { header: "ID", value: (r) => r.id },
  { header: "Lender ID", value: (r) => r.lenderId },
  { header: "Lender", value: (r) => r.companyName },
  { header: "Product type", value: (r) => r.productType },
  { header: "Active", value: (r) => r.isActive },
  { header: "Minimum loan", value: (r) => r.loanAmountMin },
  { header: "Maximum loan", value: (r) => r.loanAmountMax },
  { header: "Minimum FICO", value: (r) => r.minimumFico },
  { header: "Lowest rate", value: (r) => r.lowestRate },
  { header: "Highest rate", value: (r) => r.highestRate },
  { header: "Max LTV", value: (r) => r.maxLtv },
  { header: "Max LTC", value: (r) => r.maxLtc },
  { header: "Max LTARV", value: (r) => r.maxLtarv },
  { header: "Term min (months)", value: (r) => r.termMinMonths },
  { header: "Term max (months)", value: (r) => r.termMaxMonths },
  { header: "Last updated", value: (r) => r.lastUpdated },
];

export const LOAN_REQUEST_EXPORT_COLUMNS: readonly CsvColumn<LoanRequestExportRow>[] = [
  { header: "ID", value: (r) => r.id },
  { header: "Request", value: (r) => r.displayName },
  { header: "Email", value: (r) => r.email },
  { header: "Borrower ID", value: (r) => r.borrowerId },
  { header: "Loan amount", value: (r) => r.loanAmount },
  { header: "Purpose", value: (r) => r.loanPurpose },
  { header: "Property type", value: (r) => r.propertyType },
  { header: "City", value: (r) => r.propertyCity },
  { header: "State", value: (r) => r.propertyState },
  { header: "Status", value: (r) => r.status },
  { header: "Archived", value: (r) => r.archived },
  { header: "Lenders sent to", value: (r) => r.submissions },
  { header: "Created", value: (r) => r.createdAt },
];

export const USER_EXPORT_COLUMNS: readonly CsvColumn<UserExportRow>[] = [
  { header: "ID", value: (r) => r.id },
  { header: "Email", value: (r) => r.email },
  { header: "Name", value: (r) => r.fullName },
  { header: "Type", value: (r) => r.userType },
  { header: "Approval", value: (r) => r.approvalStatus },
  { header: "Company", value: (r) => r.companyName },
  { header: "Phone", value: (r) => r.phone },
  { header: "Email verified", value: (r) => r.emailVerified },
  { header: "Created", value: (r) => r.createdAt },
];
