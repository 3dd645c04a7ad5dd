/**
 * Deal calculators (issue 32): fix and flip, rental DSCR and bridge, pure. Formulas and
 * assumptions: docs/decisions/2026-11-27-calculators.md. The Zod schemas that read their
 * inputs from a URL are in calculator-schemas.ts (imported on their own: Zod is heavy).
 */
export * from "./bridge";
export * from "./calculator-fields";
export * from "./calculator-links";
export * from "./dscr";
export * from "./fix-and-flip";
