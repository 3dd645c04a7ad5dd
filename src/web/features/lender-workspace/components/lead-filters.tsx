/**
 * The lead list's search, filters and sort (issue 31): a GET form whose fields are the list's
 * query parameters, so it works before the app's JavaScript runs and a filtered list is a link;
 * with JavaScript the submit updates the address in place. The CSV link downloads the same
 * filtered list (every page).
 */
import { Anchor, Button, Checkbox, Group, NativeSelect, TextInput } from "@mantine/core";
import { IconDownload, IconSearch } from "@tabler/icons-react";
import type { FormEvent } from "react";
import {
  LEAD_ANSWER_FILTERS,
  LEAD_OFFER_FILTERS,
  LEAD_SORTS,
  LEAD_STAGE_FILTERS,
  type LeadListQuery,
  leadListQuerySchema,
} from "@/domain/contract/lender-leads";
import { PIPELINE_STAGE_LABELS } from "@/domain/loan-requests/pipeline";
import { leadExportHref } from "../api/workspace";

export const LEAD_ANSWER_LABELS: Record<LeadListQuery["answer"], string> = {
  all: "All answers",
  pending: "Pending",
  interested: "Interested",
  declined: "Declined",
};
export const LEAD_OFFER_LABELS: Record<LeadListQuery["offer"], string> = {
  all: "All offers",
  none: "No offer",
  sent: "Sent",
  accepted: "Accepted",
  declined: "Declined",
  expired: "Expired",
};
export const LEAD_SORT_LABELS: Record<LeadListQuery["sort"], string> = {
  newest: "Newest",
  amount: "Largest amount",
  oldest_unanswered: "Oldest unanswered",
};
const stageLabel = (value: LeadListQuery["stage"]) =>
  value === "all" ? "All stages" : PIPELINE_STAGE_LABELS[value];

const options = <T extends string>(values: readonly T[], label: (value: T) => string) =>
  values.map((value) => ({ value, label: label(value) }));

export function LeadFilters({
  query,
  onChange,
  action = "/lender-dashboard",
}: {
  query: LeadListQuery;
  /** The new query (page 1) when the form is applied with JavaScript. */
  onChange: (query: LeadListQuery) => void;
  action?: string;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    onChange(leadListQuerySchema.parse({ ...data, page: 1 }));
  };
  // Keyed by the query: a back or forward navigation shows the address's values.
  const key = JSON.stringify(query);
  return (
    <form method="get" action={action} onSubmit={submit} aria-label="Filter leads" key={key}>
      <input type="hidden" name="tab" value="inquiries" />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          name="q"
          type="search"
          label="Search"
          placeholder="Name, city or loan #"
          defaultValue={query.q ?? ""}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          w={{ base: "100%", sm: 240 }}
        />
        <NativeSelect
          name="answer"
          label="Answer"
          defaultValue={query.answer}
          data={options(LEAD_ANSWER_FILTERS, (v) => LEAD_ANSWER_LABELS[v])}
        />
        <NativeSelect
          name="stage"
          label="Stage"
          defaultValue={query.stage}
          data={options(LEAD_STAGE_FILTERS, stageLabel)}
        />
        <NativeSelect
          name="offer"
          label="Offer"
          defaultValue={query.offer}
          data={options(LEAD_OFFER_FILTERS, (v) => LEAD_OFFER_LABELS[v])}
        />
        <NativeSelect
          name="sort"
          label="Sort"
          defaultValue={query.sort}
          data={options(LEAD_SORTS, (v) => LEAD_SORT_LABELS[v])}
        />
        <Checkbox
          name="unread"
          value="1"
          label="Unread messages only"
          defaultChecked={query.unread}
          mb={8}
        />
        <Button type="submit" variant="filled">
          Apply
        </Button>
        <Anchor href={leadExportHref(query)} download mb={8}>
          <IconDownload size={14} aria-hidden="true" style={{ verticalAlign: "-2px" }} /> Download
          CSV
        </Anchor>
      </Group>
    </form>
  );
}
