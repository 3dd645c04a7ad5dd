import { Alert } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import {
  AUTH_URL_ERROR_HINT,
  AUTH_URL_ERROR_TITLE,
  authUrlErrorMessage,
  CONFIRMATION_LINK_HINT,
  isConfirmationLink,
} from "@/web/features/auth/lib/auth-errors";

/** red-9 title and icon: above 4.5:1 on the light red background (Mantine's red-6 is not). */
export const ERROR_ALERT_STYLES = {
  title: { color: "var(--mantine-color-red-9)" },
  icon: { color: "var(--mantine-color-red-9)" },
} as const;

interface AuthErrorAlertProps {
  code: string;
  description: string | null;
  /** The `link` parameter: "confirmation" when an email confirmation link came back. */
  link?: string | null;
}

/**
 * Spec 8 'Auth URL errors': 'Authentication Error: <message>' and the hint about expired or
 * invalid links, when a magic or verification link comes back to /auth?error=…. A confirmation
 * link's failure names that link and says how to get a new one.
 */
export function AuthErrorAlert({ code, description, link }: AuthErrorAlertProps) {
  const message = authUrlErrorMessage({ error: code, errorDescription: description, link });
  return (
    <Alert
      color="red"
      styles={ERROR_ALERT_STYLES}
      variant="light"
      icon={<IconAlertCircle aria-hidden="true" />}
      title={`${AUTH_URL_ERROR_TITLE}: ${message}`}
      role="alert"
    >
      {isConfirmationLink(link) ? CONFIRMATION_LINK_HINT : AUTH_URL_ERROR_HINT}
    </Alert>
  );
}
