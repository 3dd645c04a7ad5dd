/**
 * The saved-searches feature's public names (issue 32): what other features import from it.
 * The listing imports SaveSearchButton, so this file stays light: the dashboard's list (the
 * form kit, the contract's Zod schemas) loads as a chunk of its own.
 */
import { lazy } from "react";

export { SaveSearchButton } from "./components/save-search-button";

export const SavedSearchList = lazy(() =>
  import("./components/saved-search-list").then((m) => ({ default: m.SavedSearchList })),
);
