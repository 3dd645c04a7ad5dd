import { Alert } from "@mantine/core";
import { IconAlertCircle, IconCircleCheck } from "@tabler/icons-react";
import { useLocation, useSearchParams } from "react-router";
import type { AuthFormName } from "@/domain/accounts/auth-forms";
import { formOutcomeOf, withoutFormOutcome } from "../lib/form-outcome";
import { ERROR_ALERT_STYLES } from "./auth-error-alert";

/**
 * The outcome of `form` when it was posted without JavaScript (lib/form-outcome.ts): the
 * JavaScript flow's toast, as an alert on the page the server sent the browser back to.
 */
export function FormOutcomeAlert({ form }: { form: AuthFormName }) {
  const [searchParams] = useSearchParams();
  const outcome = formOutcomeOf(searchParams);
  if (!outcome || outcome.form !== form) return null;
  const error = outcome.kind === "error";
  return (
    <Alert
      color={error ? "red" : "lane"}
      variant="light"
      styles={error ? ERROR_ALERT_STYLES : undefined}
      icon={error ? <IconAlertCircle aria-hidden="true" /> : <IconCircleCheck aria-hidden="true" />}
      title={outcome.message.title}
      role={error ? "alert" : "status"}
    >
      {outcome.message.text}
    </Alert>
  );
}

/**
 * Drops a post's outcome from the address (replaced, navigation state kept): given to a form
 * area's onSubmitCapture, so a form sent again by the script does not leave the earlier
 * answer's alert beside its own toast.
 */
export function useClearFormOutcome(): () => void {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  return () => {
    if (!formOutcomeOf(searchParams)) return;
    setSearchParams((params) => withoutFormOutcome(params), {
      replace: true,
      preventScrollReset: true,
      state: location.state,
    });
  };
}
