import { Alert, Anchor, Button, Group, Stack, Text, Title } from "@mantine/core";
import { useEffect, useReducer, useRef, useState } from "react";
import { CURRENT_CONSENT, consentText } from "@/domain/consent/consent-wordings";
import {
  aboutYouSchema,
  newLoanRequestSchema,
  validateNewLoanRequest,
} from "@/domain/loan-requests/loan-request-schemas";
import type { LoanType } from "@/domain/reference/loan-types";
import { TOASTS } from "@/domain/site/toast-messages";
import { useOwnLoanRequests } from "@/web/features/loan-requests";
import {
  canGoNext,
  initialSubmitDialogState,
  isFinalStep,
  previousStep,
  SUBMIT_STEP_TITLES,
  stepCounterText,
  submitDialogReducer,
} from "@/web/features/submit-request/lib/submit-dialog";
import { errorsOfIssues, useSchemaForm } from "@/web/lib/form";
import { notify } from "@/web/lib/notify";
import type { Me } from "@/web/lib/session";
import {
  criteriaRefusalTitle,
  existingRequestRefusal,
  newRequestRefusal,
  type SubmitLenderProduct,
} from "../lib/criteria-refusal";
import {
  type AboutYouFormValues,
  initialAboutYouValues,
  initialRequestValues,
  type RequestFormValues,
} from "../lib/form-values";
import { ANONYMOUS_FAILURE_TITLE } from "../lib/submit-errors";
import { useSubmitRequest } from "../lib/use-submit-request";
import { AboutYouFields } from "./about-you-fields";
import { NewRequestStep } from "./new-request-step";
import { RequestTypeStep } from "./request-type-step";
import {
  aboutYouRows,
  existingRequestRows,
  HoneypotField,
  NotesField,
  ReviewSummary,
  requestRows,
  SubmitFailureAlert,
} from "./review-step";
import { SignedInAboutYou } from "./signed-in-about-you";

export interface SubmitLender {
  id: string;
  companyName: string;
  /**
   * The loan types it offers (issue 27): the existing-request picker then disables requests
   * of another type, as the server would refuse them. Unknown: the server decides alone.
   */
  productTypes?: readonly LoanType[];
  /** The public lender's states text: the lending criteria's states (issue 31). */
  state?: string | null;
  /**
   * Its products with their lending criteria, when known (issue 31): a request breaking a hard
   * limit of the product of its type is not sent; the last step says why instead.
   */
  products?: readonly SubmitLenderProduct[];
}

export interface SubmitPrefill {
  request?: Partial<RequestFormValues>;
  aboutYou?: Partial<AboutYouFormValues>;
}

interface SubmitRequestFlowProps {
  lender: SubmitLender;
  me: Me | null;
  initialLoanType?: LoanType | null;
  prefill?: SubmitPrefill;
  onClose: () => void;
}

/**
 * The line under the visitor's submit button (issue 11): the current contact wording, whose
 * version the request carries so the server records exactly this consent (issue 33).
 */
export function contactConsentText(companyName: string): string {
  return consentText(CURRENT_CONSENT.contact, { company: companyName });
}

/**
 * The steps of 'Submit Loan Request to {company}' (spec 2 'Submit dialog'), driven by the
 * domain's step machine. Mounted only while the dialog is open, so closing resets it.
 */
export function SubmitRequestFlow({
  lender,
  me,
  initialLoanType,
  prefill,
  onClose,
}: SubmitRequestFlowProps) {
  const loggedIn = me !== null;
  const [state, dispatch] = useReducer(submitDialogReducer, loggedIn, (signedIn) => {
    const initial = initialSubmitDialogState(signedIn);
    // A visitor has only one choice (existing requests need an account): it starts chosen.
    return signedIn ? initial : { ...initial, requestType: "new" as const };
  });
  const requestForm = useSchemaForm<typeof newLoanRequestSchema, RequestFormValues>(
    newLoanRequestSchema,
    { ...initialRequestValues(initialLoanType), ...prefill?.request },
    { validateInputOnBlur: true },
  );
  const aboutForm = useSchemaForm<typeof aboutYouSchema, AboutYouFormValues>(
    aboutYouSchema,
    { ...initialAboutYouValues(me?.profile, me?.user.email), ...(me ? {} : prefill?.aboutYou) },
    { validateInputOnBlur: true },
  );
  const [honeypot, setHoneypot] = useState("");
  const ownRequests = useOwnLoanRequests(loggedIn);
  const { submit, signInFirst, pending, failure } = useSubmitRequest({
    lender,
    state,
    requestForm,
    aboutForm,
    honeypot,
    onClose,
  });

  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);
  // Each new step is announced and the keyboard starts from its heading.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each step change.
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [state.step]);

  const enabled = canGoNext({ ...state, email: aboutForm.values.email });
  const previous = previousStep(state.step, state.loggedIn, state.requestType);
  const final = isFinalStep(state);
  const selectedRequest =
    ownRequests.data?.items.find((request) => request.id === state.selectedInquiryId) ?? null;
  // Issue 31: on the last step, a request this lender's hard limits keep out is not sent.
  const refusal = !final
    ? null
    : state.requestType === "existing"
      ? selectedRequest
        ? existingRequestRefusal(lender, selectedRequest)
        : null
      : newRequestRefusal(lender, requestForm.getValues(), aboutForm.getValues());

  const next = () => {
    if (state.step === 2) {
      const result = validateNewLoanRequest(requestForm.getValues(), "step");
      if (!result.ok) {
        requestForm.setErrors(result.fieldErrors);
        notify.errorToast(result.toast);
        return;
      }
    }
    if (state.step === 4) {
      const result = aboutYouSchema.safeParse(aboutForm.getValues());
      if (!result.success) {
        aboutForm.setErrors(errorsOfIssues(result.error.issues));
        notify.errorToast(TOASTS.validationError);
        return;
      }
      // The step machine checks the email itself before it moves on.
      dispatch({ type: "setEmail", email: result.data.email });
    }
    dispatch({ type: "next" });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!enabled || pending || refusal) return;
        if (final) submit();
        else next();
      }}
    >
      <Stack gap="md">
        <div>
          <Text size="sm" c="dimmed" fw={600} data-testid="submit-step-counter">
            {stepCounterText(state.step, state.loggedIn)}
          </Text>
          <Title order={3} fz="lg" ref={headingRef} tabIndex={-1} style={{ outline: "none" }}>
            {SUBMIT_STEP_TITLES[state.step]}
          </Title>
        </div>

        {state.step === 1 ? (
          <RequestTypeStep
            loggedIn={state.loggedIn}
            lenderId={lender.id}
            lenderProductTypes={lender.productTypes}
            requestType={state.requestType}
            selectedId={state.selectedInquiryId}
            onChooseType={(requestType) => dispatch({ type: "chooseType", requestType })}
            onSelect={(inquiryId) => dispatch({ type: "selectInquiry", inquiryId })}
          />
        ) : null}

        {state.step === 2 ? (
          <NewRequestStep form={requestForm} offeredTypes={lender.productTypes} />
        ) : null}

        {state.step === 3 ? (
          <Stack gap="md">
            <ReviewSummary
              title="Loan Request"
              rows={
                state.requestType === "existing" && selectedRequest
                  ? existingRequestRows(selectedRequest)
                  : requestRows(requestForm.getValues())
              }
            />
            {/* Spec 2 step 3 'Review with additional notes', for an existing request too: then
                the notes go with this submission to this lender only (issue 28). */}
            <NotesField
              form={requestForm}
              description={
                state.requestType === "existing"
                  ? `Optional: anything ${lender.companyName} should know. Sent with this request to ${lender.companyName} only.`
                  : undefined
              }
            />
            {me ? <SignedInAboutYou form={aboutForm} profile={me.profile} /> : null}
          </Stack>
        ) : null}

        {state.step === 4 ? <AboutYouFields form={aboutForm} /> : null}

        {state.step === 5 ? (
          <Stack gap="md">
            <ReviewSummary title="Loan Request" rows={requestRows(requestForm.getValues())} />
            <ReviewSummary title="About You" rows={aboutYouRows(aboutForm.getValues())} />
            <NotesField form={requestForm} />
            <HoneypotField value={honeypot} onChange={setHoneypot} />
            {failure ? <SubmitFailureAlert title={ANONYMOUS_FAILURE_TITLE} text={failure} /> : null}
          </Stack>
        ) : null}

        {refusal ? (
          <Alert color="orange" title={criteriaRefusalTitle(lender.companyName)} role="alert">
            {refusal}
          </Alert>
        ) : null}

        <Group justify="space-between" gap="sm" mt="xs">
          {previous !== null ? (
            <Button variant="default" onClick={() => dispatch({ type: "back" })} disabled={pending}>
              Back
            </Button>
          ) : (
            <Button variant="default" onClick={onClose} disabled={pending}>
              Cancel
            </Button>
          )}
          <Button type="submit" disabled={!enabled || pending || refusal !== null}>
            {final ? (pending ? "Submitting..." : "Submit Request") : "Next"}
          </Button>
        </Group>
        {!state.loggedIn && final ? (
          <Text size="xs" c="dimmed" ta="right">
            {contactConsentText(lender.companyName)}
          </Text>
        ) : null}
        {!state.loggedIn && (state.step === 4 || state.step === 5) ? (
          <Text size="sm" c="dimmed">
            Have an account?{" "}
            <Anchor component="button" type="button" onClick={signInFirst} size="sm">
              Sign in first
            </Anchor>{" "}
            and we'll keep this request for 24 hours and send it once you're signed in.
          </Text>
        ) : null}
      </Stack>
    </form>
  );
}
