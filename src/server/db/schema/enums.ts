/** PostgreSQL enumerations: the database itself rejects values outside the spec's lists. */
import { pgEnum } from "drizzle-orm/pg-core";
import { LOAN_PURPOSES, LOAN_TYPES } from "@/domain/loan-types";

export const userTypeEnum = pgEnum("user_type", ["borrower", "lender", "admin"]);
export const approvalStatusEnum = pgEnum("approval_status", ["pending", "approved", "rejected"]);
export const experienceYearsEnum = pgEnum("experience_years", [
  "none",
  "1-2",
  "3-5",
  "more_than_5",
]);
/** Spec 3 lists an 'others' product type that the UI never offers; the database accepts it. */
export const productTypeEnum = pgEnum("product_type", [...LOAN_TYPES, "others"]);
export const loanPurposeEnum = pgEnum("loan_purpose", LOAN_PURPOSES);
export const inquiryStatusEnum = pgEnum("inquiry_status", ["pending", "approved", "declined"]);
export const submissionStatusEnum = pgEnum("submission_status", [
  "no_reply",
  "active_communications",
  "submitted_application",
  "approved_application",
  "funded",
  "declined",
]);
export const historyChangeTypeEnum = pgEnum("history_change_type", ["manual", "update", "insert"]);
