/**
 * Business rules of LenderLane (spec sections 2-5, 8 and 9) as pure functions, constants and
 * zod schemas, shared by the Fastify server and the React app. No I/O, no imports from
 * src/server or src/web, no Node built-ins. Import from "@/domain" or from a module directly.
 * route-meta.ts is maintained separately and is imported from its own path.
 */
export * from "./auth-errors";
export * from "./auth-schemas";
export * from "./completeness-tasks";
export * from "./credit-bands";
export * from "./credit-score";
export * from "./dashboard-redirect";
export * from "./email";
export * from "./experience";
export * from "./form-fields";
export * from "./format";
export * from "./inquiries";
export * from "./lender-card";
export * from "./lender-filter";
export * from "./lender-form";
export * from "./lender-form-submit";
export * from "./lender-search";
export * from "./lender-sort";
export * from "./limits";
export * from "./loan-amount";
export * from "./loan-request-schemas";
export * from "./loan-types";
export * from "./match-score";
export * from "./pager";
export * from "./password";
export * from "./phone";
export * from "./profile";
export * from "./profile-completeness";
export * from "./profile-schemas";
export * from "./property-types";
export * from "./quote-wizard";
export * from "./search-filters";
export * from "./slug";
export * from "./statuses";
export * from "./submit-dialog";
export * from "./toast-messages";
export * from "./us-states";
