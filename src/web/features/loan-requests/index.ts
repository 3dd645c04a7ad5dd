/** The loan-requests feature's public names: what other features import from it. */
export { useArchiveLoanRequest } from "./api/archive-loan-request";
export { useCreateDashboardLoanRequest } from "./api/create-loan-request";
export { useLiveLoanRequests } from "./api/live-loan-requests";
export { useMatchingLenders } from "./api/matching-lenders";
export { useReceivingLenders } from "./api/receiving-lenders";
export { useSendToMoreLenders } from "./api/send-to-more-lenders";
export { useSaveAboutYouField } from "./api/submit-about-you";
export {
  useCreateGeneralInquiry,
  useSubmitAnonymousRequest,
  useSubmitToLender,
} from "./api/submit-loan-request";
export { useOwnLoanRequests } from "./api/submit-own-requests";
export { useUpdateSubmissionStatus } from "./api/update-submission-status";
