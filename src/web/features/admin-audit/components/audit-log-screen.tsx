/**
 * The audit log page (/admin/audit, issue 28): every audit entry, newest first, 50 a page,
 * filtered by actor, target, action and day range; the filters and page live in the address.
 * Names come from the entries themselves (copied when written), so a deleted lender's entries
 * read as before; its name is then plain text marked 'deleted' instead of a link.
 */
import { Anchor, Badge, NativeSelect, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { Link } from "react-router";
import { z } from "zod";
import { AUDIT_ACTION_LABELS } from "@/domain/admin/audit";
import { AUDIT_ACTIONS, type AuditLogEntry } from "@/domain/contract/admin-audit";
import { formatDateTime } from "@/domain/reference/dates";
import {
  DataTable,
  type DataTableColumn,
  SearchField,
  urlStateCodec,
  useUrlState,
} from "@/web/lib/table";
import { useAuditLog } from "../api/audit";
import { auditActionLabel, auditActor, auditSummary } from "../lib/audit-format";

export const AUDIT_LOG_EMPTY = "No audit entries found";

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const logState = z.object({
  actor: z.string().max(200).optional(),
  target: z.string().max(200).optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  from: day.optional(),
  to: day.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
const codec = urlStateCodec(logState);

/** The start of a 'yyyy-MM-dd' day in the viewer's zone, plus `days`, as an instant. */
export function dayStart(value: string | undefined, days = 0): string | undefined {
  if (!value) return undefined;
  const [y, m, d] = value.split("-").map(Number);
  const date = new Date(y ?? 0, (m ?? 1) - 1, (d ?? 1) + days);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

function targetHref(entry: AuditLogEntry): string {
  return entry.targetType === "lender"
    ? `/admin/lenders/${entry.targetId}`
    : `/admin/users/${entry.targetId}`;
}

const columns: DataTableColumn<AuditLogEntry>[] = [
  {
    key: "at",
    header: "When",
    width: 150,
    cell: (entry) => <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>,
  },
  {
    key: "actor",
    header: "Actor",
    cell: (entry) => (
      <Text size="sm" style={{ overflowWrap: "anywhere" }}>
        {auditActor(entry)}
      </Text>
    ),
  },
  { key: "action", header: "Action", cell: (entry) => auditActionLabel(entry.action) },
  {
    key: "target",
    header: "Target",
    cell: (entry) =>
      entry.targetExists ? (
        <Anchor
          component={Link}
          to={targetHref(entry)}
          size="sm"
          style={{ overflowWrap: "anywhere" }}
        >
          {entry.targetLabel}
        </Anchor>
      ) : (
        <Text size="sm" style={{ overflowWrap: "anywhere" }}>
          {entry.targetLabel}{" "}
          <Badge size="xs" variant="light" color="gray">
            deleted
          </Badge>
        </Text>
      ),
  },
  {
    key: "details",
    header: "What changed",
    cell: (entry) => (
      <Text size="sm" style={{ overflowWrap: "anywhere" }}>
        {auditSummary(entry) ?? ""}
      </Text>
    ),
  },
];

export function AuditLogScreen() {
  const { state, update } = useUrlState(codec);
  const log = useAuditLog({
    actor: state.actor,
    target: state.target,
    action: state.action,
    from: dayStart(state.from),
    to: dayStart(state.to, 1),
    page: state.page,
  });
  const data = log.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 5 }} spacing="sm">
        <SearchField
          label="Actor"
          placeholder="Name or email"
          value={state.actor ?? ""}
          onSearch={(actor) =>
            update((s) => ({ ...s, actor: actor || undefined, page: 1 }), { replace: true })
          }
        />
        <SearchField
          label="Target"
          placeholder="Lender or user"
          value={state.target ?? ""}
          onSearch={(target) =>
            update((s) => ({ ...s, target: target || undefined, page: 1 }), { replace: true })
          }
        />
        <NativeSelect
          label="Action"
          value={state.action ?? ""}
          data={[
            { value: "", label: "All actions" },
            ...AUDIT_ACTIONS.map((action) => ({
              value: action,
              label: AUDIT_ACTION_LABELS[action],
            })),
          ]}
          onChange={(event) => {
            const value = event.currentTarget.value;
            update((s) => ({
              ...s,
              action: value ? (value as (typeof AUDIT_ACTIONS)[number]) : undefined,
              page: 1,
            }));
          }}
        />
        <TextInput
          type="date"
          label="From"
          value={state.from ?? ""}
          onChange={(event) => {
            const value = event.currentTarget.value;
            update((s) => ({ ...s, from: value || undefined, page: 1 }));
          }}
        />
        <TextInput
          type="date"
          label="To"
          value={state.to ?? ""}
          onChange={(event) => {
            const value = event.currentTarget.value;
            update((s) => ({ ...s, to: value || undefined, page: 1 }));
          }}
        />
      </SimpleGrid>
      <Text size="sm" c="dimmed" aria-live="polite">
        {data ? `${data.total} ${data.total === 1 ? "entry" : "entries"}` : null}
      </Text>
      <DataTable
        caption="Audit log"
        captionHidden
        columns={columns}
        rows={data?.items}
        rowKey={(entry) => entry.id}
        loading={log.isPending}
        fetching={log.isPlaceholderData}
        error={log.isError && !data ? log.error : undefined}
        onRetry={() => log.refetch()}
        emptyMessage={AUDIT_LOG_EMPTY}
        page={state.page}
        pages={pages}
        onPageChange={(page) => update((s) => ({ ...s, page }))}
        minWidth={900}
      />
    </Stack>
  );
}
