/**
 * The admin Users page (spec 2 'Admin area'): the filter (All Users, Pending Approval,
 * Approved, Rejected) and search, the pending-lender approval panel, and the paged user table.
 * Filter, search and page live in the address. Approve and reject open their dialogs.
 */
import { SegmentedControl, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useState } from "react";
import { z } from "zod";
import { APPROVAL_FILTER_VALUES } from "@/domain/contract/admin-users";
import { APPROVAL_FILTERS } from "@/domain/reference/statuses";
import { CsvDownloadLink } from "@/web/components/csv-download-link";
import { DataTable, SearchField, urlStateCodec, useUrlState } from "@/web/lib/table";
import { useAdminUsers, useBulkApprove, usePendingLenders } from "../api/users";
import type { ApprovalCandidate } from "../lib/approval";
import { filterLabel, NO_USERS, userCountText } from "../lib/user-format";
import { ApproveDialog } from "./approve-dialog";
import { PendingPanel } from "./pending-panel";
import { RejectDialog } from "./reject-dialog";
import { userColumns } from "./user-columns";

const listState = z.object({
  filter: z.enum(APPROVAL_FILTER_VALUES).default("all"),
  q: z.string().max(200).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
const codec = urlStateCodec(listState);

type Decision = { kind: "approve" | "reject"; user: ApprovalCandidate } | null;

export function UsersScreen() {
  const { state, update } = useUrlState(codec);
  const users = useAdminUsers({ filter: state.filter, q: state.q, page: state.page });
  const pending = usePendingLenders();
  const bulk = useBulkApprove();
  const [decision, setDecision] = useState<Decision>(null);
  // Four labels with counts do not fit a phone's width side by side: stacked there.
  const narrow = useMediaQuery("(max-width: 36em)");
  const data = users.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const columns = userColumns({
    onApprove: (user) => setDecision({ kind: "approve", user }),
    onReject: (user) => setDecision({ kind: "reject", user }),
  });

  return (
    <Stack gap="md">
      <PendingPanel
        users={pending.data?.items ?? []}
        approving={bulk.isPending}
        onApproveSelected={(userIds) => bulk.mutate({ userIds })}
        onApprove={(user) => setDecision({ kind: "approve", user })}
        onReject={(user) => setDecision({ kind: "reject", user })}
      />
      <Stack gap="sm">
        <SegmentedControl
          aria-label="Filter users by approval status"
          value={state.filter}
          onChange={(value) =>
            update((s) => ({ ...s, filter: value as typeof state.filter, page: 1 }))
          }
          data={APPROVAL_FILTERS.map((f) => ({
            value: f.value,
            label: filterLabel(f.label, data?.counts[f.value]),
          }))}
          orientation={narrow ? "vertical" : "horizontal"}
          fullWidth={narrow}
          style={{ alignSelf: narrow ? "stretch" : "flex-start" }}
        />
        <SearchField
          label="Search users"
          placeholder="Email, name or company"
          value={state.q ?? ""}
          onSearch={(q) => update((s) => ({ ...s, q: q || undefined, page: 1 }), { replace: true })}
          style={{ maxWidth: "28rem" }}
        />
        <CsvDownloadLink href="/api/admin/exports/users" label="Download users (CSV)" />
        <Text size="sm" c="dimmed" aria-live="polite">
          {data ? userCountText(data.total, data.page, data.pageSize) : null}
        </Text>
      </Stack>
      <DataTable
        caption="Users"
        captionHidden
        columns={columns}
        rows={data?.items}
        rowKey={(user) => user.id}
        loading={users.isPending}
        fetching={users.isPlaceholderData}
        error={users.isError && !data ? users.error : undefined}
        onRetry={() => users.refetch()}
        emptyMessage={NO_USERS}
        page={state.page}
        pages={pages}
        onPageChange={(page) => update((s) => ({ ...s, page }))}
        minWidth={860}
      />
      {decision?.kind === "approve" ? (
        <ApproveDialog user={decision.user} onClose={() => setDecision(null)} />
      ) : null}
      {decision?.kind === "reject" ? (
        <RejectDialog user={decision.user} onClose={() => setDecision(null)} />
      ) : null}
    </Stack>
  );
}
