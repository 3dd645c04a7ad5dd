import { Anchor, Button, Container, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { backupCodeFormSchema, twoFactorCodeFormSchema } from "@/domain/accounts/two-factor";
import { ACCOUNT_TOASTS } from "@/domain/site/toast-messages";
import { useSchemaForm } from "@/web/lib/form";
import { notify } from "@/web/lib/notify";
import { useVerifySignInCode } from "../api/two-factor";
import { failureToast } from "../lib/failure-toast";

/**
 * The code page (/auth/two-factor, issue 33): after the password or the magic link of an
 * account with two-factor sign-in, the authenticator's code (or a backup code) finishes the
 * sign-in, then `next` opens (the dashboard by default). The server holds the half-done
 * sign-in for 10 minutes in a cookie; without it the code is refused with a way back to /auth.
 */
export function TwoFactorChallenge({ next }: { next: string }) {
  const [backup, setBackup] = useState(false);
  const verify = useVerifySignInCode();
  const navigate = useNavigate();
  const form = useSchemaForm(backup ? backupCodeFormSchema : twoFactorCodeFormSchema, {
    code: "",
  });
  const submit = form.submit(verify, {
    variables: (parsed) => ({ code: parsed.code, backup }),
    errorToast: failureToast,
    onSuccess: async () => {
      notify.success({
        title: ACCOUNT_TOASTS.signedIn.title,
        message: ACCOUNT_TOASTS.signedIn.text,
      });
      await navigate(next, { replace: true });
    },
  });

  return (
    <Container size={480} px="md" py={{ base: "xl", sm: 56 }}>
      <Stack gap="lg">
        <Title order={1} ta="center" fz={{ base: 26, sm: 32 }}>
          Two-factor sign-in
        </Title>
        <Paper withBorder shadow="sm" p={{ base: "md", sm: "xl" }} radius="md">
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <Text size="sm">
                {backup
                  ? "Enter one of the backup codes you saved when you set up two-factor sign-in. Each works once."
                  : "Open your authenticator app and enter the 6-digit code it shows for LenderLane."}
              </Text>
              <TextInput
                key={backup ? "backup" : "totp"}
                label={backup ? "Backup code" : "6-digit code"}
                inputMode={backup ? "text" : "numeric"}
                autoComplete="one-time-code"
                required
                data-autofocus
                {...form.getInputProps("code")}
              />
              <Button type="submit" fullWidth disabled={verify.isPending}>
                {verify.isPending ? "Checking..." : "Verify"}
              </Button>
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() => {
                  form.reset();
                  setBackup((value) => !value);
                }}
              >
                {backup
                  ? "Use your authenticator app instead"
                  : "Lost your phone? Use a backup code"}
              </Anchor>
            </Stack>
          </form>
        </Paper>
        <Text size="sm" ta="center">
          <Anchor component={Link} to="/auth">
            Start again from the sign-in page
          </Anchor>
        </Text>
      </Stack>
    </Container>
  );
}
