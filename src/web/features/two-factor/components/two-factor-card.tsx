import { Badge, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { canDisableTwoFactor } from "@/domain/policies/two-factor-policies";
import type { Me } from "@/web/lib/session";
import {
  type Enrolment,
  useDisableTwoFactor,
  useEnableTwoFactor,
  useGenerateBackupCodes,
} from "../api/two-factor";
import { actorWithTwoFactor } from "../lib/actor";
import { BackupCodesList } from "./backup-codes-list";
import { EnrolmentSteps } from "./enrolment-steps";
import { PasswordConfirmForm } from "./password-confirm-form";

/**
 * 'Two-factor sign-in' (issue 33): an authenticator app's code asked at every sign-in, with
 * backup codes. Set up here by lenders (optional, and they may switch it off) and admins
 * (required before the admin area; they keep it on: docs/decisions/2026-11-27-two-factor-sign-in.md).
 */
export function TwoFactorCard({ me }: { me: Me }) {
  const enabled = me.user.twoFactorEnabled;
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [newCodes, setNewCodes] = useState<string[] | null>(null);
  const enable = useEnableTwoFactor();
  const regenerate = useGenerateBackupCodes();
  const disable = useDisableTwoFactor();
  const mayDisable = canDisableTwoFactor(actorWithTwoFactor(me));

  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="two-factor-title"
    >
      <Group justify="space-between" align="center" gap="sm">
        <Title order={2} fz="h4" id="two-factor-title">
          Two-factor sign-in
        </Title>
        <Badge color={enabled ? "green" : "gray"} variant="light">
          {enabled ? "On" : "Off"}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed" mt={4} mb="md">
        {enabled
          ? "Signing in asks for a code from your authenticator app, or one of your backup codes."
          : "Protect your account with a code from an authenticator app on your phone, asked at every sign-in after your password or magic link."}
      </Text>
      {enabled ? (
        <Stack gap="lg">
          {newCodes ? <BackupCodesList codes={newCodes} /> : null}
          <PasswordConfirmForm
            hasPassword={me.hasPassword}
            mutation={regenerate}
            label="Get New Backup Codes"
            pendingLabel="Creating..."
            onDone={(data) => setNewCodes(data.backupCodes)}
          />
          {mayDisable ? (
            <PasswordConfirmForm
              hasPassword={me.hasPassword}
              mutation={disable}
              label="Turn Off Two-Factor Sign-In"
              pendingLabel="Turning off..."
              color="red"
              onDone={() => setNewCodes(null)}
            />
          ) : null}
        </Stack>
      ) : enrolment ? (
        <EnrolmentSteps enrolment={enrolment} />
      ) : (
        <PasswordConfirmForm
          hasPassword={me.hasPassword}
          mutation={enable}
          label="Set Up Two-Factor Sign-In"
          pendingLabel="Preparing..."
          onDone={setEnrolment}
        />
      )}
    </Card>
  );
}
