import { Alert, Button, Paper, Stack, Text, Title } from "@mantine/core";
import { IconAlertCircle, IconRefresh, IconSearchOff } from "@tabler/icons-react";
import {
  type LoanType,
  listingErrorTitle,
  noLendersFoundTitle,
} from "@/domain/reference/loan-types";
import { ThemeIcon } from "@/web/components/theme-icon";

/** Spec 2: 'Error loading {product} lenders' plus the message, with a retry. */
export function ListingError({
  loanType,
  message,
  onRetry,
  retrying,
}: {
  loanType: LoanType;
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle aria-hidden="true" />}
      title={listingErrorTitle(loanType)}
      role="alert"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconRefresh size={14} aria-hidden="true" />}
          onClick={onRetry}
          loading={retrying}
        >
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}

/**
 * Spec 2: 'No {product} Lenders Found', with a hint to adjust the filters when the loan type
 * has lenders at all (then Clear All is offered).
 */
export function ListingEmpty({
  loanType,
  lendersExist,
  onClearAll,
}: {
  loanType: LoanType;
  lendersExist: boolean;
  onClearAll?: () => void;
}) {
  return (
    <Paper withBorder p="xl" radius="md" ta="center">
      <Stack align="center" gap="sm">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray">
          <IconSearchOff size={24} aria-hidden="true" />
        </ThemeIcon>
        <Title order={2} fz="lg">
          {noLendersFoundTitle(loanType)}
        </Title>
        <Text c="dimmed" size="sm" maw={420}>
          {lendersExist
            ? "No lender matches all of your filters. Try adjusting your filters to see more lenders."
            : "There are no lenders for this loan type yet. Please check back soon."}
        </Text>
        {lendersExist && onClearAll ? (
          <Button variant="default" onClick={onClearAll}>
            Clear All
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
