import { Anchor, Button, Code, Stack, Text, TextInput, Title } from "@mantine/core";
import { readableSecretOf, twoFactorCodeFormSchema } from "@/domain/accounts/two-factor";
import { useSchemaForm } from "@/web/lib/form";
import { type Enrolment, useConfirmEnrolment } from "../api/two-factor";
import { failureToast } from "../lib/failure-toast";
import { BackupCodesList } from "./backup-codes-list";

/**
 * Enrolment's second half: the key for the authenticator app (typed, or opened as an
 * otpauth:// link on a phone), the backup codes, then the app's first code switches it on.
 */
export function EnrolmentSteps({ enrolment }: { enrolment: Enrolment }) {
  const confirm = useConfirmEnrolment();
  const form = useSchemaForm(twoFactorCodeFormSchema, { code: "" });
  const submit = form.submit(confirm, {
    variables: (parsed) => parsed.code,
    errorToast: failureToast,
  });
  return (
    <Stack gap="md">
      <div>
        <Title order={3} fz="h5">
          1. Add LenderLane to your authenticator app
        </Title>
        <Text size="sm" mt={4}>
          In the app (Google Authenticator, Microsoft Authenticator, 1Password…), choose to enter a
          setup key and type this one (time-based):
        </Text>
        <Code block mt="xs" fz="md" style={{ overflowWrap: "anywhere" }}>
          {readableSecretOf(enrolment.totpURI)}
        </Code>
        <Anchor href={enrolment.totpURI} size="sm" mt={4} display="inline-block">
          On this phone? Open the key in your authenticator app
        </Anchor>
      </div>
      <div>
        <Title order={3} fz="h5" mb="xs">
          2. Keep your backup codes
        </Title>
        <BackupCodesList codes={enrolment.backupCodes} />
      </div>
      <form onSubmit={submit} noValidate>
        <Title order={3} fz="h5" mb="xs">
          3. Enter the code your app shows
        </Title>
        <Stack gap="sm" maw={280}>
          <TextInput
            label="6-digit code"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            {...form.getInputProps("code")}
          />
          <Button type="submit" disabled={confirm.isPending} style={{ alignSelf: "flex-start" }}>
            {confirm.isPending ? "Checking..." : "Turn On Two-Factor Sign-In"}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
