import { useState } from "react";
import { useNavigate } from "react-router";
import { CURRENT_CONSENT } from "@/domain/consent/consent-wordings";
import {
  aboutYouSchema,
  validateNewLoanRequest,
} from "@/domain/loan-requests/loan-request-schemas";
import { TOASTS } from "@/domain/site/toast-messages";
import { useSubmitAnonymousRequest, useSubmitToLender } from "@/web/features/loan-requests";
import type { SubmitDialogState } from "@/web/features/submit-request/lib/submit-dialog";
import { notify } from "@/web/lib/notify";
import type { AboutYouForm } from "../components/about-you-fields";
import type { RequestForm } from "../components/new-request-step";
import { browserStorage, savePendingSubmission } from "./pending-submission";
import { anonymousFailureText, signedInFailureToast } from "./submit-errors";

interface SubmitRequestOptions {
  lender: { id: string; companyName: string };
  state: SubmitDialogState;
  requestForm: RequestForm;
  aboutForm: AboutYouForm;
  honeypot: string;
  onClose: () => void;
}

/**
 * The dialog's last step: a signed-in user's new or existing request to this lender (failures
 * as toasts), or a visitor's anonymous request (failures in the step-5 alert); and 'Sign in
 * first', which keeps the draft for 24 hours (spec 4) and goes to /auth.
 */
export function useSubmitRequest(options: SubmitRequestOptions) {
  const { lender, state, requestForm, aboutForm, honeypot, onClose } = options;
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const submitSignedIn = useSubmitToLender(lender);
  const submitAnonymous = useSubmitAnonymousRequest();
  const signedInCallbacks = {
    onSuccess: onClose,
    onError: (error: Error) => notify.errorToast(signedInFailureToast(error)),
  };

  const submit = () => {
    setFailure(null);
    if (state.loggedIn && state.requestType === "existing") {
      if (!state.selectedInquiryId) return;
      const notes = requestForm.getValues().notes.trim();
      submitSignedIn.mutate(
        { kind: "existing", requestId: state.selectedInquiryId, notes: notes || null },
        signedInCallbacks,
      );
      return;
    }
    const request = validateNewLoanRequest(requestForm.getValues(), "step");
    if (state.loggedIn) {
      if (!request.ok) {
        requestForm.setErrors(request.fieldErrors);
        notify.errorToast(request.toast);
        return;
      }
      submitSignedIn.mutate({ kind: "new", request: request.data }, signedInCallbacks);
      return;
    }
    const about = aboutYouSchema.safeParse(aboutForm.getValues());
    if (!request.ok || !about.success) {
      setFailure(TOASTS.validationError.text);
      return;
    }
    submitAnonymous.mutate(
      {
        email: about.data.email,
        phone: about.data.phone,
        creditScore: about.data.creditScore,
        experience: about.data.experienceYears,
        request: request.data,
        lenderIds: [lender.id],
        website: honeypot,
        // The line under the button (contactConsentText) in this version (issue 33).
        contactConsent: CURRENT_CONSENT.contact,
      },
      { onSuccess: onClose, onError: (error) => setFailure(anonymousFailureText(error)) },
    );
  };

  const signInFirst = () => {
    savePendingSubmission(browserStorage(), { lender, request: requestForm.getValues() });
    const email = aboutForm.getValues().email.trim();
    onClose();
    void navigate(email ? `/auth?email=${encodeURIComponent(email)}` : "/auth");
  };

  return {
    submit,
    signInFirst,
    failure,
    pending: submitSignedIn.isPending || submitAnonymous.isPending,
  };
}
