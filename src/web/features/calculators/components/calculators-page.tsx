import { Anchor, Container, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useRef } from "react";
import { Link, useLocation } from "react-router";
import {
  CALCULATOR_PARAM,
  CALCULATOR_TITLES,
  type CalculatorKind,
  DEFAULT_CALCULATOR,
  isCalculatorKind,
  LENDER_PARAM,
} from "@/domain/calculators/calculator-fields";
import { ResponsiveGrid } from "@/web/components/responsive-grid";
import { getLenderProfileQueryOptions } from "@/web/features/lender-profile";
import { useCalculator } from "../lib/calculator-state";
import { CalculatorForm } from "./calculator-form";
import { CalculatorResults } from "./calculator-results";
import { CalculatorTabs } from "./calculator-tabs";

/** The query's calculator (fix and flip by default) and the lender it was opened from. */
export function calculatorOfSearch(search: string): {
  kind: CalculatorKind;
  lender: string | null;
} {
  const params = new URLSearchParams(search);
  const kind = params.get(CALCULATOR_PARAM);
  return {
    kind: isCalculatorKind(kind) ? kind : DEFAULT_CALCULATOR,
    lender: params.get(LENDER_PARAM)?.trim() || null,
  };
}

function LenderNote({ slug }: { slug: string }) {
  const profile = useQuery(getLenderProfileQueryOptions(slug));
  const lender = profile.data?.lender;
  if (!lender) return null;
  return (
    <Text>
      Prefilled with the limits and lowest rate {lender.companyName} publishes for this loan type.{" "}
      <Anchor component={Link} to={`/lender/${encodeURIComponent(lender.slug)}`}>
        Back to {lender.companyName}
      </Anchor>
    </Text>
  );
}

function CalculatorPanel({
  kind,
  lender,
  search,
}: {
  kind: CalculatorKind;
  lender: string | null;
  search: string;
}) {
  const { values, outcome, errors, change } = useCalculator(kind, search, lender);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  return (
    <Stack gap="md">
      <Title order={2}>{CALCULATOR_TITLES[kind]} calculator</Title>
      {lender ? <LenderNote slug={lender} /> : null}
      <ResponsiveGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <CalculatorForm
          kind={kind}
          lender={lender}
          values={values}
          errors={errors}
          onChange={change}
          onCalculate={() => resultsHeading.current?.focus()}
        />
        <CalculatorResults
          kind={kind}
          outcome={outcome}
          lender={lender}
          headingRef={resultsHeading}
        />
      </ResponsiveGrid>
    </Stack>
  );
}

/**
 * /calculators (issue 32): fix and flip, rental DSCR and bridge. Server-rendered with the
 * results of the URL's inputs (they work without JavaScript), live with it; no account or
 * contact details needed.
 */
export function CalculatorsPage() {
  const { search } = useLocation();
  const { kind, lender } = calculatorOfSearch(search);
  return (
    <Container py={{ base: "lg", sm: "xl" }}>
      <Stack gap="lg">
        <div>
          <Title order={1}>Deal Calculators</Title>
          <Text c="dimmed" mt="xs" maw={720}>
            Size a fix and flip, rental or bridge loan before you ask for one: the most a lender's
            limits allow, the cash you need, the payment and the return. No account or contact
            details needed; the page's address holds your figures, so you can share it.
          </Text>
        </div>
        <CalculatorTabs kind={kind} lender={lender} />
        {/* A new calculator, lender or link starts from its own query. */}
        <CalculatorPanel
          key={`${kind}|${lender}|${search}`}
          kind={kind}
          lender={lender}
          search={search}
        />
      </Stack>
    </Container>
  );
}
