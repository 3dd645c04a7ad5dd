/**
 * Spec 2 'Loan Inquiries' with the answers of issue 12 and the desk of issue 31: lead cards,
 * search, filters and sort in the address (GET parameters), 50 a page from the server, the
 * private pipeline and the CSV download.
 */
import { Stack, Text } from "@mantine/core";
import { useState } from "react";
import {
  LEAD_PAGE_SIZE,
  type LeadListQuery,
  type LenderLead,
  leadListQuerySchema,
} from "@/domain/contract/lender-leads";
import type { LenderAnswer } from "@/domain/loan-requests/lender-answers";
import { formatNumber } from "@/domain/reference/format";
import { LenderOfferPanel, useLenderOffers, useOfferLiveUpdates } from "@/web/features/offers";
import { Pager, urlStateCodec, useUrlState } from "@/web/lib/table";
import { leadSearch, useLenderLeads } from "../api/workspace";
import { AnswerDialog } from "./answer-dialog";
import { LeadCard } from "./lead-card";
import { LeadFilters } from "./lead-filters";

export { EMAIL_NOT_CONFIRMED, EMAIL_NOT_CONFIRMED_HINT } from "./lead-card";

export const INQUIRIES_LOADING = "Loading inquiries...";
export const INQUIRIES_EMPTY =
  "No inquiries yet. Inquiries will appear here when borrowers express interest in your services.";
export const INQUIRIES_NONE_MATCH = "No inquiries match these filters.";

const leadCodec = urlStateCodec(leadListQuerySchema);

/** A page's link: the list's query with the tab that shows it (works without JavaScript). */
function pageHref(query: LeadListQuery, page: number): string {
  const search = leadSearch({ ...query, page });
  return `?tab=inquiries${search ? `&${search}` : ""}`;
}

export function InquiriesTab({ enabled, now }: { enabled: boolean; now: Date }) {
  const { state: query, update } = useUrlState(leadCodec);
  const leads = useLenderLeads(query, enabled);
  const [answering, setAnswering] = useState<{ inquiry: LenderLead; answer: LenderAnswer } | null>(
    null,
  );
  const offers = useLenderOffers();
  useOfferLiveUpdates();
  const offersBySubmission = new Map(
    (offers.data?.items ?? []).map((item) => [item.submissionId, item]),
  );
  const data = leads.data;
  const filtered = leadSearch({ ...query, page: 1 }) !== "";
  const pages = data ? Math.max(1, Math.ceil(data.total / LEAD_PAGE_SIZE)) : 1;

  return (
    <Stack gap="md">
      <Text c="dimmed">Borrower inquiries sent to your company</Text>
      <LeadFilters query={query} onChange={(next) => update(() => next)} />
      {!enabled ? (
        <Text>{INQUIRIES_EMPTY}</Text>
      ) : leads.isPending ? (
        <Text role="status">{INQUIRIES_LOADING}</Text>
      ) : !data ? (
        <Text>Unable to load your inquiries. Please try again.</Text>
      ) : data.total === 0 ? (
        <Text>{filtered ? INQUIRIES_NONE_MATCH : INQUIRIES_EMPTY}</Text>
      ) : (
        <>
          <Text size="sm" role="status">
            {data.total === 1 ? "1 inquiry" : `${formatNumber(data.total)} inquiries`}
            {pages > 1 ? ` · page ${formatNumber(data.page)} of ${formatNumber(pages)}` : ""}
          </Text>
          {data.items.map((lead) => (
            <LeadCard
              key={lead.submissionId}
              lead={lead}
              now={now}
              onAnswer={(answer) => setAnswering({ inquiry: lead, answer })}
              offerSlot={
                <LenderOfferPanel
                  submissionId={lead.submissionId}
                  requestTitle={lead.title}
                  requestedAmount={lead.loanAmount}
                  offers={offersBySubmission.get(lead.submissionId)}
                />
              }
            />
          ))}
          <Pager
            page={data.page}
            pages={pages}
            onChange={(page) => update((current) => ({ ...current, page }))}
            hrefOf={(page) => pageHref(query, page)}
          />
        </>
      )}
      {answering ? (
        <AnswerDialog
          inquiry={answering.inquiry}
          answer={answering.answer}
          onClose={() => setAnswering(null)}
        />
      ) : null}
    </Stack>
  );
}
