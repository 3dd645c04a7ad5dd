import { Button, NativeSelect, Stack, TextInput } from "@mantine/core";
import {
  CALCULATOR_FIELDS,
  CALCULATOR_PARAM,
  type CalculatorField,
  type CalculatorKind,
  LENDER_PARAM,
  STATE_PARAM,
} from "@/domain/calculators/calculator-fields";
import { CALCULATORS_PATH } from "@/domain/calculators/calculator-links";
import { US_STATES } from "@/domain/reference/us-states";
import { ResponsiveGrid } from "@/web/components/responsive-grid";

const STATE_OPTIONS = [
  { value: "", label: "Not chosen" },
  ...US_STATES.map((state) => ({ value: state.code, label: state.name })),
];

interface CalculatorFormProps {
  kind: CalculatorKind;
  lender: string | null;
  values: Record<string, string>;
  errors: Record<string, string>;
  onChange: (name: string, value: string) => void;
  /** With JavaScript the results are live: 'Calculate' only takes the reader to them. */
  onCalculate: () => void;
}

function sideOf(field: CalculatorField) {
  if (field.unit === "usd") return { leftSection: "$" };
  if (field.unit === "percent") return { rightSection: "%" };
  return {};
}

/**
 * A calculator's inputs as a GET form: its names are the query's, so without JavaScript
 * 'Calculate' asks the server for the page with the results; with it, every change recomputes.
 */
export function CalculatorForm({
  kind,
  lender,
  values,
  errors,
  onChange,
  onCalculate,
}: CalculatorFormProps) {
  return (
    <form
      method="get"
      action={CALCULATORS_PATH}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onCalculate();
      }}
    >
      <input type="hidden" name={CALCULATOR_PARAM} value={kind} />
      {lender ? <input type="hidden" name={LENDER_PARAM} value={lender} /> : null}
      <Stack gap="md">
        <ResponsiveGrid cols={{ base: 1, xs: 2 }} spacing="md">
          {(CALCULATOR_FIELDS[kind] as readonly CalculatorField[]).map((field) => (
            <TextInput
              key={field.name}
              name={field.name}
              label={field.label}
              description={field.help}
              inputMode={field.unit === "months" ? "numeric" : "decimal"}
              autoComplete="off"
              required={!field.optional}
              value={values[field.name] ?? ""}
              error={errors[field.name]}
              onChange={(event) => onChange(field.name, event.currentTarget.value)}
              {...sideOf(field)}
            />
          ))}
          <NativeSelect
            name={STATE_PARAM}
            label="Property state"
            description="Optional: sent with the deal."
            data={STATE_OPTIONS}
            value={values[STATE_PARAM] ?? ""}
            error={errors[STATE_PARAM]}
            onChange={(event) => onChange(STATE_PARAM, event.currentTarget.value)}
          />
        </ResponsiveGrid>
        <Button type="submit" w={{ base: "100%", xs: "auto" }}>
          Calculate
        </Button>
      </Stack>
    </form>
  );
}
