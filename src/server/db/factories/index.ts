/** Shared data factories for tests, demo data and benchmark seeds. */
export * from "./batch";
export * from "./bulk-leads";
export * from "./inquiry-factory";
export * from "./lender-factory";
export * from "./loan-product-factory";
export * from "./product-profiles";
export * from "./random";
export * from "./slug";
export * from "./user-factory";
