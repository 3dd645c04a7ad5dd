import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { validateNewLoanRequest } from "@/domain/loan-requests/loan-request-schemas";
import { errorToast, FAILURE_FALLBACKS, TOASTS } from "@/domain/site/toast-messages";
import { useSubmitToLender } from "@/web/features/loan-requests";
import { isApiError } from "@/web/lib/api-client";
import { notify } from "@/web/lib/notify";
import { useMe } from "@/web/lib/session";
import {
  browserStorage,
  COMPLETE_SUBMISSION_PARAM,
  clearPendingSubmission,
  loadPendingSubmission,
  type PendingSubmission,
} from "../lib/pending-submission";

/** A failure worth retrying later (network, server) keeps the draft; any refusal drops it. */
function isRetryable(error: unknown): boolean {
  return !isApiError(error) || error.status === 0 || error.status >= 500;
}

function Completion({ draft, onDone }: { draft: PendingSubmission; onDone: () => void }) {
  const submit = useSubmitToLender(draft.lender);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const storage = browserStorage();
    const request = validateNewLoanRequest(draft.request, "step");
    if (!request.ok) {
      clearPendingSubmission(storage);
      notify.errorToast(errorToast(null, FAILURE_FALLBACKS.completeLoanSubmission));
      onDone();
      return;
    }
    // 'Loan Request Submitted' comes from useSubmitToLender.
    submit.mutate(
      { kind: "new", request: request.data },
      {
        onSuccess: () => {
          clearPendingSubmission(storage);
          onDone();
        },
        onError: (error) => {
          if (!isRetryable(error)) clearPendingSubmission(storage);
          notify.errorToast(
            isApiError(error) && error.code === "already_submitted"
              ? TOASTS.alreadySubmitted
              : errorToast(null, FAILURE_FALLBACKS.completeLoanSubmission),
          );
          onDone();
        },
      },
    );
  }, [draft, onDone, submit]);
  return null;
}

/**
 * Spec 4 'Pending anonymous submission': on the borrower dashboard, a signed-in user's stored
 * draft is submitted once ('Loan Request Submitted'), then the draft and the
 * `completeLoanSubmission` flag are cleared. An expired draft is dropped silently. The sign-in
 * flows always land on /dashboard, so a fresh draft is completed on arrival even when the flag
 * did not survive the redirect; the draft exists only because the visitor chose 'Sign in first'.
 */
export function PendingSubmissionCompleter() {
  const me = useMe();
  const [params, setParams] = useSearchParams();
  const flagged = params.get(COMPLETE_SUBMISSION_PARAM) === "true";
  const draftRef = useRef<PendingSubmission | null | undefined>(undefined);
  const finished = useRef(false);
  if (draftRef.current === undefined) draftRef.current = loadPendingSubmission(browserStorage());

  const clearFlag = () => {
    finished.current = true;
    if (!flagged) return;
    setParams(
      (current) => {
        const nextParams = new URLSearchParams(current);
        nextParams.delete(COMPLETE_SUBMISSION_PARAM);
        return nextParams;
      },
      { replace: true },
    );
  };

  useEffect(() => {
    // Nothing to complete: only the flag goes.
    if (draftRef.current === null && flagged && !finished.current) clearFlag();
  });

  if (!me.data || !draftRef.current || finished.current) return null;
  return <Completion draft={draftRef.current} onDone={clearFlag} />;
}
