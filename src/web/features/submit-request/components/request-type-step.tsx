import { Alert, Radio, Skeleton, Stack, Text } from "@mantine/core";
import { loanRequestName } from "@/domain/loan-requests/inquiries";
import { formatUsd } from "@/domain/reference/format";
import { LOAN_TYPE_INFO, type LoanType } from "@/domain/reference/loan-types";
import { useOwnLoanRequests } from "@/web/features/loan-requests";
import {
  existingRequestChoice,
  inquiryPickerOptions,
  type RequestType,
} from "@/web/features/submit-request/lib/submit-dialog";

interface RequestTypeStepProps {
  loggedIn: boolean;
  lenderId: string;
  /** The lender's offered loan types, when known (issue 27). */
  lenderProductTypes?: readonly LoanType[] | undefined;
  requestType: RequestType | null;
  selectedId: string | null;
  onChooseType: (type: RequestType) => void;
  onSelect: (id: string) => void;
}

/**
 * The picker of the signed-in user's requests; those already sent to this lender, of a type
 * it does not offer, or already sent to the most lenders a request may reach are disabled.
 */
function ExistingRequestPicker({
  lenderId,
  lenderProductTypes,
  selectedId,
  onSelect,
}: Pick<RequestTypeStepProps, "lenderId" | "lenderProductTypes" | "selectedId" | "onSelect">) {
  const requests = useOwnLoanRequests(true);
  if (requests.isPending) {
    return (
      <Stack gap="xs" aria-busy="true" aria-label="Loading your loan requests...">
        <Skeleton h={56} />
        <Skeleton h={56} />
      </Stack>
    );
  }
  if (requests.isError) {
    return (
      <Alert color="red" title="Could not load your loan requests">
        {requests.error.message}
      </Alert>
    );
  }
  const items = requests.data.items.filter((request) => !request.archived);
  if (items.length === 0) {
    return <Text c="dimmed">You have no loan requests yet. Choose a new loan request.</Text>;
  }
  const submitted = items
    .filter((request) => request.submissions.some((s) => s.lenderId === lenderId))
    .map((request) => request.id);
  const options = inquiryPickerOptions(
    items,
    submitted,
    lenderProductTypes?.map((productType) => ({ productType })),
  );
  return (
    <Radio.Group
      label="Your loan requests"
      value={selectedId}
      onChange={onSelect}
      name="existing-request"
    >
      <Stack gap="xs" mt="xs">
        {options.map(({ inquiry, disabled, note }) => {
          const details = [
            inquiry.investmentType ? LOAN_TYPE_INFO[inquiry.investmentType].label : null,
            inquiry.loanAmount === null ? null : formatUsd(inquiry.loanAmount),
            inquiry.propertyState,
          ]
            .filter(Boolean)
            .join(" · ");
          return (
            <Radio
              key={inquiry.id}
              value={inquiry.id}
              disabled={disabled}
              label={loanRequestName(inquiry)}
              description={note ? `${details} — ${note}` : details}
            />
          );
        })}
      </Stack>
    </Radio.Group>
  );
}

/**
 * Step 1: a new request, or (signed in only) one of the user's existing requests. Visitors see
 * the existing choice disabled with 'Login required'.
 */
export function RequestTypeStep(props: RequestTypeStepProps) {
  const { loggedIn, requestType, onChooseType } = props;
  const existing = existingRequestChoice(loggedIn);
  return (
    <Stack gap="md">
      <Radio.Group
        label="Which loan request would you like to send?"
        value={requestType}
        onChange={(value) => onChooseType(value === "existing" ? "existing" : "new")}
        name="request-type"
        required
      >
        <Stack gap="sm" mt="xs">
          <Radio
            value="new"
            label="New loan request"
            description="Describe a new deal for this lender."
          />
          <Radio
            value="existing"
            disabled={existing.disabled}
            label="Existing loan request"
            description={existing.note ?? "Send one of your saved loan requests."}
          />
        </Stack>
      </Radio.Group>
      {loggedIn && requestType === "existing" ? (
        <ExistingRequestPicker
          lenderId={props.lenderId}
          lenderProductTypes={props.lenderProductTypes}
          selectedId={props.selectedId}
          onSelect={props.onSelect}
        />
      ) : null}
    </Stack>
  );
}
