import { Alert, Anchor, Button, PasswordInput, Stack, Text } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { IconAlertCircle } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { resetPasswordSchema } from "@/domain/accounts/auth-schemas";
import { PASSWORD_MIN_LENGTH } from "@/domain/reference/limits";
import { ACCOUNT_TOASTS, TOASTS } from "@/domain/site/toast-messages";
import { isInvalidResetTokenError, RESET_LINK_INVALID } from "@/web/features/auth/lib/auth-errors";
import { notify } from "@/web/lib/notify";
import { meQueryKey } from "@/web/lib/session/me";
import { useResetPassword } from "../api/reset-password";
import { resetLinkState } from "../lib/reset-link";
import { AuthCard } from "./auth-card";
import { ERROR_ALERT_STYLES } from "./auth-error-alert";
import type { AuthLocationState } from "./auth-screen";

function InvalidResetLink() {
  return (
    <Stack gap="md">
      <Alert
        color="red"
        styles={ERROR_ALERT_STYLES}
        variant="light"
        icon={<IconAlertCircle aria-hidden="true" />}
        title={RESET_LINK_INVALID.title}
        role="alert"
      >
        {RESET_LINK_INVALID.text}
      </Alert>
      <Button component={Link} to="/lender-login?mode=forgot" fullWidth>
        Request a new link
      </Button>
    </Stack>
  );
}

function ResetPasswordForm({
  token,
  signInPath,
  onInvalid,
}: {
  token: string;
  /** Where to sign in with the new password: /lender-login for a lender, /auth otherwise. */
  signInPath: string;
  onInvalid: () => void;
}) {
  const reset = useResetPassword();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useForm({
    mode: "controlled",
    initialValues: { newPassword: "", confirmPassword: "" },
    validate: schemaResolver(resetPasswordSchema, { sync: true }),
  });

  const submit = form.onSubmit(({ newPassword }) =>
    reset.mutate(
      { token, newPassword },
      {
        onSuccess: async () => {
          notify.success({
            title: ACCOUNT_TOASTS.passwordReset.title,
            message: ACCOUNT_TOASTS.passwordReset.text,
          });
          // Resetting ends every session of the account, this tab's included.
          await queryClient.invalidateQueries({ queryKey: meQueryKey });
          const state: AuthLocationState = { tab: "password" };
          await navigate(signInPath, { replace: true, state });
        },
        onError: (error) => {
          if (isInvalidResetTokenError(error)) onInvalid();
          else notify.errorToast(TOASTS.passwordUpdateFailed);
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <PasswordInput
          label="New Password"
          description={`At least ${PASSWORD_MIN_LENGTH} characters`}
          autoComplete="new-password"
          required
          data-autofocus
          {...form.getInputProps("newPassword")}
        />
        <PasswordInput
          label="Confirm New Password"
          autoComplete="new-password"
          required
          {...form.getInputProps("confirmPassword")}
        />
        <Button type="submit" fullWidth disabled={reset.isPending}>
          {reset.isPending ? "Updating..." : "Update Password"}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * /reset-password, the target of the emailed reset link: a new password and its confirmation
 * (spec 5), then sign in again: a lender at /lender-login, others at /auth (the link says which,
 * reset-link.ts). A missing, used or expired token shows how to get a new link.
 */
export function ResetPasswordScreen() {
  const [searchParams] = useSearchParams();
  const linkState = resetLinkState(searchParams);
  const [refused, setRefused] = useState(false);
  const invalid = linkState.kind === "invalid" || refused;

  return (
    <AuthCard
      title="Reset Password"
      subtitle={invalid ? undefined : "Choose a new password for your account."}
      footer={
        <Text size="sm">
          Remembered it?{" "}
          <Anchor component={Link} to="/auth" fw={600}>
            Back to sign in
          </Anchor>
        </Text>
      }
    >
      {linkState.kind === "form" && !refused ? (
        <ResetPasswordForm
          token={linkState.token}
          signInPath={linkState.signInPath}
          onInvalid={() => setRefused(true)}
        />
      ) : (
        <InvalidResetLink />
      )}
    </AuthCard>
  );
}
