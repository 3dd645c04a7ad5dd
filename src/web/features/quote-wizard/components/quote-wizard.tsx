import { Alert, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import {
  type QuoteStep1,
  quoteStep1Schema,
  quoteStep2Schema,
  validateQuoteStep1,
  validateQuoteStep2,
} from "@/domain/loan-requests/loan-request-schemas";
import { toActor } from "@/domain/policies/actor";
import { canSubmitInquiry } from "@/domain/policies/inquiry-policies";
import { TOASTS } from "@/domain/site/toast-messages";
import { useCreateGeneralInquiry, useSubmitAnonymousRequest } from "@/web/features/loan-requests";
import {
  quoteAnonymousBody,
  quoteCreateBody,
  quoteToInquiry,
} from "@/web/features/quote-wizard/lib/quote-result";
import { browserStorage } from "@/web/features/submit-request";
import { useSchemaForm } from "@/web/lib/form";
import { notify } from "@/web/lib/notify";
import { useMe } from "@/web/lib/session";
import { keepPendingInquiry } from "../lib/pending-inquiry";
import {
  EMPTY_STEP1,
  emptyStep2,
  type QuoteStep1Values,
  type QuoteStep2Values,
  QuoteStepOne,
  QuoteStepTwo,
} from "./quote-steps";
import { QuoteThankYou } from "./quote-thank-you";

type Step = 1 | 2;

/**
 * Spec 2 'Borrower quote wizard': step 1 (the deal), step 2 (contact details), then the
 * thank-you screen. Creates a general inquiry (no lender) for the signed-in user, or for the
 * visitor's email through the anonymous request.
 */
export function QuoteWizard() {
  const me = useMe();
  const [step, setStep] = useState<Step>(1);
  const [done, setDone] = useState<{ answers: QuoteStep1; step2: QuoteStep2Values } | null>(null);
  const step1 = useSchemaForm<typeof quoteStep1Schema, QuoteStep1Values>(
    quoteStep1Schema,
    EMPTY_STEP1,
  );
  const step2 = useSchemaForm<typeof quoteStep2Schema, QuoteStep2Values>(
    quoteStep2Schema,
    emptyStep2(null),
    { validateInputOnBlur: ["email", "phone"] },
  );
  const createSignedIn = useCreateGeneralInquiry();
  const createAnonymous = useSubmitAnonymousRequest();
  const pending = createSignedIn.isPending || createAnonymous.isPending;
  const signedIn = Boolean(me.data);

  // A signed-in user's email starts filled in (once known).
  const accountEmail = me.data?.user.email;
  useEffect(() => {
    if (accountEmail && step2.getValues().email === "") step2.setFieldValue("email", accountEmail);
  }, [accountEmail, step2]);

  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each step change.
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [step, done]);

  const goTo = (next: Step) => {
    moved.current = true;
    setStep(next);
  };

  const next = (event: React.FormEvent) => {
    event.preventDefault();
    const result = validateQuoteStep1(step1.getValues());
    if (!result.ok) {
      step1.setErrors(result.fieldErrors);
      notify.errorToast(result.toast);
      return;
    }
    step1.clearErrors();
    goTo(2);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const answers = validateQuoteStep1(step1.getValues());
    const contact = validateQuoteStep2(step2.getValues());
    if (!answers.ok) {
      goTo(1);
      return;
    }
    if (!contact.ok) {
      step2.setErrors(contact.fieldErrors);
      notify.errorToast(contact.toast);
      return;
    }
    const inquiry = quoteToInquiry(answers.data, contact.data);
    const finish = () => {
      notify.clearErrors();
      moved.current = true;
      setDone({ answers: answers.data, step2: step2.getValues() });
    };
    if (signedIn) {
      createSignedIn.mutate(quoteCreateBody(answers.data, contact.data), {
        onSuccess: finish,
        onError: () => {
          // Spec 4: a failed inquiry for a signed-in user is kept in the browser.
          keepPendingInquiry(browserStorage(), inquiry);
          notify.errorToast(TOASTS.quoteSubmitFailed);
        },
      });
      return;
    }
    createAnonymous.mutate(
      { ...quoteAnonymousBody(answers.data, contact.data), website: "" },
      { onSuccess: finish, onError: () => notify.errorToast(TOASTS.quoteSubmitFailed) },
    );
  };

  const startOver = () => {
    step1.setValues(EMPTY_STEP1);
    step1.clearErrors();
    step2.setValues(emptyStep2(accountEmail));
    step2.clearErrors();
    setDone(null);
    goTo(1);
  };

  if (!canSubmitInquiry(toActor(me.data?.profile))) {
    return (
      <Alert color="blue" title="Borrower accounts only">
        Quote requests are sent from borrower accounts. Sign out to request a quote as a visitor, or
        use a borrower account.
      </Alert>
    );
  }

  if (done) {
    return (
      <QuoteThankYou
        ref={headingRef}
        answers={done.answers}
        contact={done.step2}
        onStartOver={startOver}
      />
    );
  }

  return (
    <Paper withBorder shadow="sm" radius="md" p={{ base: "md", sm: "xl" }}>
      <form onSubmit={step === 1 ? next : submit} noValidate>
        <Stack gap="lg">
          <div>
            <Text size="sm" c="dimmed" fw={600}>
              Step {step} of 2
            </Text>
            <Title order={2} fz="xl" ref={headingRef} tabIndex={-1} style={{ outline: "none" }}>
              {step === 1 ? "Tell us about your deal" : "How can lenders reach you?"}
            </Title>
          </div>
          {step === 1 ? <QuoteStepOne form={step1} /> : <QuoteStepTwo form={step2} />}
          <Group justify={step === 1 ? "flex-end" : "space-between"} gap="sm">
            {step === 2 ? (
              <Button variant="default" onClick={() => goTo(1)} disabled={pending}>
                Back
              </Button>
            ) : null}
            <Button type="submit" disabled={pending}>
              {step === 1 ? "Next" : pending ? "Submitting..." : "Get My Quote"}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
