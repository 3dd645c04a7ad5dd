import { Button, Group, Modal, Select, Stack, Textarea, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import {
  type NewLoanRequestInput,
  newLoanRequestSchema,
  validateNewLoanRequest,
} from "@/domain/loan-requests/loan-request-schemas";
import { LOAN_TYPE_INFO, LOAN_TYPES } from "@/domain/reference/loan-types";
import { PROPERTY_TYPES } from "@/domain/reference/property-types";
import {
  STATE_SEARCH_EMPTY,
  STATE_SEARCH_PLACEHOLDER,
  US_STATES,
} from "@/domain/reference/us-states";
import { errorToast, FAILURE_FALLBACKS, TOASTS } from "@/domain/site/toast-messages";
import { useCreateDashboardLoanRequest, useReceivingLenders } from "@/web/features/loan-requests";
import { isApiError } from "@/web/lib/api-client";
import { MoneyField, useSchemaForm } from "@/web/lib/form";
import { notify } from "@/web/lib/notify";
import { effectiveLender, ReceivingLenderField, receivingQueryOf } from "./receiving-lender-field";

const LOAN_TYPE_OPTIONS = LOAN_TYPES.map((t) => ({ value: t, label: LOAN_TYPE_INFO[t].label }));
const PROPERTY_TYPE_OPTIONS = PROPERTY_TYPES.map((p) => ({ value: p.value, label: p.label }));
const STATE_OPTIONS = US_STATES.map((s) => ({ value: s.code, label: s.name }));

interface Values {
  customName: string;
  investmentType: string;
  propertyType: string;
  propertyState: string;
  loanAmount: string;
  notes: string;
}

const EMPTY: Values = {
  customName: "",
  investmentType: "",
  propertyType: "",
  propertyState: "",
  loanAmount: "",
  notes: "",
};

/** The failure toast of the create call (spec 8). */
export function createFailureToast(error: Error) {
  if (isApiError(error) && error.code === "service_unavailable") return TOASTS.serviceUnavailable;
  return errorToast(error.message, FAILURE_FALLBACKS.createLoanRequest);
}

function NewLoanRequestForm({ onClose }: { onClose: () => void }) {
  const create = useCreateDashboardLoanRequest();
  const form = useSchemaForm(newLoanRequestSchema, EMPTY);
  // Issue 28: the lender is named before submit (the server's own first pick) and may be
  // changed; the amount is looked up once typing pauses.
  const draftKey = JSON.stringify(receivingQueryOf(form.values));
  const [queryKey] = useDebouncedValue(draftKey, 300);
  const query = JSON.parse(queryKey) as ReturnType<typeof receivingQueryOf>;
  const receiving = useReceivingLenders(query);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const items = query ? receiving.data?.items : undefined;
  const lender = effectiveLender(items, chosenId);
  // A complete draft waits for its lender to be named: the borrower never sends blind.
  const naming = draftKey !== queryKey || (query !== null && items === undefined);
  // 'Loan Request Submitted' is shown by the mutation hook.
  const submit = form.submit(create, {
    variables: (request) => ({ request, lenderId: lender?.lender.id ?? null }),
    errorToast: createFailureToast,
    toastFieldErrors: true,
    onSuccess: onClose,
    // Spec 5: 'Missing Information' / 'Please fill in all required fields.' or the amount's.
    onInvalid: (_errors, values) => {
      const result = validateNewLoanRequest(values as NewLoanRequestInput, "dialog");
      if (!result.ok) notify.errorToast(result.toast);
    },
  });
  const select = (field: keyof Values) => {
    const props = form.getInputProps(field);
    return { ...props, onChange: (value: string | null) => props.onChange(value ?? "") };
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Loan Name"
          description="Optional, e.g. 'Maple Street flip'"
          maxLength={100}
          data-autofocus
          {...form.getInputProps("customName")}
        />
        <Select
          label="Investment Type"
          required
          data={LOAN_TYPE_OPTIONS}
          placeholder="Choose a loan type"
          {...select("investmentType")}
        />
        <Select
          label="Property Type"
          required
          data={PROPERTY_TYPE_OPTIONS}
          placeholder="Choose a property type"
          {...select("propertyType")}
        />
        <Select
          label="Property State"
          required
          data={STATE_OPTIONS}
          searchable
          placeholder={STATE_SEARCH_PLACEHOLDER}
          nothingFoundMessage={STATE_SEARCH_EMPTY}
          {...select("propertyState")}
        />
        <MoneyField label="Loan Amount" required {...form.getInputProps("loanAmount")} />
        <Textarea
          label="Notes"
          description="Optional: anything the lender should know"
          rows={3}
          {...form.getInputProps("notes")}
        />
        <ReceivingLenderField
          ready={query !== null}
          items={items}
          pending={receiving.isPending}
          failed={receiving.isError}
          selected={lender}
          onChange={setChosenId}
          onRetry={() => void receiving.refetch()}
        />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={create.isPending || naming}>
            {create.isPending ? "Submitting..." : "Submit Request"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Spec 2 'New Loan Request': the new-request form, sent to the first active lender, which the
 * dialog names before submit (issue 28: the best match that may receive it; the borrower may
 * pick another). 'Service Unavailable' / 'Please try again later.' when there is none.
 */
export function NewLoanRequestDialog({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="New Loan Request" size="md" centered>
      {/* Mounted only while open: the dialog resets on close. */}
      {opened ? <NewLoanRequestForm onClose={onClose} /> : null}
    </Modal>
  );
}
