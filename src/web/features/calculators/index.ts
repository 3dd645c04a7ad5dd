/** Deal calculators (issue 32): the /calculators page and its late part in the submit dialog. */
export { CalculatorsPage, calculatorOfSearch } from "./components/calculators-page";
