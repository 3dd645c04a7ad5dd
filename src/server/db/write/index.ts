export { historyValue } from "./history-values";
export { type ChangeSet, changedFields, type FieldChange, recordChanges } from "./record-changes";
export {
  type AfterCommitEffect,
  type RunWriteOptions,
  runWrite,
  type Transaction,
  type WriteContext,
} from "./run-write";
