/**
 * /next-step?token=… (issue 35): the target of the borrower's next-step mail, sent when a
 * request got fewer than 2 answers in 24 business hours. Opening it changes nothing (mail
 * scanners open links): the page names the request and the next best lenders, and one button
 * sends the request to those that do not hold it yet. Client-rendered and never cached, as
 * /request-confirmation: the URL carries a personal token.
 */
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  List,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconAlertCircle, IconCircleCheck, IconInfoCircle } from "@tabler/icons-react";
import { Link, useSearchParams } from "react-router";
import type { NextStepPreview } from "@/domain/contract/loan-requests";
import { isApiError } from "@/web/lib/api-client";
import { useNextStep, useSendToNextLenders } from "../api/next-step";

export const NEXT_STEP_TITLE = "More lenders for your loan request";
export const ALREADY_SENT_TITLE = "Your request is already with these lenders";
export const NO_LENDERS_TITLE = "No more lenders to send it to";

/** "1 more lender", "2 more lenders". */
export function moreLenders(count: number): string {
  return `${count} more ${count === 1 ? "lender" : "lenders"}`;
}

function failureTitle(error: unknown): string {
  const code = isApiError(error) ? error.code : "";
  if (code === "bad_request" || code === "validation_failed") return "This link is not valid";
  if (code === "too_many_requests") return "Too many attempts";
  return "Something went wrong";
}

function Failure({ error }: { error: unknown }) {
  const message = error instanceof Error ? error.message : "Please try again in a moment.";
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      icon={<IconAlertCircle aria-hidden="true" />}
      title={failureTitle(error)}
      styles={{ title: { color: "var(--mantine-color-red-9)" } }}
    >
      {message}
    </Alert>
  );
}

function LenderList({ lenders }: { lenders: NextStepPreview["lenders"] }) {
  return (
    <List spacing="xs" aria-label="Lenders">
      {lenders.map((lender) => (
        <List.Item key={lender.slug}>
          <Group gap="xs" wrap="wrap">
            <Anchor component={Link} to={`/lender/${encodeURIComponent(lender.slug)}`}>
              {lender.companyName}
            </Anchor>
            {lender.sent ? (
              <Badge color="gray" variant="light">
                Has your request
              </Badge>
            ) : null}
          </Group>
        </List.Item>
      ))}
    </List>
  );
}

function requestLabel(preview: NextStepPreview): string {
  return preview.requestName ? `Your loan request '${preview.requestName}'` : "Your loan request";
}

function Status({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Alert
      color="green"
      variant="light"
      role="status"
      icon={<IconCircleCheck aria-hidden="true" />}
      title={title}
    >
      {children}
    </Alert>
  );
}

const DASHBOARD_LINK = (
  <Button component={Link} to="/borrower-dashboard" variant="default">
    Open your dashboard
  </Button>
);

export function NextStepScreen() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const preview = useNextStep(token);
  const send = useSendToNextLenders(token);

  let body: React.ReactNode;
  if (token === "") {
    body = <Failure error={new Error("Check that you opened the whole link from the email.")} />;
  } else if (send.isSuccess) {
    const before = preview.data?.lenders.filter((l) => !l.sent).length ?? 0;
    const after = send.data.lenders.filter((l) => !l.sent).length;
    const sentNow = Math.max(0, before - after);
    body = (
      <Stack gap="md">
        {sentNow > 0 ? (
          <Status title={`Your request was sent to ${moreLenders(sentNow)}`}>
            Their answers will appear on your dashboard.
          </Status>
        ) : (
          <Status title={ALREADY_SENT_TITLE}>Nothing more was sent.</Status>
        )}
        <LenderList lenders={send.data.lenders} />
        {DASHBOARD_LINK}
      </Stack>
    );
  } else if (preview.isError) {
    body = <Failure error={preview.error} />;
  } else if (preview.isPending) {
    body = (
      <Stack align="center" gap="xs" aria-busy="true">
        <Loader size="sm" aria-hidden="true" />
        <Text size="sm">Checking your link...</Text>
      </Stack>
    );
  } else if (preview.data.lenders.length === 0) {
    body = (
      <Stack gap="md">
        <Alert
          color="blue"
          variant="light"
          icon={<IconInfoCircle aria-hidden="true" />}
          title={NO_LENDERS_TITLE}
        >
          None of the lenders this link named can take your request now. You can compare other
          lenders and send it to them yourself.
        </Alert>
        <Button component={Link} to="/">
          Compare lenders
        </Button>
      </Stack>
    );
  } else {
    const toSend = preview.data.lenders.filter((l) => !l.sent).length;
    body = (
      <Stack gap="md">
        <Text>
          {requestLabel(preview.data)} has fewer than 2 answers so far. These lenders match it and
          accept new requests:
        </Text>
        <LenderList lenders={preview.data.lenders} />
        {toSend === 0 ? (
          <>
            <Status title={ALREADY_SENT_TITLE}>Nothing more needs to be sent.</Status>
            {DASHBOARD_LINK}
          </>
        ) : (
          <>
            {send.isError ? <Failure error={send.error} /> : null}
            <Group gap="sm" wrap="wrap">
              <Button loading={send.isPending} onClick={() => send.mutate()}>
                Send to these lenders
              </Button>
            </Group>
            <Text size="sm">Each lender gets your request as you sent it, once.</Text>
          </>
        )}
      </Stack>
    );
  }

  return (
    <Container size={520} px="md" py={{ base: "xl", sm: 56 }}>
      <Stack gap="lg">
        <Title order={1} ta="center" fz={{ base: 26, sm: 32 }}>
          {NEXT_STEP_TITLE}
        </Title>
        <Paper withBorder radius="md" p="lg">
          {body}
        </Paper>
      </Stack>
    </Container>
  );
}
