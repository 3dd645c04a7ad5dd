import {
  Fieldset,
  NativeSelect,
  SimpleGrid,
  Switch,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import {
  NAME_CHANGE_NOTE,
  namePendingNote,
  REVIEWS_ADMIN_ONLY_NOTE,
  TRACK_RECORD_CONFIRMED_NOTE,
  TRACK_RECORD_NOTE,
} from "@/domain/lenders/lender-trust";
import { US_TIME_ZONES } from "@/domain/reference/us-time-zones";
import { useLenderFormContext } from "./lender-form-context";
import { NumberField } from "./number-field";

type StoredRow = { readonly [key: string]: unknown };

const shown = (value: unknown) =>
  value === null || value === undefined || value === "" ? "None yet" : String(value);

/**
 * Basic Information, Business Metrics, description and the switches (spec 2). For a lender
 * (issue 27): a new company name waits for approval, years in business and loans funded say
 * whether LenderLane confirmed them, and the review figures are shown read-only.
 */
export function BasicInfoSection({
  isAdmin,
  record,
}: {
  isAdmin: boolean;
  /** The stored lender (edit mode): its pending name, confirmations and review figures. */
  record?: StoredRow | null | undefined;
}) {
  const form = useLenderFormContext();
  const pendingName =
    typeof record?.pendingCompanyName === "string" ? record.pendingCompanyName : null;
  const trackNote = (confirmed: unknown) =>
    isAdmin ? undefined : confirmed === true ? TRACK_RECORD_CONFIRMED_NOTE : TRACK_RECORD_NOTE;
  return (
    <>
      <Fieldset legend="Basic Information" radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Company Name"
            description={
              isAdmin ? undefined : pendingName ? namePendingNote(pendingName) : NAME_CHANGE_NOTE
            }
            required
            autoComplete="organization"
            {...form.getInputProps("companyName")}
          />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            {...form.getInputProps("email")}
          />
          <TextInput label="Phone" type="tel" autoComplete="tel" {...form.getInputProps("phone")} />
          <TextInput
            label="License Number"
            description="Raises your profile completeness"
            {...form.getInputProps("licenseNumber")}
          />
          <TextInput
            label="Website"
            type="url"
            autoComplete="url"
            {...form.getInputProps("website")}
          />
          <NativeSelect
            label="Time Zone"
            description="Your response time counts business days on this clock"
            data={US_TIME_ZONES.map((zone) => ({ value: zone.id, label: zone.label }))}
            {...form.getInputProps("timeZone")}
          />
          {isAdmin ? (
            <TextInput
              label="Slug"
              description="Left blank, it is made from the company name"
              {...form.getInputProps("slug")}
            />
          ) : null}
        </SimpleGrid>
      </Fieldset>

      <Fieldset legend="Business Metrics" radius="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          <NumberField
            label="Years in Business"
            description={trackNote(record?.yearsInBusinessConfirmed)}
            inputMode="numeric"
            {...form.getInputProps("yearsInBusiness")}
          />
          <NumberField
            label="Total Loans Funded"
            description={trackNote(record?.totalLoansFundedConfirmed)}
            inputMode="numeric"
            {...form.getInputProps("totalLoansFunded")}
          />
          <NumberField
            label="Average Funding Time (days)"
            {...form.getInputProps("averageFundingTime")}
          />
          <NumberField label="Minimum Loan Amount" {...form.getInputProps("minimumLoanAmount")} />
          <NumberField label="Maximum Loan Amount" {...form.getInputProps("maximumLoanAmount")} />
          {isAdmin ? (
            <NumberField
              label="Review Score"
              description="0 to 5, one decimal"
              step={0.1}
              {...form.getInputProps("reviewScore")}
            />
          ) : null}
        </SimpleGrid>
      </Fieldset>

      {isAdmin ? null : (
        <Fieldset legend="Reviews" radius="md">
          <Text size="sm" c="dimmed" mb="sm">
            {REVIEWS_ADMIN_ONLY_NOTE}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
            <TextInput label="Review Score" readOnly value={shown(record?.reviewScore)} />
            <TextInput label="Total Reviews" readOnly value={shown(record?.totalReviews)} />
            <TextInput
              label="Google Reviews URL"
              readOnly
              value={shown(record?.googleReviewsUrl)}
            />
          </SimpleGrid>
        </Fieldset>
      )}

      <Textarea
        label="Description"
        autosize
        minRows={3}
        maxRows={10}
        {...form.getInputProps("description")}
      />
      <Switch
        label="Accepting leads"
        {...form.getInputProps("acceptingLeads", { type: "checkbox" })}
      />
      {isAdmin ? (
        <Switch label="Active" {...form.getInputProps("isActive", { type: "checkbox" })} />
      ) : null}
    </>
  );
}
