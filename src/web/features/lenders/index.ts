/** The lenders feature's public names: what other features import from it. */
export { searchLendersQueryOptions } from "./api/search-lenders";
export { MatchScore } from "./components/match-score";
