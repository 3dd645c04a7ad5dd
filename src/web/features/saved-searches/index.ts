/** The saved-searches feature's public names (issue 32): what other features import from it. */
export { AlertUnsubscribeScreen } from "./components/alert-unsubscribe-screen";
export { SaveSearchButton } from "./components/save-search-button";
export { SavedSearchList } from "./components/saved-search-list";
