/** PostgreSQL enumerations: the database itself rejects values outside the spec's lists. */
import { pgEnum } from "drizzle-orm/pg-core";
import { EXPERIENCE_VALUES } from "@/domain/accounts/experience";
import { LENDER_ANSWERS } from "@/domain/contract/loan-requests";
import { LOAN_PURPOSES, LOAN_TYPES } from "@/domain/reference/loan-types";
import {
  APPROVAL_STATUSES,
  HISTORY_CHANGE_TYPES,
  INQUIRY_STATUSES,
  SUBMISSION_STATUS_VALUES,
  USER_TYPES,
} from "@/domain/reference/statuses";

export const userTypeEnum = pgEnum("user_type", USER_TYPES);
export const approvalStatusEnum = pgEnum("approval_status", APPROVAL_STATUSES);
export const experienceYearsEnum = pgEnum("experience_years", EXPERIENCE_VALUES);
/** Spec 3 lists an 'others' product type that the UI never offers; the database accepts it. */
export const productTypeEnum = pgEnum("product_type", [...LOAN_TYPES, "others"]);
export const loanPurposeEnum = pgEnum("loan_purpose", LOAN_PURPOSES);
export const inquiryStatusEnum = pgEnum("inquiry_status", INQUIRY_STATUSES);
export const submissionStatusEnum = pgEnum("submission_status", SUBMISSION_STATUS_VALUES);
export const historyChangeTypeEnum = pgEnum("history_change_type", HISTORY_CHANGE_TYPES);
/** A lender's own answer to a loan submission (null until it answers). */
export const lenderAnswerEnum = pgEnum("lender_answer", LENDER_ANSWERS);
