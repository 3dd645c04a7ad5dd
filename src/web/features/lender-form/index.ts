/** The lender-form feature's public names: what other features import from it. */
export { LenderForm } from "./components/lender-form";
