/** The submit dialog and the completion of a pending submission (issue 11). */

export { PendingSubmissionCompleter } from "./components/pending-submission-completer";
export {
  ExperienceLevelField,
  InvestmentTypeField,
  PropertyStateField,
  PropertyTypeField,
} from "./components/request-fields";
export {
  SubmitRequestDialog,
  type SubmitRequestDialogProps,
} from "./components/submit-request-dialog";
export type { SubmitLender, SubmitPrefill } from "./components/submit-request-flow";
export { browserStorage } from "./lib/pending-submission";
