import { Alert } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { authUrlErrorText } from "../utils/auth-errors";

interface AuthErrorAlertProps {
  code: string;
  description: string | null;
}

/** Spec 8 'Auth URL errors': shown when a magic or verification link comes back with an error. */
export function AuthErrorAlert({ code, description }: AuthErrorAlertProps) {
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle aria-hidden="true" />}
      title={`Authentication Error: ${authUrlErrorText(code, description)}`}
      role="alert"
    >
      Sign-in links expire after 1 hour and work only once. Request a new link below.
    </Alert>
  );
}
