/** Admin loan requests (issue 13): the list (also used by /admin-legacy) and the detail. */
export {
  adminLoanRequestsRoot,
  useAdminLoanRequest,
  useAdminLoanRequests,
} from "./api/loan-requests";
export { AdminLoanRequestsList } from "./components/admin-loan-requests-list";
export { InfoCard, type InfoItem } from "./components/info-card";
export { LoanRequestDetail } from "./components/loan-request-detail";
export {
  LOAN_REQUEST_COLUMNS,
  LoanRequestsTable,
  type LoanRequestsTableProps,
} from "./components/loan-requests-table";
export { NO_LOAN_REQUESTS } from "./lib/loan-request-format";
