/** The borrower quote wizard (/inquiry, issue 11). */
export { QuoteWizard } from "./components/quote-wizard";
