import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import type { LenderInquiry } from "@/domain/contract/lender-workspace";
import {
  LENDER_ANSWER_LABELS,
  LENDER_NOTE_MAX,
  type LenderAnswer,
} from "@/domain/loan-requests/lender-answers";
import { errorToast } from "@/domain/site/toast-messages";
import { isApiError } from "@/web/lib/api-client";
import { notify } from "@/web/lib/notify";
import { useAnswerInquiry } from "../api/workspace";

/** Interested or Declined, with an optional note to the borrower (issue 12). */
export function AnswerDialog({
  inquiry,
  answer,
  onClose,
}: {
  inquiry: LenderInquiry;
  answer: LenderAnswer;
  onClose: () => void;
}) {
  const [note, setNote] = useState(inquiry.note ?? "");
  const [error, setError] = useState<string | null>(null);
  const mutation = useAnswerInquiry();
  const label = LENDER_ANSWER_LABELS[answer];

  const send = (event: React.FormEvent) => {
    event.preventDefault();
    mutation.mutate(
      { submissionId: inquiry.submissionId, body: { answer, note } },
      {
        onSuccess: onClose,
        onError: (failure) => {
          const field = isApiError(failure) ? failure.fields?.note : undefined;
          if (field) setError(field);
          else notify.errorToast(errorToast(failure.message, "Failed to send your answer."));
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={`Mark as ${label}`} centered>
      <form onSubmit={send} noValidate>
        <Stack gap="md">
          <Text size="sm">
            {answer === "interested"
              ? "The borrower is emailed that you are interested, with your note."
              : "The borrower is emailed that you declined, with your note."}
            {inquiry.emailConfirmed
              ? ""
              : " This email is not confirmed yet: its owner may not have sent the request."}
          </Text>
          <Textarea
            label="Note to the borrower"
            description="Optional"
            autosize
            minRows={3}
            maxLength={LENDER_NOTE_MAX}
            value={note}
            error={error}
            onChange={(event) => {
              setNote(event.currentTarget.value);
              setError(null);
            }}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={mutation.isPending}>
              Cancel
            </Button>
            <Button
              type="submit"
              color={answer === "declined" ? "red.9" : "lane"}
              disabled={mutation.isPending}
            >
              {mutation.isPending ? "Sending..." : `Send ${label}`}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
