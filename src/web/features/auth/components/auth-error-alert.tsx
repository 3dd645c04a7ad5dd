import { Alert } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import {
  AUTH_URL_ERROR_HINT,
  AUTH_URL_ERROR_TITLE,
  authUrlErrorMessage,
} from "@/domain/auth-errors";

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
      title={`${AUTH_URL_ERROR_TITLE}: ${authUrlErrorMessage({ error: code, errorDescription: description })}`}
      role="alert"
    >
      {AUTH_URL_ERROR_HINT}
    </Alert>
  );
}
