import {
  Alert,
  Badge,
  Box,
  Button,
  Checkbox,
  Group,
  Modal,
  Paper,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
} from "@mantine/core";
import { type ReactNode, useState } from "react";
import {
  type LoanRequestDto,
  MAX_LENDERS_PER_SUBMISSION,
  type MatchingLender,
} from "@/domain/contract/loan-requests";
import { LENDER_LIMIT_REACHED_MESSAGE, lendersLeftFor } from "@/domain/lenders/lead-eligibility";
import { formatUsd } from "@/domain/reference/format";
import { errorToast, FAILURE_FALLBACKS, TOASTS } from "@/domain/site/toast-messages";
import { useMatchingLenders, useSendToMoreLenders } from "@/web/features/loan-requests";
import { isApiError } from "@/web/lib/api-client";
import { notify } from "@/web/lib/notify";
import { LenderStatesDisclosure } from "./lender-states-disclosure";

export const SEND_TO_MORE_TEXTS = {
  title: "Send to more lenders",
  intro: `Lenders that match this request, best match first. Choose up to ${MAX_LENDERS_PER_SUBMISSION} at a time.`,
  empty: "No other lenders match this request yet.",
  loading: "Loading matching lenders...",
  loadFailed: "We couldn't load the matching lenders.",
  alreadySent: "Already sent",
} as const;

/** 'Send to 3 lenders' on the button. */
export function sendButtonLabel(count: number): string {
  if (count === 0) return "Choose lenders";
  return count === 1 ? "Send to 1 lender" : `Send to ${count} lenders`;
}

function amountRange(lender: MatchingLender["lender"]): string | null {
  const { minimumLoanAmount: min, maximumLoanAmount: max } = lender;
  if (min !== null && max !== null) return `${formatUsd(min)} – ${formatUsd(max)}`;
  if (min !== null) return `From ${formatUsd(min)}`;
  if (max !== null) return `Up to ${formatUsd(max)}`;
  return null;
}

function LenderOption({
  item,
  checked,
  disabled,
  onToggle,
}: {
  item: MatchingLender;
  checked: boolean;
  disabled: boolean;
  onToggle: () => void;
}) {
  const { lender, match, alreadySent } = item;
  const details = amountRange(lender);
  return (
    <Paper withBorder radius="sm" p="sm" component="li" style={{ listStyle: "none" }}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Checkbox
            checked={alreadySent || checked}
            disabled={alreadySent || disabled}
            onChange={onToggle}
            label={lender.companyName}
            description={details || undefined}
            styles={{ label: { fontWeight: 600 }, body: { alignItems: "flex-start" } }}
          />
          {/* Under the label, outside it: the button must not toggle the checkbox. */}
          <Box pl={32}>
            <LenderStatesDisclosure state={lender.state} />
          </Box>
        </Stack>
        <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
          <Badge variant="light" color="lane">
            Match {match.score.toFixed(1)} / 5
          </Badge>
          {alreadySent ? (
            <Badge variant="outline" color="gray">
              {SEND_TO_MORE_TEXTS.alreadySent}
            </Badge>
          ) : null}
        </Stack>
      </Group>
    </Paper>
  );
}

function DialogBody({
  request,
  requestName,
  onClose,
}: {
  request: LoanRequestDto;
  requestName: string;
  onClose: () => void;
}) {
  const lenders = useMatchingLenders(request.id);
  const send = useSendToMoreLenders();
  const [chosen, setChosen] = useState<string[]>([]);
  // Issue 27: a request reaches at most 15 lenders over its life, as the server enforces.
  const allowed = Math.min(MAX_LENDERS_PER_SUBMISSION, lendersLeftFor(request.submissions.length));
  const full = chosen.length >= allowed;

  const toggle = (id: string) =>
    setChosen((list) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]));

  const submit = () =>
    send.mutate(
      { requestId: request.id, lenderIds: chosen },
      {
        onSuccess: onClose,
        onError: (error) => {
          if (isApiError(error) && error.code === "already_submitted") {
            notify.errorToast(TOASTS.alreadySubmitted);
            setChosen([]);
            void lenders.refetch();
            return;
          }
          notify.errorToast(errorToast(error.message, FAILURE_FALLBACKS.submitLoanRequest));
        },
      },
    );

  let list: ReactNode;
  if (lenders.isPending) {
    list = (
      <Stack gap="xs" role="status" aria-label={SEND_TO_MORE_TEXTS.loading}>
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} height={64} radius="sm" />
        ))}
      </Stack>
    );
  } else if (lenders.isError) {
    list = (
      <Alert color="red" title={SEND_TO_MORE_TEXTS.loadFailed} role="alert">
        <Button size="xs" variant="default" mt="xs" onClick={() => void lenders.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  } else if (allowed === 0) {
    list = <Text>{LENDER_LIMIT_REACHED_MESSAGE}</Text>;
  } else if (lenders.data.items.length === 0) {
    list = <Text c="dimmed">{SEND_TO_MORE_TEXTS.empty}</Text>;
  } else {
    list = (
      <ScrollArea.Autosize mah="55vh" type="auto" offsetScrollbars>
        <Stack gap="xs" component="ul" p={0} m={0} aria-label="Matching lenders">
          {lenders.data.items.map((item) => (
            <LenderOption
              key={item.lender.id}
              item={item}
              checked={chosen.includes(item.lender.id)}
              disabled={send.isPending || (full && !chosen.includes(item.lender.id))}
              onToggle={() => toggle(item.lender.id)}
            />
          ))}
        </Stack>
      </ScrollArea.Autosize>
    );
  }

  return (
    <Stack gap="md">
      <Text size="sm">
        {SEND_TO_MORE_TEXTS.intro} Request: <strong>{requestName}</strong>.
      </Text>
      {list}
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" c="dimmed" aria-live="polite">
          {chosen.length} of {allowed} selected
        </Text>
        <Group gap="sm">
          <Button variant="default" onClick={onClose} disabled={send.isPending}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={chosen.length === 0 || send.isPending}>
            {send.isPending ? "Sending..." : sendButtonLabel(chosen.length)}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

interface SendToMoreLendersDialogProps {
  request: LoanRequestDto;
  requestName: string;
  opened: boolean;
  onClose: () => void;
}

/**
 * Beyond the spec ('one request, several lenders'): the lenders matching the request by the
 * search rules, best match first with their match score; those already holding it are marked
 * and cannot be chosen; up to 10 are sent in one call (one transaction on the server).
 */
export function SendToMoreLendersDialog({
  request,
  requestName,
  opened,
  onClose,
}: SendToMoreLendersDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={SEND_TO_MORE_TEXTS.title}
      size="lg"
      centered
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {/* Mounted only while open: each opening loads the list afresh and starts unselected. */}
      {opened ? <DialogBody request={request} requestName={requestName} onClose={onClose} /> : null}
    </Modal>
  );
}
