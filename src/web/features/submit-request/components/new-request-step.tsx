import { SimpleGrid, Stack, TextInput } from "@mantine/core";
import { reformatAmountInput } from "@/domain/loan-requests/loan-amount";
import {
  LOAN_REQUEST_NAME_MAX_LENGTH,
  type newLoanRequestSchema,
} from "@/domain/loan-requests/loan-request-schemas";
import type { LoanType } from "@/domain/reference/loan-types";
import { AmountSizer } from "@/web/features/calculators/components/deferred-amount-sizer";
import { MoneyField, type SchemaForm } from "@/web/lib/form";
import type { RequestFormValues } from "../lib/form-values";
import { InvestmentTypeField, PropertyStateField, PropertyTypeField } from "./request-fields";

export type RequestForm = SchemaForm<typeof newLoanRequestSchema, RequestFormValues>;

/**
 * Step 2 (new requests): investment type, property type, state and loan amount are required
 * (spec 5 'New loan request'); the name is optional. The amount is typed as whole-dollar USD.
 */
export function NewRequestStep({
  form,
  offeredTypes,
}: {
  form: RequestForm;
  /** The lender's loan types (issue 27): only those are offered. */
  offeredTypes?: readonly LoanType[] | undefined;
}) {
  return (
    <Stack gap="md">
      <TextInput
        label="Request Name"
        description="Optional, to recognise this request later."
        placeholder="e.g. Maple Street flip"
        maxLength={LOAN_REQUEST_NAME_MAX_LENGTH}
        autoComplete="off"
        {...form.getInputProps("customName")}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <InvestmentTypeField
          required
          offered={offeredTypes}
          {...form.getInputProps("investmentType")}
        />
        <PropertyTypeField required {...form.getInputProps("propertyType")} />
        <PropertyStateField required {...form.getInputProps("propertyState")} />
        <MoneyField label="Loan Amount" required {...form.getInputProps("loanAmount")} />
      </SimpleGrid>
      {/* Issue 32: the fix-and-flip or DSCR maximum fills the amount. */}
      <AmountSizer
        loanType={form.values.investmentType}
        onUse={(amount) =>
          form.setFieldValue("loanAmount", reformatAmountInput(String(amount)) ?? "")
        }
      />
    </Stack>
  );
}
