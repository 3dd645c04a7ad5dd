/**
 * DataTable: the table of the admin and lender lists. Columns are configuration; the rows come
 * from a server query (one page at a time), so the table shows that query's states: skeleton
 * rows on the first load, the error with 'Try again', the empty message, and a pager under the
 * rows. Sortable columns get header buttons (aria-sort says the current order). The caption
 * names the table for assistive technology (visually hidden with `captionHidden`). Badges in
 * cells keep their whole text (data-table.module.css). From Mantine's `sm` breakpoint up the
 * table scrolls sideways in its own focusable region when narrower than `minWidth`; under it
 * each row is a card of label/value lines, so Actions is on a phone's screen (issue 28).
 *
 *   <DataTable
 *     caption="Lenders"
 *     columns={[{ key: "name", header: "Name", cell: (l) => l.name, sortable: true }]}
 *     rows={query.data?.items} rowKey={(l) => l.id}
 *     loading={query.isPending} error={query.error} onRetry={() => query.refetch()}
 *     emptyMessage="No lenders yet"
 *     page={state.page} pages={query.data?.pages ?? 1}
 *     onPageChange={(page) => update((s) => ({ ...s, page }))}
 *     sort={state.sort} onSortChange={(sort) => update((s) => ({ ...s, ...sort, page: 1 }))}
 *   />
 */
import {
  Alert,
  Button,
  Skeleton,
  Stack,
  Table,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from "@mantine/core";
import { IconArrowDown, IconArrowsSort, IconArrowUp } from "@tabler/icons-react";
import { type ReactNode, useId } from "react";
import classes from "./data-table.module.css";
import { Pager } from "./pager";

export type SortDirection = "asc" | "desc";

export interface DataTableSort {
  key: string;
  direction: SortDirection;
}

export interface DataTableColumn<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** The header becomes a button that sorts by this column (`onSortChange` required). */
  sortable?: boolean;
  align?: "left" | "center" | "right";
  width?: number | string;
}

export interface DataTableProps<Row> {
  /** The table's accessible name; shown above it unless `captionHidden`. */
  caption: string;
  captionHidden?: boolean;
  columns: readonly DataTableColumn<Row>[];
  /** This page's rows; undefined while nothing has loaded. */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  /** First load: skeleton rows. */
  loading?: boolean;
  /** A later fetch (another page or sort) is running: the rows stay, marked busy. */
  fetching?: boolean;
  /** A failed load: the message and 'Try again' instead of the rows. */
  error?: unknown;
  errorMessage?: string;
  onRetry?: () => void;
  emptyMessage?: ReactNode;
  page?: number;
  pages?: number;
  onPageChange?: (page: number) => void;
  sort?: DataTableSort | null;
  onSortChange?: (sort: DataTableSort) => void;
  /** Width under which the table scrolls sideways rather than squeezing its columns (from `sm` up). */
  minWidth?: number;
  skeletonRows?: number;
}

const ARIA_SORT = { asc: "ascending", desc: "descending" } as const;

function nextSort(column: string, current: DataTableSort | null | undefined): DataTableSort {
  if (current?.key === column && current.direction === "asc") {
    return { key: column, direction: "desc" };
  }
  return { key: column, direction: "asc" };
}

function SortHeader<Row>({
  column,
  sort,
  onSortChange,
}: {
  column: DataTableColumn<Row>;
  sort: DataTableSort | null | undefined;
  onSortChange: (sort: DataTableSort) => void;
}) {
  const direction = sort?.key === column.key ? sort.direction : null;
  const Icon =
    direction === "asc" ? IconArrowUp : direction === "desc" ? IconArrowDown : IconArrowsSort;
  return (
    <UnstyledButton
      onClick={() => onSortChange(nextSort(column.key, sort))}
      style={{ display: "inline-flex", alignItems: "center", gap: 4, fontWeight: 700 }}
    >
      {column.header}
      <Icon size={14} aria-hidden="true" />
    </UnstyledButton>
  );
}

export function DataTable<Row>(props: DataTableProps<Row>) {
  const {
    caption,
    columns,
    rows,
    rowKey,
    sort,
    onSortChange,
    minWidth = 640,
    skeletonRows = 5,
  } = props;
  const captionId = useId();

  if (props.error) {
    return (
      <Alert color="red" title={`${caption}: could not load`} role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">
            {props.errorMessage ?? "Something went wrong while loading. Please try again."}
          </Text>
          {props.onRetry ? (
            <Button size="xs" variant="default" onClick={props.onRetry}>
              Try again
            </Button>
          ) : null}
        </Stack>
      </Alert>
    );
  }

  const loading = props.loading || rows === undefined;
  const captionText = props.captionHidden ? <VisuallyHidden>{caption}</VisuallyHidden> : caption;

  let body: ReactNode;
  if (loading) {
    body = Array.from({ length: skeletonRows }, (_, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
      <Table.Tr key={index} aria-hidden="true">
        {columns.map((column) => (
          <Table.Td key={column.key}>
            <Skeleton height={14} radius="sm" />
          </Table.Td>
        ))}
      </Table.Tr>
    ));
  } else if (rows.length === 0) {
    body = (
      <Table.Tr>
        <Table.Td colSpan={columns.length}>
          <Text c="dimmed" ta="center" py="lg">
            {props.emptyMessage ?? "Nothing here yet."}
          </Text>
        </Table.Td>
      </Table.Tr>
    );
  } else {
    body = rows.map((row) => (
      <Table.Tr key={rowKey(row)}>
        {columns.map((column) => (
          <Table.Td key={column.key} ta={column.align} data-label={column.header}>
            {column.cell(row)}
          </Table.Td>
        ))}
      </Table.Tr>
    ));
  }

  return (
    <Stack gap="md">
      <Table.ScrollContainer
        minWidth={minWidth}
        type="native"
        className={classes.scroll}
        // Keyboard users scroll a region that is wider than the screen (WCAG 2.1.1).
        tabIndex={0}
        role="region"
        aria-labelledby={captionId}
      >
        <Table
          className={classes.table}
          striped
          highlightOnHover
          verticalSpacing="sm"
          aria-busy={loading || props.fetching ? true : undefined}
          style={{ opacity: props.fetching && !loading ? 0.6 : undefined }}
        >
          <Table.Caption id={captionId} style={{ captionSide: "top", textAlign: "left" }}>
            {captionText}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th
                  key={column.key}
                  scope="col"
                  ta={column.align}
                  w={column.width}
                  aria-sort={
                    column.sortable
                      ? sort?.key === column.key
                        ? ARIA_SORT[sort.direction]
                        : "none"
                      : undefined
                  }
                >
                  {column.sortable && onSortChange ? (
                    <SortHeader column={column} sort={sort} onSortChange={onSortChange} />
                  ) : (
                    column.header
                  )}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{body}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {loading ? <VisuallyHidden role="status">Loading {caption}...</VisuallyHidden> : null}
      {props.page && props.pages && props.onPageChange ? (
        <Pager
          page={props.page}
          pages={props.pages}
          onChange={props.onPageChange}
          disabled={loading || props.fetching}
        />
      ) : null}
    </Stack>
  );
}
