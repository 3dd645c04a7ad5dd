import { Button, Group, Modal, NativeSelect, Stack, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import type { LenderInquiry } from "@/domain/contract/lender-workspace";
import {
  DECLINE_REASON_MESSAGES,
  DECLINE_REASON_TEXT_MAX,
  DECLINE_REASONS,
  type DeclineReason,
} from "@/domain/loan-requests/decline-reasons";
import {
  LENDER_ANSWER_LABELS,
  LENDER_NOTE_MAX,
  type LenderAnswer,
} from "@/domain/loan-requests/lender-answers";
import { errorToast } from "@/domain/site/toast-messages";
import { isApiError } from "@/web/lib/api-client";
import { notify } from "@/web/lib/notify";
import { useAnswerInquiry } from "../api/workspace";

type Field = "note" | "declineReason" | "declineReasonText";

/**
 * Interested or Declined, with an optional note to the borrower (issue 12); a decline needs a
 * reason from the fixed list, 'Other' its own words (issue 35).
 */
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
  const [reason, setReason] = useState<DeclineReason | "">(inquiry.declineReason ?? "");
  const [reasonText, setReasonText] = useState(inquiry.declineReasonText ?? "");
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const declining = answer === "declined";
  const mutation = useAnswerInquiry();
  const label = LENDER_ANSWER_LABELS[answer];

  const send = (event: React.FormEvent) => {
    event.preventDefault();
    if (declining && reason === "") {
      setErrors({ declineReason: DECLINE_REASON_MESSAGES.required });
      return;
    }
    if (declining && reason === "other" && reasonText.trim() === "") {
      setErrors({ declineReasonText: DECLINE_REASON_MESSAGES.otherText });
      return;
    }
    mutation.mutate(
      {
        submissionId: inquiry.submissionId,
        body: declining
          ? {
              answer,
              note,
              declineReason: reason === "" ? null : reason,
              declineReasonText: reason === "other" ? reasonText : null,
            }
          : { answer, note },
      },
      {
        onSuccess: onClose,
        onError: (failure) => {
          const fields = isApiError(failure) ? failure.fields : undefined;
          const found: Partial<Record<Field, string>> = {};
          for (const key of ["note", "declineReason", "declineReasonText"] as const) {
            if (fields?.[key]) found[key] = fields[key];
          }
          if (Object.keys(found).length > 0) setErrors(found);
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
              : "The borrower is emailed that you declined, with your reason and note."}
            {inquiry.emailConfirmed
              ? ""
              : " This email is not confirmed yet: its owner may not have sent the request."}
          </Text>
          {declining ? (
            <>
              <NativeSelect
                label="Reason"
                required
                data={[
                  { value: "", label: "Pick a reason", disabled: true },
                  ...DECLINE_REASONS.map((r) => ({ value: r.value, label: r.label })),
                ]}
                value={reason}
                error={errors.declineReason}
                onChange={(event) => {
                  setReason(event.currentTarget.value as DeclineReason);
                  setErrors({});
                }}
                data-autofocus
              />
              {reason === "other" ? (
                <Textarea
                  label="Your reason"
                  required
                  autosize
                  minRows={2}
                  maxLength={DECLINE_REASON_TEXT_MAX}
                  value={reasonText}
                  error={errors.declineReasonText}
                  onChange={(event) => {
                    setReasonText(event.currentTarget.value);
                    setErrors({});
                  }}
                />
              ) : null}
            </>
          ) : null}
          <Textarea
            label="Note to the borrower"
            description={
              declining
                ? "Optional"
                : "Optional. With a note, your answer counts toward your response time."
            }
            autosize
            minRows={3}
            maxLength={LENDER_NOTE_MAX}
            value={note}
            error={errors.note}
            onChange={(event) => {
              setNote(event.currentTarget.value);
              setErrors({});
            }}
            data-autofocus={!declining}
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
