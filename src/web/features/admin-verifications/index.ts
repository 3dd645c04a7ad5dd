/** Admin lender verification (issue 35): the queue and one lender's evidence with the decision. */
export { VerificationDetail } from "./components/verification-detail";
export { VerificationQueueScreen } from "./components/verification-queue-screen";
