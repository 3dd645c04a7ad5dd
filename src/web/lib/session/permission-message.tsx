import { Alert, Button, Container, Stack, Text, Title } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { useMe } from "./me";

/** Page frame of the access messages: the page's title over one alert. */
function AccessFrame({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Container size="sm" py="xl">
      <Title order={1} mb="md">
        {title}
      </Title>
      {children}
    </Container>
  );
}

/** Signed out on a private page: what it needs and a way to sign in. */
export function SignInRequiredMessage({
  title,
  alertTitle = "Sign in required",
  text,
}: {
  title: string;
  alertTitle?: string;
  text: string;
}) {
  return (
    <AccessFrame title={title}>
      <Alert icon={<IconLock aria-hidden="true" />} title={alertTitle} color="lane">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{text}</Text>
          <Button component={Link} to="/auth" size="xs">
            Sign in
          </Button>
        </Stack>
      </Alert>
    </AccessFrame>
  );
}

/**
 * Spec 2 'Admin area': signed in with the wrong role. Names the account and its user type, and
 * offers 'Refresh Profile' (a role granted meanwhile shows without signing in again); when the
 * refresh finds the same role, it says so (issue 28: the button seemed to do nothing).
 */
export function PermissionMessage({
  title,
  requirement,
  deniedText,
}: {
  title: string;
  requirement: string;
  /** The whole message where spec 2 words a page's own ('Access Denied: You need admin…'). */
  deniedText?: string | undefined;
}) {
  const me = useMe();
  const profile = me.data?.profile;
  const [refreshed, setRefreshed] = useState(false);
  const refresh = () => {
    setRefreshed(false);
    void me.refetch().then((result) => setRefreshed(!result.isError));
  };
  return (
    <AccessFrame title={title}>
      <Alert icon={<IconLock aria-hidden="true" />} title="Access denied" color="red">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">
            {deniedText ?? `You don't have permission to access this page. ${requirement}`}
          </Text>
          {profile ? (
            <Text size="sm">
              Signed in as {profile.email} (user type: {profile.userType}).
            </Text>
          ) : null}
          <Button size="xs" variant="default" loading={me.isFetching} onClick={refresh}>
            Refresh Profile
          </Button>
          <Text size="sm" role="status">
            {refreshed && profile
              ? `Profile refreshed: your account is still a ${profile.userType} account.`
              : ""}
          </Text>
        </Stack>
      </Alert>
    </AccessFrame>
  );
}
