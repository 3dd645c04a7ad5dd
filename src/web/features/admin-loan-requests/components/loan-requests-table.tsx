/**
 * The admin loan request list (spec 2 'Admin area' Loan requests): search (on the server),
 * Refresh, the count text and a table of Request Name, Email, Amount, Purpose, Status, Created
 * and View, 50 a page. Controlled: the caller keeps the search and page (the admin page in its
 * URL, /admin-legacy in its tab's), so the same table serves both.
 */
import { Badge, Button, Group, Stack, Text } from "@mantine/core";
import { IconEye, IconRefresh } from "@tabler/icons-react";
import { Link } from "react-router";
import type { AdminLoanRequestRow } from "@/domain/contract/admin-loan-requests";
import { formatDate } from "@/domain/reference/dates";
import { formatUsd } from "@/domain/reference/format";
import { CsvDownloadLink } from "@/web/components/csv-download-link";
import { UrlText } from "@/web/components/url-text";
import { DataTable, type DataTableColumn, SearchField } from "@/web/lib/table";
import { useAdminLoanRequests } from "../api/loan-requests";
import {
  INQUIRY_STATUS_COLORS,
  INQUIRY_STATUS_LABELS,
  loanRequestCountText,
  loanRequestPages,
  NO_LOAN_REQUESTS,
  purposeLabel,
} from "../lib/loan-request-format";

export const LOAN_REQUEST_COLUMNS: readonly DataTableColumn<AdminLoanRequestRow>[] = [
  {
    key: "name",
    header: "Request Name",
    cell: (row) => (
      <Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
        {row.displayName}
      </Text>
    ),
  },
  {
    key: "email",
    header: "Email",
    cell: (row) => (row.email ? <UrlText text={row.email} /> : "—"),
  },
  {
    key: "amount",
    header: "Amount",
    align: "right",
    cell: (row) => (row.loanAmount !== null ? formatUsd(row.loanAmount) : "—"),
  },
  { key: "purpose", header: "Purpose", cell: (row) => purposeLabel(row.loanPurpose) },
  {
    key: "status",
    header: "Status",
    cell: (row) => (
      <Badge variant="light" color={INQUIRY_STATUS_COLORS[row.status]}>
        {INQUIRY_STATUS_LABELS[row.status]}
      </Badge>
    ),
  },
  {
    key: "created",
    header: "Created",
    cell: (row) => <time dateTime={row.createdAt}>{formatDate(row.createdAt)}</time>,
  },
  {
    key: "view",
    header: "Actions",
    cell: (row) => (
      <Button
        component={Link}
        to={`/admin/loan-requests/${row.id}`}
        size="xs"
        variant="light"
        leftSection={<IconEye size={14} aria-hidden="true" />}
        aria-label={`View ${row.displayName}`}
      >
        View
      </Button>
    ),
  },
];

export interface LoanRequestsTableProps {
  /** The search in effect ('' for none). */
  search: string;
  page: number;
  onSearchChange: (search: string) => void;
  onPageChange: (page: number) => void;
}

export function LoanRequestsTable({
  search,
  page,
  onSearchChange,
  onPageChange,
}: LoanRequestsTableProps) {
  const query = useAdminLoanRequests({ q: search, page });
  const data = query.data;
  const pages = data ? loanRequestPages(data.total, data.page, data.pageSize, data.totalCapped) : 1;
  const refreshing = query.isFetching && !query.isPending;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <SearchField
          label="Search loan requests"
          placeholder="Name, email or id"
          value={search}
          onSearch={onSearchChange}
          style={{ flex: "1 1 16rem", maxWidth: "28rem" }}
        />
        <CsvDownloadLink
          href="/api/admin/exports/loan-requests"
          label="Download loan requests (CSV)"
        />
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} aria-hidden="true" />}
          onClick={() => query.refetch()}
          loading={refreshing}
          loaderProps={{ type: "dots" }}
        >
          Refresh
        </Button>
      </Group>
      <Text size="sm" c="dimmed" aria-live="polite">
        {data
          ? loanRequestCountText(
              data.total,
              data.page,
              data.pageSize,
              Boolean(search),
              data.totalCapped,
            )
          : null}
      </Text>
      <DataTable
        caption="Loan requests"
        captionHidden
        columns={LOAN_REQUEST_COLUMNS}
        rows={data?.items}
        rowKey={(row) => row.id}
        loading={query.isPending}
        fetching={query.isPlaceholderData}
        error={query.isError && !data ? query.error : undefined}
        onRetry={() => query.refetch()}
        emptyMessage={NO_LOAN_REQUESTS}
        page={page}
        pages={pages}
        onPageChange={onPageChange}
        minWidth={820}
      />
    </Stack>
  );
}
