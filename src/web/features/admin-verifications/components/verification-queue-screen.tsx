/**
 * The verification queue (/admin/verifications, issue 35): lenders' evidence by status, the
 * waiting ones first (oldest submitted first, as the API orders them), with when each was
 * submitted and until when the lender's current verification holds. Status and page live in
 * the address.
 */
import { Anchor, SegmentedControl, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { Link } from "react-router";
import { z } from "zod";
import type { AdminVerificationList } from "@/domain/contract/lender-verification";
import {
  VERIFICATION_STATUS_LABELS,
  VERIFICATION_STATUSES,
} from "@/domain/lenders/verification/verification-rules";
import { formatDate, formatDateTime } from "@/domain/reference/dates";
import { DataTable, type DataTableColumn, urlStateCodec, useUrlState } from "@/web/lib/table";
import { useVerificationQueue } from "../api/verifications";
import {
  NOT_VERIFIED_TEXT,
  QUEUE_FILTER_LABELS,
  VERIFICATION_QUEUE_EMPTY,
} from "../lib/verification-format";

type Item = AdminVerificationList["items"][number];

const queueState = z.object({
  status: z.enum(VERIFICATION_STATUSES).default("submitted"),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
const codec = urlStateCodec(queueState);

const columns: DataTableColumn<Item>[] = [
  {
    key: "lender",
    header: "Lender",
    cell: (item) => (
      <Anchor
        component={Link}
        to={`/admin/verifications/${item.lenderId}`}
        size="sm"
        fw={600}
        style={{ overflowWrap: "anywhere" }}
      >
        {item.companyName}
      </Anchor>
    ),
  },
  {
    key: "submitted",
    header: "Submitted",
    cell: (item) => <time dateTime={item.submittedAt}>{formatDateTime(item.submittedAt)}</time>,
  },
  { key: "status", header: "Status", cell: (item) => VERIFICATION_STATUS_LABELS[item.status] },
  {
    key: "expiry",
    header: "Verified until",
    cell: (item) =>
      item.expiresAt ? (
        <time dateTime={item.expiresAt}>{formatDate(item.expiresAt)}</time>
      ) : (
        <Text span size="sm" c="dimmed">
          {NOT_VERIFIED_TEXT}
        </Text>
      ),
  },
];

export function VerificationQueueScreen() {
  const { state, update } = useUrlState(codec);
  const queue = useVerificationQueue({ status: state.status, page: state.page });
  // Four labels side by side do not fit a phone's width: stacked there.
  const narrow = useMediaQuery("(max-width: 36em)");
  const data = queue.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label="Evidence to show"
        value={state.status}
        onChange={(value) =>
          update((s) => ({ ...s, status: value as typeof state.status, page: 1 }))
        }
        data={VERIFICATION_STATUSES.map((status) => ({
          value: status,
          label: QUEUE_FILTER_LABELS[status],
        }))}
        orientation={narrow ? "vertical" : "horizontal"}
        fullWidth={narrow}
        style={{ alignSelf: narrow ? "stretch" : "flex-start" }}
      />
      <DataTable
        caption="Lender verifications"
        captionHidden
        columns={columns}
        rows={data?.items}
        rowKey={(item) => item.lenderId}
        loading={queue.isPending}
        fetching={queue.isPlaceholderData}
        error={queue.isError && !data ? queue.error : undefined}
        onRetry={() => queue.refetch()}
        emptyMessage={VERIFICATION_QUEUE_EMPTY[state.status]}
        page={state.page}
        pages={pages}
        onPageChange={(page) => update((s) => ({ ...s, page }))}
        minWidth={600}
      />
    </Stack>
  );
}
