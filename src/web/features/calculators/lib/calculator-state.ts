/**
 * A calculator's state on the page (issue 32): the inputs start from the URL's query (so a
 * shared link shows the same deal, and the server renders its results without JavaScript);
 * with JavaScript each keystroke recomputes and rewrites the query in place, outside the
 * router (no navigation, no progress bar, no history entry per keystroke), so the address bar
 * is always the link to share.
 */
import { useCallback, useMemo, useState } from "react";
import { computeBridge } from "@/domain/calculators/bridge";
import {
  CALCULATOR_PARAM,
  type CalculatorKind,
  LENDER_PARAM,
  STATE_PARAM,
} from "@/domain/calculators/calculator-fields";
import { type CalculatorInput, readCalculatorQuery } from "@/domain/calculators/calculator-reader";
import { computeDscr } from "@/domain/calculators/dscr";
import { computeFixAndFlip } from "@/domain/calculators/fix-and-flip";

export type CalculatorOutcome =
  | { kind: "flip"; input: CalculatorInput<"flip">; result: ReturnType<typeof computeFixAndFlip> }
  | { kind: "dscr"; input: CalculatorInput<"dscr">; result: ReturnType<typeof computeDscr> }
  | { kind: "bridge"; input: CalculatorInput<"bridge">; result: ReturnType<typeof computeBridge> };

/** The results of valid inputs, or null. */
export function outcomeOf(
  kind: CalculatorKind,
  values: Record<string, string>,
): { outcome: CalculatorOutcome | null; errors: Record<string, string> } {
  const params = new URLSearchParams(values);
  if (kind === "flip") {
    const { input, errors } = readCalculatorQuery("flip", params);
    return { outcome: input && { kind, input, result: computeFixAndFlip(input) }, errors };
  }
  if (kind === "dscr") {
    const { input, errors } = readCalculatorQuery("dscr", params);
    return { outcome: input && { kind, input, result: computeDscr(input) }, errors };
  }
  const { input, errors } = readCalculatorQuery("bridge", params);
  return { outcome: input && { kind, input, result: computeBridge(input) }, errors };
}

/** The query of a calculator's inputs: which calculator, the lender it came from, the fields. */
export function calculatorSearch(
  kind: CalculatorKind,
  values: Record<string, string>,
  lender: string | null,
): string {
  const params = new URLSearchParams({ [CALCULATOR_PARAM]: kind });
  if (lender) params.set(LENDER_PARAM, lender);
  for (const [name, value] of Object.entries(values)) {
    if (name !== STATE_PARAM || value !== "") params.set(name, value);
  }
  return `?${params}`;
}

export function useCalculator(kind: CalculatorKind, search: string, lender: string | null) {
  const [values, setValues] = useState(
    () => readCalculatorQuery(kind, new URLSearchParams(search)).values,
  );
  const { outcome, errors } = useMemo(() => outcomeOf(kind, values), [kind, values]);
  const change = useCallback(
    (name: string, value: string) => {
      setValues((current) => {
        const next = { ...current, [name]: value };
        const query = calculatorSearch(kind, next, lender);
        window.history.replaceState(
          window.history.state,
          "",
          `${window.location.pathname}${query}`,
        );
        return next;
      });
    },
    [kind, lender],
  );
  return { values, outcome, errors, change };
}
