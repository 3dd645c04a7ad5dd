import { Button, Group, Select, Stack, Text } from "@mantine/core";
import type { ReceivingLender, ReceivingLendersQuery } from "@/domain/contract/loan-requests";
import { loanAmountSchema } from "@/domain/loan-requests/loan-amount-schema";
import { isLoanType } from "@/domain/reference/loan-types";

export const RECEIVING_LENDER_TEXTS = {
  label: "Send to",
  description: "Best match first. You can send it to more lenders from the request's card later.",
  incomplete:
    "Choose the investment type, state and loan amount to see which lender receives this request.",
  loading: "Finding the best-matching lender...",
  loadFailed: "We couldn't load the matching lenders.",
  none: "No lender takes this type of request right now.",
  matching: "Best matches",
  others: "Other lenders offering this loan type",
} as const;

/** The draft's query, or null while the type, state or a valid amount is missing. */
export function receivingQueryOf(values: {
  investmentType: string;
  propertyState: string;
  propertyType: string;
  loanAmount: string;
}): ReceivingLendersQuery | null {
  const amount = loanAmountSchema.safeParse(values.loanAmount);
  if (!isLoanType(values.investmentType) || !values.propertyState || !amount.success) return null;
  return {
    investmentType: values.investmentType,
    propertyState: values.propertyState,
    loanAmount: amount.data,
    ...(values.propertyType ? { propertyType: values.propertyType } : {}),
  };
}

/** The lender the request goes to: the borrower's pick while it is still listed, else the first. */
export function effectiveLender(
  items: readonly ReceivingLender[] | undefined,
  chosenId: string | null,
): ReceivingLender | null {
  if (!items || items.length === 0) return null;
  return items.find((item) => item.lender.id === chosenId) ?? items[0] ?? null;
}

function optionOf(item: ReceivingLender) {
  return {
    value: item.lender.id,
    label: `${item.lender.companyName} · Match ${item.match.score.toFixed(1)} / 5`,
  };
}

/**
 * Issue 28 item 2: the dialog names the lender its request goes to before submit (the server's
 * own first pick), and lets the borrower choose another lender that may receive it.
 */
export function ReceivingLenderField({
  ready,
  items,
  pending,
  failed,
  selected,
  onChange,
  onRetry,
}: {
  ready: boolean;
  items: readonly ReceivingLender[] | undefined;
  pending: boolean;
  failed: boolean;
  selected: ReceivingLender | null;
  onChange: (lenderId: string) => void;
  onRetry: () => void;
}) {
  if (!ready) {
    return (
      <Text size="sm" c="dimmed">
        {RECEIVING_LENDER_TEXTS.incomplete}
      </Text>
    );
  }
  if (failed && !items) {
    return (
      <Group gap="sm" role="alert">
        <Text size="sm" c="red.8">
          {RECEIVING_LENDER_TEXTS.loadFailed}
        </Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          Try again
        </Button>
      </Group>
    );
  }
  if (pending && !items) {
    return (
      <Text size="sm" c="dimmed" role="status">
        {RECEIVING_LENDER_TEXTS.loading}
      </Text>
    );
  }
  if (!items || items.length === 0 || !selected) {
    return (
      <Text size="sm" c="dimmed">
        {RECEIVING_LENDER_TEXTS.none}
      </Text>
    );
  }
  const matching = items.filter((item) => item.fullMatch).map(optionOf);
  const others = items.filter((item) => !item.fullMatch).map(optionOf);
  const data = [
    ...(matching.length > 0 ? [{ group: RECEIVING_LENDER_TEXTS.matching, items: matching }] : []),
    ...(others.length > 0 ? [{ group: RECEIVING_LENDER_TEXTS.others, items: others }] : []),
  ];
  return (
    <Stack gap={4}>
      <Select
        label={RECEIVING_LENDER_TEXTS.label}
        description={RECEIVING_LENDER_TEXTS.description}
        data={data}
        value={selected.lender.id}
        onChange={(value) => value && onChange(value)}
        allowDeselect={false}
        checkIconPosition="right"
      />
      {selected.fullMatch ? null : (
        <Text size="xs" c="dimmed">
          {selected.lender.companyName} does not match every detail of this request (state, amount
          or property type).
        </Text>
      )}
    </Stack>
  );
}
