export * from "./offer-figures";
export * from "./offer-state";
export * from "./offer-terms";
