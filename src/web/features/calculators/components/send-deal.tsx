import { Button, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { type MouseEvent, useMemo, useState } from "react";
import { Link } from "react-router";
import { CALCULATOR_LOAN_TYPES } from "@/domain/calculators/calculator-fields";
import { reformatAmountInput } from "@/domain/loan-requests/loan-amount";
import { formatUsd } from "@/domain/reference/format";
import { LOAN_TYPE_INFO } from "@/domain/reference/loan-types";
import { getLenderProfileQueryOptions } from "@/web/features/lender-profile";
import type { SubmitPrefill } from "@/web/features/submit-request";
import { SubmitRequestDialog } from "@/web/features/submit-request/components/deferred-submit-request-dialog";
import type { CalculatorOutcome } from "../lib/calculator-state";
import { dealAmountOf } from "../lib/figures";

/** The query the listing and the lender page read their Get Quote prefill from (issue 28). */
function prefillSearch(amount: number, state: string | undefined, loanType?: string): string {
  const params = new URLSearchParams();
  if (loanType) params.set("loanType", loanType);
  if (state) params.set("location", state);
  params.set("loanAmount", String(amount));
  return `?${params}`;
}

/**
 * 'Send this deal' (issue 32): the request form starts with the calculator's loan type, amount
 * and state. From a lender's calculator it opens that lender's 'Submit Loan Request' dialog
 * here (a link to the lender page with the same prefill without JavaScript); otherwise it opens
 * the loan type's lenders filtered by the amount and state, whose Get Quote prefills the same way.
 */
export function SendDeal({
  outcome,
  lender,
}: {
  outcome: CalculatorOutcome;
  lender: string | null;
}) {
  const loanType = CALCULATOR_LOAN_TYPES[outcome.kind];
  const label = LOAN_TYPE_INFO[loanType].label;
  const amount = dealAmountOf(outcome);
  const state = outcome.input.propertyState;
  const profile = useQuery({
    ...getLenderProfileQueryOptions(lender ?? ""),
    enabled: Boolean(lender),
  });
  const [open, setOpen] = useState(false);
  const prefill = useMemo<SubmitPrefill>(
    () => ({
      request: {
        loanAmount: reformatAmountInput(String(amount)) ?? "",
        ...(state ? { propertyState: state } : {}),
      },
    }),
    [amount, state],
  );
  const target = lender ? profile.data : null;
  const offered = target?.products.some((product) => product.productType === loanType) ?? false;
  const summary = `${label} loan of ${formatUsd(amount)}${state ? ` in ${state}` : ""}`;

  if (target?.lender.acceptingLeads && offered) {
    const submitLender = {
      id: target.lender.id,
      companyName: target.lender.companyName,
      productTypes: target.products.map((product) => product.productType),
    };
    return (
      <Stack gap="xs">
        <Button
          component="a"
          href={`/lender/${encodeURIComponent(target.lender.slug)}${prefillSearch(amount, state, loanType)}`}
          onClick={(event: MouseEvent) => {
            event.preventDefault();
            setOpen(true);
          }}
        >
          Send this deal to {target.lender.companyName}
        </Button>
        <Text size="sm" c="dimmed">
          Starts a loan request for a {summary}. You can change every answer before sending.
        </Text>
        <SubmitRequestDialog
          opened={open}
          onClose={() => setOpen(false)}
          lender={submitLender}
          loanType={loanType}
          prefill={prefill}
        />
      </Stack>
    );
  }
  return (
    <Stack gap="xs">
      <Button
        component={Link}
        to={`${LOAN_TYPE_INFO[loanType].route}${prefillSearch(amount, state)}`}
      >
        Send this deal
      </Button>
      <Text size="sm" c="dimmed">
        {target && !offered
          ? `${target.lender.companyName} does not offer ${label} loans here. `
          : ""}
        Shows the {label} lenders for a {summary}; each one's Get Quote starts your request with
        these figures.
      </Text>
    </Stack>
  );
}
