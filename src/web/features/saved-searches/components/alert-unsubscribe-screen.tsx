/**
 * /saved-searches/unsubscribe?token=…: the target of a saved-search alert's unsubscribe link,
 * without signing in (issue 32). Opening it changes nothing (mail scanners open links); the
 * button stops the alerts of that one search, which its owner can turn on again on the
 * dashboard.
 */
import { Alert, Button, Container, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { IconAlertCircle, IconCircleCheck } from "@tabler/icons-react";
import { useSearchParams } from "react-router";
import { SAVED_SEARCH_MESSAGES } from "@/domain/saved-searches/saved-search-rules";
import { notify } from "@/web/lib/notify";
import { useAlertStatus, useStopAlerts } from "../api/saved-searches";

export function AlertUnsubscribeScreen() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const status = useAlertStatus(token);
  const stop = useStopAlerts(token);

  let body: React.ReactNode;
  if (token === "" || status.isError) {
    body = (
      <Alert
        color="red"
        variant="light"
        role="alert"
        icon={<IconAlertCircle aria-hidden="true" />}
        title={SAVED_SEARCH_MESSAGES.badToken}
        styles={{ title: { color: "var(--mantine-color-red-9)" } }}
      >
        Check that you opened the whole link from the email, or manage your saved searches on your
        dashboard.
      </Alert>
    );
  } else if (status.isPending) {
    body = (
      <Stack align="center" gap="xs" aria-busy="true">
        <Loader size="sm" aria-hidden="true" />
        <Text size="sm">Checking your link...</Text>
      </Stack>
    );
  } else if (!status.data.paused) {
    body = (
      <Stack gap="md">
        <Text>
          Stop the email alerts for your saved search <strong>{status.data.name}</strong>? The
          search stays on your dashboard.
        </Text>
        <Button
          loading={stop.isPending}
          onClick={() =>
            stop.mutate(undefined, {
              onError: () =>
                notify.error({
                  title: "Something went wrong",
                  message: "Please try again in a moment.",
                }),
            })
          }
        >
          Unsubscribe
        </Button>
      </Stack>
    );
  } else {
    body = (
      <Alert
        color="green"
        variant="light"
        icon={<IconCircleCheck aria-hidden="true" />}
        title="You're unsubscribed"
        role="status"
      >
        We won't send alerts for "{status.data.name}" any more. Turn them on again from your
        dashboard.
      </Alert>
    );
  }

  return (
    <Container size={480} px="md" py={{ base: "xl", sm: 56 }}>
      <Stack gap="lg">
        <Title order={1} ta="center" fz={{ base: 26, sm: 32 }}>
          Saved search alerts
        </Title>
        <Paper withBorder radius="md" p="lg">
          {body}
        </Paper>
      </Stack>
    </Container>
  );
}
