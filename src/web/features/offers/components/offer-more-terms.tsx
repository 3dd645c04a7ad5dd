import {
  Button,
  Group,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
} from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useId, useState } from "react";
import { INTEREST_ON, INTEREST_ON_LABELS, OFFER_LIMITS } from "@/domain/offers";
import { formatUsd } from "@/domain/reference/format";
import { hasMoreTerms, MORE_TERMS_FIELDS, type OfferFormValues } from "./offer-form";

const money = { prefix: "$", thousandSeparator: ",", min: 0, clampBehavior: "none" } as const;
const months = { allowDecimal: false, min: 0, clampBehavior: "none" } as const;
const percent = {
  decimalScale: 3,
  min: 0,
  max: OFFER_LIMITS.feePercent.max,
  clampBehavior: "none",
} as const;

/**
 * The term sheet beyond the base terms (issue 32), folded under 'More terms': itemised fees,
 * rehab holdback and draws, interest basis, minimum interest, extension, exit fee, prepayment
 * penalty steps and reserves. Empty means none. It opens by itself when the offer carries such
 * a term or when one of its fields has an error, so no message is ever hidden.
 */
export function OfferMoreTerms({ form }: { form: UseFormReturnType<OfferFormValues> }) {
  const values = form.getValues();
  const [open, setOpen] = useState(() => hasMoreTerms(values));
  const regionId = useId();
  const interestLabelId = useId();
  const hasError = Object.keys(form.errors).some((key) =>
    MORE_TERMS_FIELDS.some((field) => key === field || key.startsWith(`${field}.`)),
  );
  const shown = open || hasError;
  const gross = typeof values.loanAmount === "number" ? values.loanAmount : null;
  const holdback = typeof values.rehabHoldback === "number" ? values.rehabHoldback : 0;
  const steps = values.prepaymentPenalty;

  return (
    <Stack gap="xs">
      <Group>
        <Button
          variant="subtle"
          px={0}
          aria-expanded={shown}
          aria-controls={regionId}
          onClick={() => setOpen(!shown)}
        >
          {shown ? "Hide more terms" : "More terms"}
        </Button>
        <Text size="sm" c="dimmed">
          Itemised fees, rehab holdback and draws, extension, exit and prepayment terms
        </Text>
      </Group>
      {shown ? (
        <Stack gap="sm" id={regionId} role="group" aria-label="More terms">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <NumberInput
              {...money}
              label="Processing fee ($)"
              {...form.getInputProps("processingFee")}
            />
            <NumberInput
              {...money}
              label="Underwriting fee ($)"
              {...form.getInputProps("underwritingFee")}
            />
            <NumberInput
              {...money}
              label="Rehab holdback ($)"
              description={
                gross !== null && holdback > 0
                  ? `Net loan amount at closing: ${formatUsd(Math.max(0, gross - holdback))}`
                  : "Part of the loan amount released in draws"
              }
              {...form.getInputProps("rehabHoldback")}
            />
            <NumberInput
              {...months}
              label="Number of draws"
              max={OFFER_LIMITS.draws.max}
              description="Equal draws, one a month from month 1"
              {...form.getInputProps("drawCount")}
            />
            <NumberInput
              {...money}
              label="Draw fee ($ per draw)"
              {...form.getInputProps("drawFee")}
            />
            <NumberInput
              {...months}
              label="Minimum interest (months)"
              max={OFFER_LIMITS.term.max}
              description="Months of interest owed even if repaid sooner"
              {...form.getInputProps("minimumInterestMonths")}
            />
            <NumberInput
              {...months}
              label="Extension term (months)"
              max={OFFER_LIMITS.extensionMonths.max}
              {...form.getInputProps("extensionMonths")}
            />
            <NumberInput
              {...percent}
              label="Extension fee (%)"
              description="Of the loan amount, per extension"
              {...form.getInputProps("extensionFeePercent")}
            />
            <NumberInput
              {...percent}
              label="Exit fee (%)"
              description="Of the loan amount, at payoff"
              {...form.getInputProps("exitFeePercent")}
            />
            <NumberInput
              {...money}
              label="Reserves withheld ($)"
              description="Returned unused at payoff"
              {...form.getInputProps("reserves")}
            />
          </SimpleGrid>
          <Stack gap={4}>
            <Text size="sm" fw={500} id={interestLabelId}>
              Interest charged
            </Text>
            <SegmentedControl
              aria-labelledby={interestLabelId}
              data={INTEREST_ON.map((value) => ({ value, label: INTEREST_ON_LABELS[value] }))}
              {...form.getInputProps("interestOn")}
            />
            {form.errors.interestOn ? (
              <Text size="sm" c="red.8" role="alert">
                {form.errors.interestOn}
              </Text>
            ) : null}
          </Stack>
          <Stack gap={4} role="group" aria-label="Prepayment penalty">
            <Text size="sm" fw={500}>
              Prepayment penalty
            </Text>
            <Text size="sm" c="dimmed">
              Percent of the balance when repaid by the end of a month, e.g. 3% to month 4, 2% to
              month 8, 1% to month 12.
            </Text>
            {steps.map((_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: steps have no id; their place is their identity.
              <Group key={index} align="flex-end" gap="xs" wrap="wrap">
                <NumberInput
                  {...months}
                  min={1}
                  w={{ base: "100%", xs: 160 }}
                  label={`Step ${index + 1}: to month`}
                  {...form.getInputProps(`prepaymentPenalty.${index}.throughMonth`)}
                />
                <NumberInput
                  {...percent}
                  w={{ base: "100%", xs: 160 }}
                  label={`Step ${index + 1}: penalty (%)`}
                  {...form.getInputProps(`prepaymentPenalty.${index}.percent`)}
                />
                <Button
                  variant="default"
                  onClick={() => form.removeListItem("prepaymentPenalty", index)}
                >
                  Remove step {index + 1}
                </Button>
              </Group>
            ))}
            {steps.length < OFFER_LIMITS.prepaymentSteps ? (
              <Group>
                <Button
                  variant="default"
                  onClick={() =>
                    form.insertListItem("prepaymentPenalty", { throughMonth: "", percent: "" })
                  }
                >
                  Add penalty step
                </Button>
              </Group>
            ) : null}
          </Stack>
        </Stack>
      ) : null}
    </Stack>
  );
}
