import "@mantine/core/styles/UnstyledButton.layer.css";
import "@mantine/core/styles/Loader.layer.css";
import "@mantine/core/styles/CloseButton.layer.css";
import "@mantine/core/styles/Input.layer.css";
import "@mantine/core/styles/InlineInput.layer.css";
import "@mantine/core/styles/Fieldset.layer.css";
import "@mantine/core/styles/SimpleGrid.layer.css";
import "@mantine/core/styles/Switch.layer.css";
import { Fieldset, SimpleGrid, Switch, Textarea, TextInput } from "@mantine/core";
import { useLenderFormContext } from "./lender-form-context";
import { NumberField } from "./number-field";

/** Basic Information, Business Metrics, description and the switches (spec 2). */
export function BasicInfoSection({ isAdmin }: { isAdmin: boolean }) {
  const form = useLenderFormContext();
  return (
    <>
      <Fieldset legend="Basic Information" radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Company Name"
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
            inputMode="numeric"
            {...form.getInputProps("yearsInBusiness")}
          />
          <NumberField
            label="Total Loans Funded"
            inputMode="numeric"
            {...form.getInputProps("totalLoansFunded")}
          />
          <NumberField
            label="Average Funding Time (days)"
            {...form.getInputProps("averageFundingTime")}
          />
          <NumberField label="Minimum Loan Amount" {...form.getInputProps("minimumLoanAmount")} />
          <NumberField label="Maximum Loan Amount" {...form.getInputProps("maximumLoanAmount")} />
          <NumberField
            label="Review Score"
            description="0 to 5, one decimal"
            step={0.1}
            {...form.getInputProps("reviewScore")}
          />
        </SimpleGrid>
      </Fieldset>

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
