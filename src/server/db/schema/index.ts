export * from "./auth";
export * from "./catalogue";
export * from "./enums";
export * from "./history";
export * from "./inquiries";
export * from "./lenders";
export * from "./mail";
export * from "./profiles";
