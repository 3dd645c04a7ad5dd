/**
 * Deal calculators (issue 32): fix and flip, rental DSCR and bridge, pure. Formulas and
 * assumptions: docs/decisions/2026-11-27-calculators.md. Their inputs are read from a URL by
 * calculator-reader.ts (no Zod) and, as Zod schemas, calculator-schemas.ts (imported on its own).
 */
export * from "./bridge";
export * from "./calculator-fields";
export * from "./calculator-links";
export * from "./dscr";
export * from "./fix-and-flip";
