import {
  Button,
  Card,
  Checkbox,
  Group,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { toDateOnly } from "@/domain/reference/dates";
import { LOAN_TYPE_INFO, type LoanType } from "@/domain/reference/loan-types";
import {
  COLLATERAL_TYPES,
  propertyTypeLabel,
  UNKNOWN_COLLATERAL,
} from "@/domain/reference/property-types";
import { useLenderFormContext } from "./lender-form-context";
import { LendingCriteriaFields } from "./lending-criteria-fields";
import { NumberField } from "./number-field";

/** Every product field's label, in the order of spec 2's list. */
const NUMBER_FIELDS = [
  ["loanAmountMin", "Minimum Loan Amount"],
  ["loanAmountMax", "Maximum Loan Amount"],
  ["lowestRate", "Lowest Rate (%)"],
  ["highestRate", "Highest Rate (%)"],
  ["termMinMonths", "Min Term (months)"],
  ["termMaxMonths", "Max Term (months)"],
  ["ltvPurchasePriceMax", "Max % of Purchase"],
  ["maxLtv", "Max LTV (%)"],
  ["maxLtc", "Max LTC (%)"],
  ["maxRehabPercentage", "Max % of Rehab"],
  ["maxLtarv", "Max LTARV (%)"],
  ["minimumFico", "Minimum Credit Score"],
] as const;

const TEXT_FIELDS = [
  ["fundingTimeline", "Funding Timeline"],
  ["loanDurations", "Loan Durations"],
  ["processingFee", "Processing Fee"],
  ["underwritingFee", "Underwriting Fee"],
  ["originationFee", "Origination Fee"],
] as const;

const ARV_FIELDS = [
  ["minimumArv", "Minimum ARV"],
  ["maximumArv", "Maximum ARV"],
] as const;

/** An empty product's input values (what a switched-on card starts with). */
export const EMPTY_PRODUCT_INPUT = {
  ...Object.fromEntries(
    [...NUMBER_FIELDS, ...TEXT_FIELDS, ...ARV_FIELDS].map(([key]) => [key, ""]),
  ),
  prepaymentPenalty: "",
  requirements: "",
  otherBorrowerRequirements: "",
  sourceUrl: "",
  lastUpdated: "",
  collateralTypes: [] as string[],
  assetTypes: [] as string[],
  minimumExperience: "",
  hardLimits: [] as string[],
};

/** One loan product type (spec 2): its enable switch and, when on, every product field. */
export function ProductCard({ type, isAdmin }: { type: LoanType; isAdmin: boolean }) {
  const form = useLenderFormContext();
  const path = `products.${type}` as const;
  const product = (form.getValues().products as Record<string, Record<string, unknown>>)[type];
  const enabled = product?.enabled === true;
  const label = LOAN_TYPE_INFO[type].formLabel;
  const headingId = `product-${type}-heading`;
  const collateralOptions = COLLATERAL_TYPES.filter(
    (option) => isAdmin || option !== UNKNOWN_COLLATERAL,
  );

  const toggle = (on: boolean) => {
    if (on)
      form.setFieldValue(path, { ...EMPTY_PRODUCT_INPUT, ...product, enabled: true } as never);
    else form.setFieldValue(`${path}.enabled` as never, false as never);
  };

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Title order={3} fz="h4" id={headingId}>
          {label}
        </Title>
        <Switch
          checked={enabled}
          onChange={(event) => toggle(event.currentTarget.checked)}
          aria-label={`Offer ${label} loans`}
          label={enabled ? "Offered" : "Not offered"}
          labelPosition="left"
        />
      </Group>
      {enabled ? (
        <Stack gap="md" mt="md">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
            {NUMBER_FIELDS.map(([key, fieldLabel]) => (
              <NumberField
                key={key}
                label={fieldLabel}
                step={key.endsWith("Rate") ? 0.01 : undefined}
                {...form.getInputProps(`${path}.${key}`)}
              />
            ))}
            {TEXT_FIELDS.map(([key, fieldLabel]) => (
              <TextInput key={key} label={fieldLabel} {...form.getInputProps(`${path}.${key}`)} />
            ))}
            {ARV_FIELDS.map(([key, fieldLabel]) => (
              <NumberField key={key} label={fieldLabel} {...form.getInputProps(`${path}.${key}`)} />
            ))}
          </SimpleGrid>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label="Last Updated"
              type="date"
              {...form.getInputProps(`${path}.lastUpdated`)}
              style={{ flex: "1 1 12rem", maxWidth: "16rem" }}
            />
            <Button
              variant="default"
              onClick={() =>
                form.setFieldValue(`${path}.lastUpdated` as never, toDateOnly(new Date()) as never)
              }
              aria-label={`Set ${label} Last Updated to today`}
            >
              Today
            </Button>
          </Group>
          {isAdmin ? (
            <TextInput
              label="Source URL (Admin Only)"
              type="url"
              {...form.getInputProps(`${path}.sourceUrl`)}
            />
          ) : null}
          <Checkbox.Group
            label="Collateral Types"
            {...form.getInputProps(`${path}.collateralTypes`)}
          >
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs" mt="xs">
              {collateralOptions.map((option) => (
                <Checkbox key={option} value={option} label={propertyTypeLabel(option)} size="sm" />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <LendingCriteriaFields type={type} label={label} />
          <TagsInput
            label="Asset Types"
            description="The property types you lend on, e.g. Single-family, Condo. Press Enter after each."
            placeholder="Add an asset type"
            splitChars={[","]}
            clearable
            {...form.getInputProps(`${path}.assetTypes`)}
          />
          <Textarea
            label="Requirements"
            autosize
            minRows={2}
            maxRows={8}
            {...form.getInputProps(`${path}.requirements`)}
          />
          <TextInput
            label="Prepayment Penalty"
            {...form.getInputProps(`${path}.prepaymentPenalty`)}
          />
          <Textarea
            label="Other Borrower Requirements"
            autosize
            minRows={2}
            maxRows={8}
            {...form.getInputProps(`${path}.otherBorrowerRequirements`)}
          />
        </Stack>
      ) : null}
    </Card>
  );
}
