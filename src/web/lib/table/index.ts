/** The web table kit: URL-as-state and the data table (with its pager). */
export {
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  type DataTableSort,
  type SortDirection,
} from "./data-table";
export { Pager, type PagerProps } from "./pager";
export { SearchField, type SearchFieldProps } from "./search-field";
export {
  type UrlState,
  type UrlStateCodec,
  type UrlStateUpdate,
  urlStateCodec,
  useUrlState,
  writeUrlState,
} from "./url-state";
