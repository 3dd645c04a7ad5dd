import { Button, NativeSelect, Paper, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import {
  CALCULATOR_FIELDS,
  CALCULATOR_TITLES,
  type CalculatorField,
} from "@/domain/calculators/calculator-fields";
import { dealAmount } from "@/domain/calculators/calculator-links";
import { readCalculatorQuery } from "@/domain/calculators/calculator-reader";
import { maxLoanAtDscr } from "@/domain/calculators/dscr";
import { computeFixAndFlip, FLIP_LIMIT_LABELS } from "@/domain/calculators/fix-and-flip";
import { formatUsd } from "@/domain/reference/format";
import { ResponsiveGrid } from "@/web/components/responsive-grid";
import { SizeAmountButton } from "./size-amount-button";

type SizerKind = "flip" | "dscr";

/** The inputs the maximum loan depends on (the others keep the calculators' starting values). */
const SIZER_FIELDS: Record<SizerKind, readonly string[]> = {
  flip: ["purchase", "rehab", "arv", "ltv", "ltc", "ltarv"],
  dscr: ["rent", "vacancy", "taxes", "insurance", "hoa", "rate", "term"],
};

function fieldsOf(kind: SizerKind): CalculatorField[] {
  const all = CALCULATOR_FIELDS[kind] as readonly CalculatorField[];
  return all.filter((field) => SIZER_FIELDS[kind].includes(field.name));
}

function sized(kind: SizerKind, values: Record<string, string>) {
  const params = new URLSearchParams(values);
  if (kind === "flip") {
    const { input, errors } = readCalculatorQuery("flip", params);
    if (!input) return { errors };
    const result = computeFixAndFlip(input);
    return {
      errors,
      amount: dealAmount(result.maxLoan),
      note: `The most the limits allow: set by ${FLIP_LIMIT_LABELS[result.binding].toLowerCase()}.`,
    };
  }
  const { input, errors } = readCalculatorQuery("dscr", params);
  if (!input) return { errors };
  return {
    errors,
    amount: dealAmount(maxLoanAtDscr(input, 1.25)),
    note: "The largest loan whose payment leaves a DSCR of 1.25 (amortising, fixed rate).",
  };
}

export interface AmountSizerProps {
  /** The request's loan type: a rental request starts on the DSCR sizer. */
  loanType: string | null;
  onUse: (amount: number) => void;
  /** Opened at once: 'Size the amount' was pressed while this code loaded. */
  defaultOpen?: boolean;
}

/**
 * 'Size the amount' in the submit dialog (issue 32): the fix-and-flip maximum (LTV, LTC,
 * LTARV) or the DSCR maximum at 1.25 fills the Loan Amount. Loaded when the dialog shows it.
 */
export default function AmountSizer({ loanType, onUse, defaultOpen = false }: AmountSizerProps) {
  const [open, setOpen] = useState(defaultOpen);
  const [kind, setKind] = useState<SizerKind>(loanType === "rental_property" ? "dscr" : "flip");
  const [values, setValues] = useState<Record<string, string>>({});
  if (!open) {
    return <SizeAmountButton onClick={() => setOpen(true)} />;
  }
  const fields = fieldsOf(kind);
  const shown = Object.fromEntries(
    fields.map((field) => [field.name, values[`${kind}.${field.name}`] ?? field.initial]),
  );
  const { errors, amount, note } = sized(kind, shown);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Size the amount">
      <Stack gap="sm">
        <NativeSelect
          label="Size with"
          data={(["flip", "dscr"] as const).map((each) => ({
            value: each,
            label: CALCULATOR_TITLES[each],
          }))}
          value={kind}
          onChange={(event) => setKind(event.currentTarget.value === "dscr" ? "dscr" : "flip")}
        />
        <ResponsiveGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {fields.map((field) => (
            <TextInput
              key={field.name}
              label={field.label}
              inputMode="decimal"
              autoComplete="off"
              value={shown[field.name] ?? ""}
              error={errors[field.name]}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setValues((current) => ({ ...current, [`${kind}.${field.name}`]: value }));
              }}
            />
          ))}
        </ResponsiveGrid>
        {amount !== undefined ? (
          <>
            <Text size="sm" aria-live="polite">
              Maximum loan: <strong>{formatUsd(amount)}</strong>. {note}
            </Text>
            <Button variant="light" onClick={() => onUse(amount)} w="fit-content">
              Use {formatUsd(amount)} as the Loan Amount
            </Button>
          </>
        ) : null}
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => setOpen(false)}
          aria-expanded
          w="fit-content"
        >
          Hide the sizing
        </Button>
      </Stack>
    </Paper>
  );
}
