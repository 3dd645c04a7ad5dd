import { Checkbox, NativeSelect, SimpleGrid, Stack } from "@mantine/core";
import { EXPERIENCE_OPTIONS } from "@/domain/accounts/experience";
import { LENDING_CRITERIA, type LendingCriterion } from "@/domain/lenders/lending-criteria";
import type { LoanType } from "@/domain/reference/loan-types";
import { useLenderFormContext } from "./lender-form-context";

/** Each criterion as the form names it: the field that sets it. */
const HARD_LIMIT_LABELS: Record<LendingCriterion, string> = {
  state: "States",
  loanAmount: "Loan amount range",
  creditScore: "Minimum credit score",
  ltv: "Max LTV",
  ltc: "Max LTC",
  arv: "Max LTARV",
  propertyType: "Collateral types",
  experience: "Minimum borrower experience",
};

/**
 * A product's buy box beyond the figures above it (issue 31): the borrower's minimum
 * experience and which criteria are hard limits. A request known to break a hard limit is not
 * sent to the lender (domain/lenders/lending-criteria.ts).
 */
export function LendingCriteriaFields({ type, label }: { type: LoanType; label: string }) {
  const form = useLenderFormContext();
  const path = `products.${type}` as const;
  return (
    <Stack gap="sm">
      <NativeSelect
        label="Minimum Borrower Experience"
        data={[
          { value: "", label: "No minimum" },
          ...EXPERIENCE_OPTIONS.filter((o) => o.value !== "none").map((o) => ({
            value: o.value,
            label: o.label,
          })),
        ]}
        {...form.getInputProps(`${path}.minimumExperience`)}
        style={{ maxWidth: "20rem" }}
      />
      <Checkbox.Group
        label="Hard limits"
        description={`Requests known to break a hard limit are not sent to you for ${label} loans; borrowers see what would make them eligible. Other criteria only inform the match.`}
        {...form.getInputProps(`${path}.hardLimits`)}
      >
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs" mt="xs">
          {LENDING_CRITERIA.map((criterion) => (
            <Checkbox
              key={criterion}
              value={criterion}
              label={HARD_LIMIT_LABELS[criterion]}
              size="sm"
            />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
    </Stack>
  );
}
