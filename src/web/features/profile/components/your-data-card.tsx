/**
 * 'Your data' on /profile (issue 33): 'Download my data' (a JSON file of everything held about
 * the account, GET /api/me/export) and 'Delete my account' with its confirmation dialog.
 */
import {
  Alert,
  Button,
  Card,
  Group,
  Modal,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconDownload, IconTrash } from "@tabler/icons-react";
import { deleteAccountBodySchema } from "@/domain/contract/privacy";
import {
  confirmsEmail,
  DELETED_BORROWER_LABEL,
  FRESH_SESSION_MINUTES,
} from "@/domain/privacy/privacy-rules";
import type { UserType } from "@/domain/reference/statuses";
import { isApiError } from "@/web/lib/api-client";
import { useSchemaForm } from "@/web/lib/form";
import { EXPORT_URL, useDeleteAccount } from "../api/delete-account";

export const DELETE_FAILED_TITLE = "Account not deleted";

/** What deleting keeps and removes, in the words of the role. */
export function deletionSummary(userType: UserType): string {
  if (userType === "lender") {
    return "Your sign-in, profile and sessions are removed. Your lender profile is taken off the listing and gets no new leads; the deals and offers you made stay for the borrowers, without your contact details.";
  }
  return `Your sign-in, profile, saved searches and sessions are removed. Lenders you sent requests to keep them as '${DELETED_BORROWER_LABEL}' with the loan figures only; your messages are replaced by a note.`;
}

function DeleteAccountDialog({
  opened,
  onClose,
  email,
  hasPassword,
  userType,
}: {
  opened: boolean;
  onClose: () => void;
  email: string;
  hasPassword: boolean;
  userType: UserType;
}) {
  const deletion = useDeleteAccount();
  const form = useSchemaForm(deleteAccountBodySchema, { confirmEmail: "", password: "" });
  const submit = form.submit(deletion, {
    variables: (parsed) => ({
      confirmEmail: parsed.confirmEmail,
      password: hasPassword ? (parsed.password ?? null) : null,
    }),
    errorToast: (error) => ({ title: DELETE_FAILED_TITLE, text: error.message }),
  });
  const failure = deletion.error;
  const needsSignIn = isApiError(failure) && failure.code === "recent_sign_in_required";
  const typed = confirmsEmail(form.values.confirmEmail, email);

  return (
    <Modal opened={opened} onClose={onClose} title="Delete my account" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{deletionSummary(userType)}</Text>
          <Text size="sm">This cannot be undone.</Text>
          {needsSignIn ? (
            <Alert color="red" variant="light" role="alert" title={DELETE_FAILED_TITLE}>
              {failure.message}
            </Alert>
          ) : null}
          <TextInput
            label={`Type ${email} to confirm`}
            autoComplete="off"
            required
            {...form.getInputProps("confirmEmail")}
          />
          {hasPassword ? (
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              required
              {...form.getInputProps("password")}
            />
          ) : (
            <Text size="xs" c="dimmed">
              You sign in with magic links: deleting needs a sign-in in the last{" "}
              {FRESH_SESSION_MINUTES} minutes.
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color="red" disabled={!typed} loading={deletion.isPending}>
              Delete my account
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

export function YourDataCard({
  email,
  hasPassword,
  userType,
}: {
  email: string;
  hasPassword: boolean;
  userType: UserType;
}) {
  const [deleting, dialog] = useDisclosure(false);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="your-data-title">
      <Title order={2} fz="h4" id="your-data-title">
        Your data
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="md">
        Download everything LenderLane holds about you as a JSON file: your profile, loan requests,
        offers, messages, saved searches, consents and sign-ins. Or delete your account.
      </Text>
      <Group gap="sm">
        <Button
          component="a"
          href={EXPORT_URL}
          download
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden="true" />}
        >
          Download my data
        </Button>
        <Button
          color="red"
          variant="light"
          leftSection={<IconTrash size={16} aria-hidden="true" />}
          onClick={dialog.open}
        >
          Delete my account
        </Button>
      </Group>
      {/* Mounted while open only, so closing it forgets what was typed. */}
      {deleting ? (
        <DeleteAccountDialog
          opened
          onClose={dialog.close}
          email={email}
          hasPassword={hasPassword}
          userType={userType}
        />
      ) : null}
    </Card>
  );
}
