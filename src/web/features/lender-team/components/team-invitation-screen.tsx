/**
 * /team-invitation?token=… (issue 31 seats): what the invitation is, and Accept for the
 * signed-in account of the invited email. Signed out: links to sign in or create an account
 * with that email, returning here once signed in (/auth?next=…; reading the link changes nothing).
 */
import { Alert, Anchor, Button, Container, Stack, Text, Title } from "@mantine/core";
import { Link, useSearchParams } from "react-router";
import { PageLoader } from "@/web/components/page-loader";
import { signupLink } from "@/web/features/auth/lib/dashboard-redirect";
import { useMe } from "@/web/lib/session";
import { useAcceptInvitation, useInvitationLink } from "../api/team";

/** /auth for the invited email, returning to this invitation once signed in (issue 31). */
export function invitationSignInLink(email: string, token: string): string {
  return signupLink(email, "", `/team-invitation?${new URLSearchParams({ token })}`);
}

export function TeamInvitationScreen() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const link = useInvitationLink(token);
  const me = useMe();
  const accept = useAcceptInvitation();

  let body: React.ReactNode;
  if (token === "" || link.isError) {
    body = (
      <Alert color="red" title="This invitation link is not valid">
        Check that you opened the whole link from the mail.
      </Alert>
    );
  } else if (link.isPending || me.isPending) {
    body = <PageLoader label="Loading the invitation..." />;
  } else if (accept.isSuccess) {
    body = (
      <Stack gap="sm">
        <Alert color="teal" title={`You joined ${accept.data.lenderName}`}>
          You now see and answer its loan requests.
        </Alert>
        <Anchor component={Link} to="/lender-dashboard">
          Open the lender dashboard
        </Anchor>
      </Stack>
    );
  } else if (!link.data.open) {
    body = (
      <Alert color="yellow" title="This invitation is no longer valid">
        Ask the team's owner for a new one.
      </Alert>
    );
  } else if (!me.data) {
    body = (
      <Stack gap="sm">
        <Text>
          Sign in or create an account with <strong>{link.data.email}</strong>; you come back to
          this page to accept.
        </Text>
        <Anchor component={Link} to={invitationSignInLink(link.data.email, token)}>
          Create an account or sign in
        </Anchor>
      </Stack>
    );
  } else {
    body = (
      <Stack gap="sm" align="flex-start">
        <Text>
          Join the team as <strong>{link.data.email}</strong>: you will see and answer{" "}
          {link.data.lenderName}'s loan requests, send offers and messages.
        </Text>
        {accept.isError ? (
          <Alert color="red" title="The invitation was not accepted" role="alert">
            {accept.error.message}
          </Alert>
        ) : null}
        <Button loading={accept.isPending} onClick={() => accept.mutate(token)}>
          Accept the invitation
        </Button>
      </Stack>
    );
  }

  return (
    <Container size="sm" px="md" py={{ base: "lg", sm: "xl" }}>
      <Stack gap="md">
        <Title order={1}>{link.data ? `Join ${link.data.lenderName}` : "Team invitation"}</Title>
        {body}
      </Stack>
    </Container>
  );
}
