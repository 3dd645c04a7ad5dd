/**
 * The privacy log (/admin/privacy, issue 33): requests to know (data downloads) and to delete,
 * newest first, with when each was asked and answered and until when the record is kept. A
 * deleted account is shown by its subject hash only (SHA-256 of its id).
 */
import { Anchor, NativeSelect, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { z } from "zod";
import type { PrivacyRequest } from "@/domain/contract/privacy";
import { PRIVACY_REQUEST_KINDS } from "@/domain/privacy/privacy-rules";
import { formatDate, formatDateTime } from "@/domain/reference/dates";
import { DataTable, type DataTableColumn, urlStateCodec, useUrlState } from "@/web/lib/table";
import { usePrivacyRequests } from "../api/privacy-requests";

export const PRIVACY_LOG_EMPTY = "No privacy requests yet";

export const PRIVACY_KIND_LABELS = {
  export: "Request to know (download)",
  delete: "Request to delete",
} as const;

const logState = z.object({
  kind: z.enum(PRIVACY_REQUEST_KINDS).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
const codec = urlStateCodec(logState);

const columns: DataTableColumn<PrivacyRequest>[] = [
  {
    key: "requestedAt",
    header: "Asked",
    width: 150,
    cell: (row) => <time dateTime={row.requestedAt}>{formatDateTime(row.requestedAt)}</time>,
  },
  { key: "kind", header: "Request", cell: (row) => PRIVACY_KIND_LABELS[row.kind] },
  {
    key: "account",
    header: "Account",
    cell: (row) =>
      row.userId && row.email ? (
        <Anchor component={Link} to={`/admin/users/${row.userId}`} size="sm">
          {row.email}
        </Anchor>
      ) : (
        <Text size="sm" c="dimmed">
          Deleted · <code title={row.subjectHash}>{row.subjectHash.slice(0, 12)}</code>
        </Text>
      ),
  },
  { key: "role", header: "Role", cell: (row) => row.userType },
  {
    key: "completedAt",
    header: "Answered",
    width: 150,
    cell: (row) =>
      row.completedAt ? (
        <time dateTime={row.completedAt}>{formatDateTime(row.completedAt)}</time>
      ) : (
        "Open"
      ),
  },
  {
    key: "retainUntil",
    header: "Record kept until",
    cell: (row) => <time dateTime={row.retainUntil}>{formatDate(row.retainUntil)}</time>,
  },
];

export function PrivacyRequestsScreen() {
  const { state, update } = useUrlState(codec);
  const log = usePrivacyRequests({ kind: state.kind, page: state.page });
  const data = log.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <Stack gap="md">
      <NativeSelect
        label="Request"
        maw={320}
        value={state.kind ?? ""}
        data={[
          { value: "", label: "All requests" },
          ...PRIVACY_REQUEST_KINDS.map((kind) => ({
            value: kind,
            label: PRIVACY_KIND_LABELS[kind],
          })),
        ]}
        onChange={(event) => {
          const value = event.currentTarget.value;
          update((s) => ({
            ...s,
            kind: value ? (value as (typeof PRIVACY_REQUEST_KINDS)[number]) : undefined,
            page: 1,
          }));
        }}
      />
      <Text size="sm" c="dimmed" aria-live="polite">
        {data ? `${data.total} ${data.total === 1 ? "request" : "requests"}` : null}
      </Text>
      <DataTable
        caption="Privacy requests"
        captionHidden
        columns={columns}
        rows={data?.items}
        rowKey={(row) => row.id}
        loading={log.isPending}
        fetching={log.isPlaceholderData}
        error={log.isError && !data ? log.error : undefined}
        onRetry={() => log.refetch()}
        emptyMessage={PRIVACY_LOG_EMPTY}
        page={state.page}
        pages={pages}
        onPageChange={(page) => update((s) => ({ ...s, page }))}
        minWidth={760}
      />
    </Stack>
  );
}
