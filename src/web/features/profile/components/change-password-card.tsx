import { Button, Card, PasswordInput, Stack, Text, Title } from "@mantine/core";
import { useMemo } from "react";
import { changePasswordSchema, validatePasswordChange } from "@/domain/accounts/password";
import { TOASTS } from "@/domain/site/toast-messages";
import { NewPasswordField, useSchemaForm } from "@/web/lib/form";
import { notify } from "@/web/lib/notify";
import { useChangePassword } from "../api/change-password";

/**
 * Spec 2 'My Profile' change-password card (spec 5 'Password change'): the current password is
 * asked for only when the account has one; a magic-link-only account adds a password. The
 * new password must match its confirmation and have at least 6 characters.
 */
export function ChangePasswordCard({ hasPassword }: { hasPassword: boolean }) {
  const change = useChangePassword();
  const schema = useMemo(() => changePasswordSchema(hasPassword), [hasPassword]);
  const form = useSchemaForm(schema, { currentPassword: "", newPassword: "", confirmPassword: "" });

  // 'Password updated' is shown by useChangePassword. A wrong current password comes back
  // on its field, with spec 8's 'Failed to update password.' toast as well.
  const submit = form.submit(change, {
    variables: (values) => ({
      currentPassword: hasPassword ? (values.currentPassword ?? undefined) : undefined,
      newPassword: values.newPassword,
    }),
    errorToast: TOASTS.passwordUpdateFailed,
    toastFieldErrors: true,
    onSuccess: () => form.reset(),
    // Spec 5 words these as titled notices ('Password mismatch: …'); the fields show them too.
    onInvalid: (_errors, values) => {
      const toast = validatePasswordChange(values, hasPassword);
      if (toast) notify.errorToast(toast);
    },
  });

  const title = hasPassword ? "Change Password" : "Add a Password";
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="password-title">
      <Title order={2} fz="h4" id="password-title">
        {title}
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="md">
        {hasPassword
          ? "Enter your current password, then choose a new one."
          : "You sign in with magic links. Add a password to also sign in with your email and password."}
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="md" maw={420}>
          {hasPassword ? (
            <PasswordInput
              label="Current Password"
              autoComplete="current-password"
              required
              {...form.getInputProps("currentPassword")}
            />
          ) : null}
          <NewPasswordField {...form.getInputProps("newPassword")} />
          <PasswordInput
            label="Confirm New Password"
            autoComplete="new-password"
            required
            {...form.getInputProps("confirmPassword")}
          />
          <Button type="submit" disabled={change.isPending} style={{ alignSelf: "flex-start" }}>
            {change.isPending ? "Updating..." : hasPassword ? "Update Password" : "Add Password"}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
