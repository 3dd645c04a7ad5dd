/** The lender-workspace feature's public names: what other features import from it. */
export { useRecordProfileView } from "./api/record-profile-view";
