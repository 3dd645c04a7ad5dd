/**
 * /request-confirmation?token=… (issue 27 item 5): the target of an anonymous request's
 * confirmation mail, without signing in. Opening it changes nothing (mail scanners open
 * links): the page says what the request is, and a button confirms it or, after asking,
 * withdraws it ('This wasn't me', `&intent=withdraw`).
 */
import { Alert, Button, Container, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { IconAlertCircle, IconCircleCheck, IconInfoCircle } from "@tabler/icons-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import type {
  ConfirmRequestResponse,
  RequestConfirmation,
} from "@/domain/contract/request-confirmation";
import { formatDayUtc } from "@/domain/reference/dates";
import { formatUsd } from "@/domain/reference/format";
import { LOAN_TYPE_INFO, loanTypeOfPurpose } from "@/domain/reference/loan-types";
import { stateNameOfCode } from "@/domain/reference/us-states";
import { isApiError } from "@/web/lib/api-client";
import { useMe } from "@/web/lib/session/me";
import {
  useConfirmRequest,
  useRequestConfirmation,
  useWithdrawRequest,
} from "../api/request-confirmation";

export const REQUEST_CONFIRMED_TITLE = "Your request is confirmed";
export const REQUEST_WITHDRAWN_TITLE = "The request was withdrawn";

/** The title of a link that cannot be used, by the server's code. */
function failureTitle(error: unknown): string {
  const code = isApiError(error) ? error.code : "";
  if (code === "confirmation_link_used") return "This link was already used";
  if (code === "confirmation_link_expired") return "This link has expired";
  if (code === "too_many_requests") return "Too many attempts";
  if (code === "confirmation_link_invalid") return "This link is not valid";
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

function describe(request: RequestConfirmation): string {
  const parts: string[] = [];
  if (request.loanAmount !== null) parts.push(formatUsd(request.loanAmount));
  if (request.loanPurpose) parts.push(LOAN_TYPE_INFO[loanTypeOfPurpose(request.loanPurpose)].label);
  const state = request.propertyState
    ? (stateNameOfCode(request.propertyState) ?? request.propertyState)
    : null;
  const what = parts.length > 0 ? `A ${parts.join(" ")} loan request` : "A loan request";
  const where = state ? ` for a property in ${state}` : "";
  const to =
    request.lenderNames.length > 0 ? ` was sent to ${request.lenderNames.join(", ")}` : " was sent";
  const day = formatDayUtc(request.createdAt);
  return `${what}${where}${to} on ${day} with the email ${request.email}.`;
}

function Confirmed({ result }: { result: ConfirmRequestResponse }) {
  const signup = `/auth?${new URLSearchParams({ email: result.email, mode: "signup" })}`;
  // The request joins the email's account at once (issue 28: the account made at submit is
  // confirmed with it), but the visitor is usually not signed in on this device.
  const signedIn = Boolean(useMe().data);
  return (
    <Stack gap="md">
      <Alert
        color="green"
        variant="light"
        role="status"
        icon={<IconCircleCheck aria-hidden="true" />}
        title={REQUEST_CONFIRMED_TITLE}
      >
        {result.onDashboard
          ? "Thank you. Lenders now see your email as confirmed, and the request is on your dashboard."
          : "Thank you. Lenders now see your email as confirmed."}
      </Alert>
      {result.onDashboard && signedIn ? (
        <Button component={Link} to="/borrower-dashboard">
          Open your dashboard
        </Button>
      ) : result.onDashboard ? (
        <>
          <Text size="sm">
            Sign in with {result.email} to follow every lender's answer on your dashboard.
          </Text>
          <Button component={Link} to={signup}>
            Sign in to follow it
          </Button>
        </>
      ) : (
        <>
          <Text size="sm">
            Sign in or create an account with {result.email} to follow every lender's answer on your
            dashboard.
          </Text>
          <Button component={Link} to={signup}>
            Sign in to follow it
          </Button>
        </>
      )}
    </Stack>
  );
}

export function RequestConfirmationScreen() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [intent, setIntent] = useState<"confirm" | "withdraw">(
    params.get("intent") === "withdraw" ? "withdraw" : "confirm",
  );
  const request = useRequestConfirmation(token);
  const confirm = useConfirmRequest(token);
  const withdraw = useWithdrawRequest(token);
  const busy = confirm.isPending || withdraw.isPending;

  let body: React.ReactNode;
  if (token === "") {
    body = <Failure error={new Error("Check that you opened the whole link from the email.")} />;
  } else if (confirm.isSuccess) {
    body = <Confirmed result={confirm.data} />;
  } else if (withdraw.isSuccess) {
    body = (
      <Alert
        color="green"
        variant="light"
        role="status"
        icon={<IconCircleCheck aria-hidden="true" />}
        title={REQUEST_WITHDRAWN_TITLE}
      >
        {withdraw.data.lendersTold > 0
          ? `We removed it and told the ${withdraw.data.lendersTold === 1 ? "lender" : `${withdraw.data.lendersTold} lenders`} that you did not send it. Sorry for the trouble.`
          : "We removed it. Sorry for the trouble."}
      </Alert>
    );
  } else if (request.isError) {
    body = <Failure error={request.error} />;
  } else if (request.isPending) {
    body = (
      <Stack align="center" gap="xs" aria-busy="true">
        <Loader size="sm" aria-hidden="true" />
        <Text size="sm">Checking your link...</Text>
      </Stack>
    );
  } else if (intent === "withdraw") {
    body = (
      <Stack gap="md">
        <Text>{describe(request.data)}</Text>
        <Alert
          color="yellow"
          variant="light"
          icon={<IconInfoCircle aria-hidden="true" />}
          title="Withdraw this request?"
        >
          If you did not send it, we delete it and tell the lenders that someone else used your
          email. This cannot be undone.
        </Alert>
        {withdraw.isError ? <Failure error={withdraw.error} /> : null}
        <Group gap="sm" wrap="wrap">
          <Button
            color="red.9"
            loading={withdraw.isPending}
            disabled={busy}
            onClick={() => withdraw.mutate()}
          >
            Yes, withdraw it
          </Button>
          <Button variant="default" disabled={busy} onClick={() => setIntent("confirm")}>
            It was me
          </Button>
        </Group>
      </Stack>
    );
  } else {
    body = (
      <Stack gap="md">
        <Text>{describe(request.data)}</Text>
        <Text size="sm">Until you confirm it, lenders see this email as not confirmed.</Text>
        {confirm.isError ? <Failure error={confirm.error} /> : null}
        <Group gap="sm" wrap="wrap">
          <Button loading={confirm.isPending} disabled={busy} onClick={() => confirm.mutate()}>
            Confirm my request
          </Button>
          <Button variant="default" disabled={busy} onClick={() => setIntent("withdraw")}>
            This wasn't me
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Container size={520} px="md" py={{ base: "xl", sm: 56 }}>
      <Stack gap="lg">
        <Title order={1} ta="center" fz={{ base: 26, sm: 32 }}>
          {intent === "withdraw" && !confirm.isSuccess
            ? "This wasn't me"
            : "Confirm your loan request"}
        </Title>
        <Paper withBorder radius="md" p="lg">
          {body}
        </Paper>
      </Stack>
    </Container>
  );
}
