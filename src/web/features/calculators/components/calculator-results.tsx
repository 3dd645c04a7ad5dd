import { Alert, Paper, Stack, Text, Title } from "@mantine/core";
import type { RefObject } from "react";
import type { CalculatorKind } from "@/domain/calculators/calculator-fields";
import type { CalculatorOutcome } from "../lib/calculator-state";
import { figuresOf } from "../lib/figures";
import classes from "./calculator-results.module.css";
import { SendDeal } from "./send-deal";

/** What every figure of a calculator rests on (docs/decisions/2026-11-27-calculators.md). */
const ASSUMPTIONS: Record<CalculatorKind, string> = {
  flip: "Assumes the loan is the maximum the limits allow, never more than purchase + rehab; interest-only on the whole loan every month held; points paid at closing; the loan repaid from the sale. Closing costs on the purchase are not included.",
  dscr: "Assumes a fully amortising loan with level monthly payments at a fixed rate; DSCR as rent after vacancy divided by principal, interest, taxes, insurance and HOA. Lenders' own DSCR rules vary.",
  bridge:
    "Assumes interest-only monthly payments on the whole loan at a fixed rate and the loan repaid in one payment at the end of the term; points paid at closing. Extension and exit fees are not included.",
};

interface CalculatorResultsProps {
  kind: CalculatorKind;
  outcome: CalculatorOutcome | null;
  lender: string | null;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/** The results of the inputs, each figure labelled with what it means, and 'Send this deal'. */
export function CalculatorResults({ kind, outcome, lender, headingRef }: CalculatorResultsProps) {
  const figures = outcome ? figuresOf(outcome) : [];
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: "md", sm: "lg" }}
      component="section"
      aria-labelledby="calculator-results"
    >
      <Stack gap="md">
        <Title order={2} fz="h3" id="calculator-results" ref={headingRef} tabIndex={-1}>
          Results
        </Title>
        {outcome ? (
          <dl className={classes.figures} aria-live="polite">
            {figures.map((figure) => (
              <div
                key={figure.label}
                className={classes.figure}
                data-main={figure.main || undefined}
              >
                <dt className={classes.label}>{figure.label}</dt>
                <dd className={classes.value}>{figure.value}</dd>
                {figure.note ? <dd className={classes.note}>{figure.note}</dd> : null}
              </div>
            ))}
          </dl>
        ) : (
          <Alert color="red" title="Check the highlighted fields">
            The results show once every required field holds a valid figure.
          </Alert>
        )}
        <Text size="sm" c="dimmed">
          {ASSUMPTIONS[kind]} Estimates for comparison only, not a loan offer.
        </Text>
        {outcome ? <SendDeal outcome={outcome} lender={lender} /> : null}
      </Stack>
    </Paper>
  );
}
