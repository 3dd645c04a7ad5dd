import { TextInput } from "@mantine/core";
import type {
  quoteStep1Schema,
  quoteStep2Schema,
} from "@/domain/loan-requests/loan-request-schemas";
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from "@/domain/reference/limits";
import { ResponsiveGrid } from "@/web/components/responsive-grid";
import {
  ExperienceLevelField,
  InvestmentTypeField,
  PropertyStateField,
  PropertyTypeField,
} from "@/web/features/submit-request";
import { MoneyField, PhoneField, type SchemaForm } from "@/web/lib/form";

export interface QuoteStep1Values {
  investmentType: string | null;
  propertyType: string | null;
  experienceLevel: string | null;
  propertyState: string | null;
  loanAmount: string;
}

export interface QuoteStep2Values {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export const EMPTY_STEP1: QuoteStep1Values = {
  investmentType: null,
  propertyType: null,
  experienceLevel: null,
  propertyState: null,
  loanAmount: "",
};

export function emptyStep2(email: string | null | undefined): QuoteStep2Values {
  return { firstName: "", lastName: "", email: email ?? "", phone: "" };
}

export type QuoteStep1Form = SchemaForm<typeof quoteStep1Schema, QuoteStep1Values>;
export type QuoteStep2Form = SchemaForm<typeof quoteStep2Schema, QuoteStep2Values>;

/** Step 1: the five answers about the deal (spec 2 'Borrower quote wizard'). */
export function QuoteStepOne({ form }: { form: QuoteStep1Form }) {
  return (
    <ResponsiveGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <InvestmentTypeField required {...form.getInputProps("investmentType")} />
      <PropertyTypeField required {...form.getInputProps("propertyType")} />
      <ExperienceLevelField required {...form.getInputProps("experienceLevel")} />
      <PropertyStateField required {...form.getInputProps("propertyState")} />
      <MoneyField label="Loan Amount" required {...form.getInputProps("loanAmount")} />
    </ResponsiveGrid>
  );
}

/** Step 2: contact details, all required; email and phone are checked as they are left. */
export function QuoteStepTwo({ form }: { form: QuoteStep2Form }) {
  return (
    <ResponsiveGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput
        label="First Name"
        autoComplete="given-name"
        required
        maxLength={NAME_MAX_LENGTH}
        {...form.getInputProps("firstName")}
      />
      <TextInput
        label="Last Name"
        autoComplete="family-name"
        required
        maxLength={NAME_MAX_LENGTH}
        {...form.getInputProps("lastName")}
      />
      <TextInput
        label="Email"
        type="email"
        autoComplete="email"
        required
        maxLength={EMAIL_MAX_LENGTH}
        {...form.getInputProps("email")}
      />
      <PhoneField required {...form.getInputProps("phone")} />
    </ResponsiveGrid>
  );
}
