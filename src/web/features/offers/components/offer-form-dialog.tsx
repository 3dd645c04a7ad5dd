import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import type { Offer } from "@/domain/contract/offers";
import { OFFER_LIMITS, offerAmountRange, REPAYMENT_LABELS, REPAYMENT_TYPES } from "@/domain/offers";
import { formatUsd } from "@/domain/reference/format";
import { isApiError } from "@/web/lib/api-client";
import { useSchemaForm } from "@/web/lib/form";
import { useWriteOffer } from "../api/offers";
import {
  type OfferFormValues,
  offerFormContextErrors,
  offerFormSchema,
  offerFormValues,
} from "./offer-form";
import { OfferMoreTerms } from "./offer-more-terms";

export const OFFER_FAILED_TOAST = {
  title: "Could not save the offer",
  text: "Please check the terms and try again.",
};

const SAYS_WHY = new Set(["offer_unchanged", "offer_not_open", "offers_closed"]);

interface OfferFormDialogProps {
  /** The submission the offer is for. */
  submissionId: string;
  requestTitle: string;
  requestedAmount: number | null;
  /** The open offer being revised; null sends a new one. */
  revising: Offer | null;
  onClose: () => void;
}

/** Send or revise a term sheet (issue 15): every term with the domain's field messages. */
export function OfferFormDialog(props: OfferFormDialogProps) {
  const now = new Date();
  const write = useWriteOffer();
  const form = useSchemaForm<typeof offerFormSchema, OfferFormValues>(
    offerFormSchema,
    offerFormValues(props.requestedAmount, props.revising, now),
    { refine: (values) => offerFormContextErrors(values, props.requestedAmount, new Date()) },
  );
  const range = props.requestedAmount ? offerAmountRange(props.requestedAmount) : null;
  const revising = props.revising !== null;
  const retrading = props.revising?.state === "accepted";
  const title = retrading ? "Change accepted terms" : revising ? "Revise offer" : "Send an offer";

  const onSubmit = form.submit(write, {
    // A re-trade's own refusals (no term changed, Funded, closed) say why in the server's words.
    errorToast: (error) =>
      isApiError(error) && SAYS_WHY.has(error.code)
        ? { title: OFFER_FAILED_TOAST.title, text: error.message }
        : OFFER_FAILED_TOAST,
    variables: (body) =>
      props.revising
        ? { kind: "revise" as const, offerId: props.revising.id, body }
        : { kind: "send" as const, submissionId: props.submissionId, body },
    onSuccess: () => props.onClose(),
  });

  return (
    <Modal
      opened
      onClose={write.isPending ? () => undefined : props.onClose}
      title={title}
      size="lg"
    >
      <form onSubmit={onSubmit} noValidate aria-label={title}>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            For {props.requestTitle}
            {props.requestedAmount ? ` (requested ${formatUsd(props.requestedAmount)})` : ""}.
          </Text>
          {retrading ? (
            <Alert color="orange" variant="light" title="The borrower accepted these terms">
              Changing them sends a new version that the borrower must accept again. They see every
              change, and how often accepted terms change is recorded for your company.
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <NumberInput
              clampBehavior="none"
              label="Loan amount"
              required
              prefix="$"
              thousandSeparator=","
              min={0}
              description={range ? `${formatUsd(range.min)} to ${formatUsd(range.max)}` : undefined}
              {...form.getInputProps("loanAmount")}
            />
            <NumberInput
              clampBehavior="none"
              label="Interest rate (%)"
              required
              decimalScale={3}
              min={OFFER_LIMITS.rate.min}
              max={OFFER_LIMITS.rate.max}
              description="0 to 30, per year"
              {...form.getInputProps("interestRate")}
            />
            <NumberInput
              clampBehavior="none"
              label="Origination points"
              required
              decimalScale={3}
              min={0}
              max={OFFER_LIMITS.points.max}
              description="0 to 10 % of the loan amount"
              {...form.getInputProps("originationPoints")}
            />
            <NumberInput
              clampBehavior="none"
              label="Other fees ($)"
              required
              prefix="$"
              thousandSeparator=","
              min={0}
              description="Lender fees not itemised under More terms; 0 if none"
              {...form.getInputProps("otherFees")}
            />
            <NumberInput
              clampBehavior="none"
              label="Term (months)"
              required
              allowDecimal={false}
              min={1}
              max={360}
              description="1 to 360"
              {...form.getInputProps("termMonths")}
            />
            <NumberInput
              clampBehavior="none"
              label="Days to close"
              required
              allowDecimal={false}
              min={1}
              max={OFFER_LIMITS.daysToClose.max}
              {...form.getInputProps("daysToClose")}
            />
          </SimpleGrid>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="offer-repayment-label">
              Repayment
            </Text>
            <SegmentedControl
              aria-labelledby="offer-repayment-label"
              data={REPAYMENT_TYPES.map((value) => ({ value, label: REPAYMENT_LABELS[value] }))}
              {...form.getInputProps("repayment")}
            />
          </Stack>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <NumberInput
              clampBehavior="none"
              label="Max LTV (%)"
              min={0}
              max={100}
              {...form.getInputProps("maxLtv")}
            />
            <NumberInput
              clampBehavior="none"
              label="Max LTC (%)"
              min={0}
              max={100}
              {...form.getInputProps("maxLtc")}
            />
            <NumberInput
              clampBehavior="none"
              label="Max LTARV (%)"
              min={0}
              max={100}
              {...form.getInputProps("maxLtarv")}
            />
          </SimpleGrid>
          <OfferMoreTerms form={form} />
          <TextInput
            type="date"
            label="Offer expires on"
            required
            {...form.getInputProps("expiresAt")}
          />
          <Textarea
            label="Conditions"
            autosize
            minRows={3}
            maxLength={OFFER_LIMITS.conditionsMax}
            description={`Up to ${OFFER_LIMITS.conditionsMax} characters`}
            {...form.getInputProps("conditions")}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={props.onClose} disabled={write.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={false} disabled={write.isPending}>
              {write.isPending
                ? revising
                  ? "Revising..."
                  : "Sending..."
                : revising
                  ? "Send revised offer"
                  : "Send offer"}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
