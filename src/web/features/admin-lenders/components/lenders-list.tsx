/**
 * Spec 2 'Admin area' Lenders: name search (on the server), the sortable name column, the
 * table of name, email, website, status and actions, paging by 50, add, edit and delete with
 * confirmation, and the empty states 'Add Your First Lender' and 'No lenders found'. The
 * search, sort and page live in the URL (table kit). Used by /admin/lenders and the Lenders
 * tab of /admin-legacy.
 */
import { Anchor, Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconEdit, IconPlus, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { z } from "zod";
import { ADMIN_LENDER_SORTS, type AdminLenderRow } from "@/domain/contract/admin-lenders";
import { CsvDownloadLink } from "@/web/components/csv-download-link";
import { readableUrl, UrlText } from "@/web/components/url-text";
import {
  DataTable,
  type DataTableColumn,
  SearchField,
  urlStateCodec,
  useUrlState,
} from "@/web/lib/table";
import { useAdminLenders } from "../api/lenders";
import { DeleteLenderDialog } from "./delete-lender-dialog";
import { LenderBadges } from "./lender-badges";

const listState = z.object({
  q: z.string().optional(),
  sort: z.enum(ADMIN_LENDER_SORTS).default("asc"),
  page: z.coerce.number().int().min(1).default(1),
});
const codec = urlStateCodec(listState);

function websiteHref(website: string): string {
  return /^https?:\/\//i.test(website) ? website : `https://${website}`;
}

function columns(onDelete: (row: AdminLenderRow) => void): DataTableColumn<AdminLenderRow>[] {
  return [
    {
      key: "name",
      header: "Name",
      sortable: true,
      cell: (row) => (
        <Anchor component={Link} to={`/admin/lenders/${row.id}`} fw={600}>
          {row.companyName}
        </Anchor>
      ),
    },
    {
      key: "email",
      header: "Email",
      // A long address wraps rather than widening the table past its container (issue 28).
      cell: (row) => (row.email ? <UrlText text={row.email} /> : <Text c="dimmed">—</Text>),
    },
    {
      key: "website",
      header: "Website",
      cell: (row) =>
        row.website ? (
          <Anchor href={websiteHref(row.website)} target="_blank" rel="noopener noreferrer">
            <UrlText text={readableUrl(row.website)} />
          </Anchor>
        ) : (
          <Text c="dimmed">—</Text>
        ),
    },
    {
      key: "status",
      header: "Status",
      cell: (row) => (
        <LenderBadges
          isActive={row.isActive}
          acceptingLeads={row.acceptingLeads}
          hasUser={row.hasUser}
          namePending={row.pendingCompanyName !== null}
        />
      ),
    },
    {
      key: "actions",
      header: "Actions",
      cell: (row) => (
        <Group gap={6} wrap="nowrap">
          <Button
            component={Link}
            to={`/admin/lenders/${row.id}`}
            size="xs"
            variant="default"
            leftSection={<IconEdit size={14} aria-hidden="true" />}
            aria-label={`Edit ${row.companyName}`}
          >
            Edit
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden="true" />}
            onClick={() => onDelete(row)}
            aria-label={`Delete ${row.companyName}`}
          >
            Delete
          </Button>
        </Group>
      ),
    },
  ];
}

export function LendersList({ headingOrder = 1 }: { headingOrder?: 1 | 2 }) {
  const { state, update } = useUrlState(codec);
  const query = useAdminLenders({ q: state.q, sort: state.sort, page: state.page });
  const [deleting, setDeleting] = useState<AdminLenderRow | null>(null);

  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const noLendersAtAll = data !== undefined && data.total === 0 && !state.q;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Title order={headingOrder}>Lenders</Title>
        <Group gap="md">
          <CsvDownloadLink href="/api/admin/exports/lenders" label="Download lenders (CSV)" />
          <CsvDownloadLink href="/api/admin/exports/products" label="Download products (CSV)" />
        </Group>
        <Button
          component={Link}
          to="/admin/lenders/new"
          leftSection={<IconPlus size={16} aria-hidden="true" />}
        >
          Add Lender
        </Button>
      </Group>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <SearchField
          label="Search lenders"
          placeholder="Search by name or email..."
          value={state.q ?? ""}
          onSearch={(q) => update((s) => ({ ...s, q: q || undefined, page: 1 }), { replace: true })}
          w={{ base: "100%", xs: 320 }}
        />
        {data ? (
          <Text size="sm" c="dimmed" role="status">
            {data.total === 1 ? "1 lender" : `${data.total.toLocaleString("en-US")} lenders`}
          </Text>
        ) : null}
      </Group>
      {noLendersAtAll ? (
        <Stack align="center" gap="sm" py="xl">
          <Text c="dimmed">No lenders found</Text>
          <Button
            component={Link}
            to="/admin/lenders/new"
            leftSection={<IconPlus size={16} aria-hidden="true" />}
          >
            Add Your First Lender
          </Button>
        </Stack>
      ) : (
        <DataTable
          caption="Lenders"
          captionHidden
          columns={columns(setDeleting)}
          rows={data?.items}
          rowKey={(row) => row.id}
          loading={query.isPending}
          fetching={query.isFetching && !query.isPending}
          error={query.isError ? query.error : undefined}
          onRetry={() => void query.refetch()}
          emptyMessage="No lenders found"
          page={state.page}
          pages={pages}
          onPageChange={(page) => update((s) => ({ ...s, page }))}
          sort={{ key: "name", direction: state.sort }}
          onSortChange={(sort) => update((s) => ({ ...s, sort: sort.direction, page: 1 }))}
          minWidth={820}
        />
      )}
      <DeleteLenderDialog lender={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
