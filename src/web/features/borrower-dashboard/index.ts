/** The borrower-dashboard feature's public names: what other features import from it. */
export { LenderApprovalNotice } from "./components/lender-approval-notice";
