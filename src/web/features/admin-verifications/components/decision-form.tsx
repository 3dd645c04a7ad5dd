/**
 * The admin's decision on a waiting submission (issue 35): the checks that passed, a message
 * to the lender, and the three actions. The contract's schema is the only validation:
 * approving needs at least one passed check; asking for more and rejecting need a message
 * (the lender reads it in the decision's email). Server field messages land on their fields;
 * any other failure (e.g. 409, already decided) shows the error toast.
 */
import { Button, Checkbox, Group, Stack, Textarea, Title } from "@mantine/core";
import { useId, useState } from "react";
import {
  type VerificationDecisionBody,
  verificationDecisionBodySchema,
} from "@/domain/contract/lender-verification";
import {
  VERIFICATION_CHECK_LABELS,
  VERIFICATION_CHECKS,
  VERIFICATION_DECISION_TOASTS,
  type VerificationCheck,
  type VerificationDecision,
} from "@/domain/lenders/verification/verification-rules";
import { errorToast } from "@/domain/site/toast-messages";
import { useSchemaForm } from "@/web/lib/form";
import { useDecideVerification } from "../api/verifications";

const MESSAGE_MAX_LENGTH = 2000;

export const DECISION_LABELS: Record<VerificationDecision, string> = {
  approve: "Approve",
  more_info: "Ask for more information",
  reject: "Reject",
};

interface DecisionValues {
  decision: VerificationDecision | "";
  message: string;
  checks: VerificationCheck[];
}

export function DecisionForm({ lenderId, companyName }: { lenderId: string; companyName: string }) {
  const titleId = useId();
  const mutation = useDecideVerification(lenderId);
  const [pending, setPending] = useState<VerificationDecision | null>(null);
  const form = useSchemaForm<typeof verificationDecisionBodySchema, DecisionValues>(
    verificationDecisionBodySchema,
    { decision: "", message: "", checks: [] },
  );
  const submit = form.submit(mutation, {
    errorToast: (error) => errorToast(error.message, VERIFICATION_DECISION_TOASTS.failed.text),
    // An empty message is left out: the lender gets no blank paragraph.
    variables: (parsed): VerificationDecisionBody => ({
      decision: parsed.decision,
      checks: parsed.checks,
      ...(parsed.message ? { message: parsed.message } : {}),
    }),
  });
  const decide = (decision: VerificationDecision) => {
    setPending(decision);
    form.setFieldValue("decision", decision);
    submit();
  };
  const busy = mutation.isPending;

  return (
    <form aria-labelledby={titleId} noValidate onSubmit={(event) => event.preventDefault()}>
      <Stack gap="md">
        <Title order={2} fz="h4" id={titleId}>
          Decide on {companyName}'s evidence
        </Title>
        <Checkbox.Group
          label="Checks that passed"
          description="Approving needs at least one. The lender's page lists the passed checks."
          {...form.getInputProps("checks")}
        >
          <Stack gap="xs" mt="xs">
            {VERIFICATION_CHECKS.map((check) => (
              <Checkbox key={check} value={check} label={VERIFICATION_CHECK_LABELS[check]} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Textarea
          label="Message to the lender"
          description="Required to ask for more information or to reject: the lender reads it in an email."
          rows={4}
          maxLength={MESSAGE_MAX_LENGTH}
          {...form.getInputProps("message")}
        />
        <Group gap="sm" wrap="wrap">
          <Button
            type="button"
            onClick={() => decide("approve")}
            disabled={busy}
            loading={busy && pending === "approve"}
          >
            {DECISION_LABELS.approve}
          </Button>
          <Button
            type="button"
            variant="default"
            onClick={() => decide("more_info")}
            disabled={busy}
            loading={busy && pending === "more_info"}
          >
            {DECISION_LABELS.more_info}
          </Button>
          <Button
            type="button"
            variant="outline"
            color="red.9"
            onClick={() => decide("reject")}
            disabled={busy}
            loading={busy && pending === "reject"}
          >
            {DECISION_LABELS.reject}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
