export * from "./hold-cost";
export * from "./offer-diff";
export * from "./offer-figures";
export * from "./offer-format";
export * from "./offer-state";
export * from "./offer-terms";
