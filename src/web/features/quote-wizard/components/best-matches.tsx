import { Alert, Anchor, Button, Card, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { leadRefusalOf } from "@/domain/lenders/lead-eligibility";
import type { LenderSearchItem } from "@/domain/lenders/lender-dto";
import type { QuoteStep1 } from "@/domain/loan-requests/loan-request-schemas";
import { LOAN_TYPE_INFO } from "@/domain/reference/loan-types";
import { MatchScore, searchLendersQueryOptions } from "@/web/features/lenders";
import {
  type SubmitLender,
  type SubmitPrefill,
  SubmitRequestDialog,
} from "@/web/features/submit-request";
import { listingReturnState } from "@/web/lib/listing-return";
import { BEST_MATCH_COUNT, matchListingUrl, matchSearchParams } from "../lib/quote-matches";

function MatchCard({
  item,
  search,
  onGetQuote,
}: {
  item: LenderSearchItem;
  search: string;
  onGetQuote: () => void;
}) {
  const { lender, match } = item;
  return (
    <Card withBorder radius="md" padding="md" component="li">
      <Group justify="space-between" align="center" wrap="nowrap" gap="sm">
        <Anchor
          component={Link}
          to={`/lender/${encodeURIComponent(lender.slug)}`}
          state={listingReturnState(search)}
          fw={700}
          style={{ overflowWrap: "anywhere" }}
        >
          {lender.companyName}
        </Anchor>
        <MatchScore match={match} />
      </Group>
      <Group justify="flex-end" mt="sm">
        <Button size="xs" onClick={onGetQuote} aria-label={`Get Quote from ${lender.companyName}`}>
          Get Quote
        </Button>
      </Group>
    </Card>
  );
}

/**
 * Beyond the spec: the lenders matching the answers best (the search API, most relevant first,
 * with match scores), a Get Quote for each and a link to the pre-filtered listing.
 */
export function BestMatches({
  answers,
  prefill,
}: {
  answers: QuoteStep1;
  prefill?: SubmitPrefill;
}) {
  const params = matchSearchParams(answers);
  const search = new URLSearchParams(params).toString();
  const query = useQuery(searchLendersQueryOptions(params));
  const [quoteLender, setQuoteLender] = useState<SubmitLender | null>(null);
  const product = LOAN_TYPE_INFO[answers.investmentType].label;
  // Only lenders that may receive the request (issue 27: accepting leads, offering the type).
  const eligible = (query.data?.items ?? []).filter(
    (item) =>
      leadRefusalOf(
        item.lender,
        item.productTypes.map((productType) => ({ productType })),
        answers.investmentType,
      ) === null,
  );

  return (
    <Stack gap="sm" component="section" aria-labelledby="best-matches-heading">
      <Title order={2} fz="lg" id="best-matches-heading">
        Your best-matching {product} lenders
      </Title>
      {query.isPending ? (
        <Stack gap="xs" aria-busy="true" aria-label="Loading matching lenders...">
          <Skeleton h={72} />
          <Skeleton h={72} />
          <Skeleton h={72} />
        </Stack>
      ) : query.isError ? (
        <Alert color="red" title={`Error loading ${product} lenders`}>
          {query.error.message}
        </Alert>
      ) : eligible.length === 0 ? (
        <Text c="dimmed">
          No lenders match all of your answers yet. Browse every {product} lender instead.
        </Text>
      ) : (
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: "none" }}>
          {eligible.slice(0, BEST_MATCH_COUNT).map((item) => (
            <MatchCard
              key={item.lender.id}
              item={item}
              search={search}
              onGetQuote={() => setQuoteLender({ ...item.lender, productTypes: item.productTypes })}
            />
          ))}
        </Stack>
      )}
      <Anchor component={Link} to={matchListingUrl(answers)} fw={600}>
        {query.data && query.data.matchCount > 0
          ? `See all ${query.data.matchCount} matching ${product} lenders`
          : `Browse ${product} lenders`}
      </Anchor>
      {quoteLender ? (
        <SubmitRequestDialog
          opened
          onClose={() => setQuoteLender(null)}
          lender={quoteLender}
          loanType={answers.investmentType}
          prefill={prefill}
        />
      ) : null}
    </Stack>
  );
}
