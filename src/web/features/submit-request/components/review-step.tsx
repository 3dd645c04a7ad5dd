import { Alert, Box, Paper, Stack, Text, Textarea, Title } from "@mantine/core";
import { experienceLabel } from "@/domain/accounts/experience";
import { loanRequestName } from "@/domain/loan-requests/inquiries";
import { parseUsdAmount, wholeDollars } from "@/domain/loan-requests/loan-amount";
import { LOAN_REQUEST_NOTES_MAX_LENGTH } from "@/domain/loan-requests/loan-request-schemas";
import { formatUsd } from "@/domain/reference/format";
import { isLoanType, LOAN_TYPE_INFO } from "@/domain/reference/loan-types";
import { propertyTypeLabel } from "@/domain/reference/property-types";
import { stateNameOfCode } from "@/domain/reference/us-states";
import type { AboutYouFormValues, RequestFormValues } from "../lib/form-values";
import type { RequestForm } from "./new-request-step";

export interface ReviewRow {
  label: string;
  value: string;
}

const notGiven = "Not provided";

/** Summary rows of a new request as typed. */
export function requestRows(values: RequestFormValues): ReviewRow[] {
  const amount = parseUsdAmount(values.loanAmount);
  return [
    { label: "Request Name", value: values.customName.trim() || "Unnamed request" },
    {
      label: "Investment Type",
      value: isLoanType(values.investmentType)
        ? LOAN_TYPE_INFO[values.investmentType].label
        : notGiven,
    },
    {
      label: "Property Type",
      value: values.propertyType ? propertyTypeLabel(values.propertyType) : notGiven,
    },
    {
      label: "Property State",
      value: values.propertyState
        ? (stateNameOfCode(values.propertyState) ?? values.propertyState)
        : notGiven,
    },
    { label: "Loan Amount", value: amount === null ? notGiven : formatUsd(wholeDollars(amount)) },
  ];
}

/** Summary rows of an existing request. */
export function existingRequestRows(request: {
  id: string;
  customName: string | null;
  investmentType: keyof typeof LOAN_TYPE_INFO | null;
  propertyType: string | null;
  propertyState: string | null;
  loanAmount: number | null;
}): ReviewRow[] {
  return [
    { label: "Request", value: loanRequestName(request) },
    {
      label: "Investment Type",
      value: request.investmentType ? LOAN_TYPE_INFO[request.investmentType].label : notGiven,
    },
    {
      label: "Property Type",
      value: request.propertyType ? propertyTypeLabel(request.propertyType) : notGiven,
    },
    {
      label: "Property State",
      value: request.propertyState
        ? (stateNameOfCode(request.propertyState) ?? request.propertyState)
        : notGiven,
    },
    {
      label: "Loan Amount",
      value: request.loanAmount === null ? notGiven : formatUsd(request.loanAmount),
    },
  ];
}

export function aboutYouRows(values: AboutYouFormValues): ReviewRow[] {
  return [
    { label: "Email", value: values.email.trim() || notGiven },
    { label: "Phone", value: values.phone.trim() || notGiven },
    { label: "Credit Score", value: values.creditScore.trim() || notGiven },
    { label: "Experience", value: experienceLabel(values.experienceYears) },
  ];
}

export function ReviewSummary({ title, rows }: { title: string; rows: ReviewRow[] }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={3} fz="sm" mb="xs">
        {title}
      </Title>
      <Box
        component="dl"
        m={0}
        style={{ display: "grid", gridTemplateColumns: "minmax(7rem, auto) 1fr", gap: "4px 12px" }}
      >
        {rows.map((row) => (
          <Box key={row.label} style={{ display: "contents" }}>
            <Text component="dt" size="sm" c="dimmed">
              {row.label}
            </Text>
            <Text component="dd" size="sm" m={0} fw={500} style={{ overflowWrap: "anywhere" }}>
              {row.value}
            </Text>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

/**
 * Additional notes (optional): a new request's own notes, or, for an existing request, notes
 * for this submission only (issue 28).
 */
export function NotesField({ form, description }: { form: RequestForm; description?: string }) {
  return (
    <Textarea
      label="Additional Notes"
      description={description ?? "Optional: anything the lender should know about the deal."}
      rows={4}
      maxLength={LOAN_REQUEST_NOTES_MAX_LENGTH}
      {...form.getInputProps("notes")}
    />
  );
}

/**
 * The honeypot: a field people never see or reach (off-screen, hidden from assistive tech,
 * out of the tab order) that bots fill in; the server drops requests where it is not empty.
 */
export function HoneypotField({
  value,
  onChange,
}: {
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <div
      aria-hidden="true"
      style={{ position: "absolute", left: "-10000px", width: 1, height: 1, overflow: "hidden" }}
    >
      <label>
        Website
        <input
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      </label>
    </div>
  );
}

export function SubmitFailureAlert({ title, text }: { title: string; text: string }) {
  return (
    <Alert color="red" title={title} role="alert">
      {text}
    </Alert>
  );
}

export function ReviewStack({ children }: { children: React.ReactNode }) {
  return <Stack gap="md">{children}</Stack>;
}
