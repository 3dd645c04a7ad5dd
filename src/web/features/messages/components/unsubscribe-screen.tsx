/**
 * /unsubscribe?token=…: the target of a digest mail's unsubscribe link, without signing in.
 * Opening it changes nothing (mail scanners open links); the button does, and can be undone.
 */
import { Alert, Button, Container, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { IconAlertCircle, IconCircleCheck } from "@tabler/icons-react";
import { useSearchParams } from "react-router";
import { CURRENT_CONSENT, consentText } from "@/domain/consent/consent-wordings";
import { NOTIFICATION_KIND_LABELS } from "@/domain/contract/messages";
import { notify } from "@/web/lib/notify";
import { useSetSubscription, useSubscription } from "../api/unsubscribe";

export const UNSUBSCRIBE_INVALID = "This unsubscribe link is not valid.";

export function UnsubscribeScreen() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const subscription = useSubscription(token);
  const change = useSetSubscription(token);
  const failed = () =>
    notify.error({ title: "Something went wrong", message: "Please try again in a moment." });

  let body: React.ReactNode;
  if (token === "" || subscription.isError) {
    body = (
      <Alert
        color="red"
        variant="light"
        role="alert"
        icon={<IconAlertCircle aria-hidden="true" />}
        title={UNSUBSCRIBE_INVALID}
        styles={{ title: { color: "var(--mantine-color-red-9)" } }}
      >
        Check that you opened the whole link from the email, or change your notifications from a
        newer email.
      </Alert>
    );
  } else if (subscription.isPending) {
    body = (
      <Stack align="center" gap="xs" aria-busy="true">
        <Loader size="sm" aria-hidden="true" />
        <Text size="sm">Checking your link...</Text>
      </Stack>
    );
  } else {
    const { kind, email, subscribed } = subscription.data;
    const label = NOTIFICATION_KIND_LABELS[kind];
    body = subscribed ? (
      <Stack gap="md">
        {/* The recorded wording (issue 33): the choice below stores this version. */}
        <Text style={{ overflowWrap: "anywhere" }}>
          {consentText(CURRENT_CONSENT.notifications, { kind: label, email })}
        </Text>
        <Button
          loading={change.isPending}
          onClick={() => change.mutate(false, { onError: failed })}
        >
          {change.isPending ? "Unsubscribing..." : "Unsubscribe"}
        </Button>
      </Stack>
    ) : (
      <Stack gap="md">
        <Alert
          color="green"
          variant="light"
          icon={<IconCircleCheck aria-hidden="true" />}
          title="You're unsubscribed"
          role="status"
        >
          We won't send {label} to {email} any more.
        </Alert>
        <Button
          variant="default"
          loading={change.isPending}
          onClick={() => change.mutate(true, { onError: failed })}
        >
          Subscribe again
        </Button>
      </Stack>
    );
  }

  return (
    <Container size={480} px="md" py={{ base: "xl", sm: 56 }}>
      <Stack gap="lg">
        <Title order={1} ta="center" fz={{ base: 26, sm: 32 }}>
          Email notifications
        </Title>
        <Paper withBorder radius="md" p="lg">
          {body}
        </Paper>
      </Stack>
    </Container>
  );
}
