import { Alert, Button, Container, Stack, Text, Title } from "@mantine/core";
import { Navigate } from "react-router";
import { dashboardRedirect } from "@/domain/dashboard-redirect";
import { PageLoader } from "@/web/components/page-loader";
import { useMe } from "@/web/features/auth/api/get-me";

/** Spec 2 'Post-login redirect (/dashboard)': sends each user to their own home. */
export default function DashboardRoute() {
  const me = useMe();

  // A cached "signed out" answer may be stale right after signing in: wait for the refetch.
  if (me.isPending || (me.data === null && me.isFetching)) {
    return <PageLoader label="Loading your profile..." />;
  }

  if (me.data === undefined) {
    return (
      <Container size="sm" py="xl">
        <Title order={1} mb="md">
          Dashboard
        </Title>
        <Alert color="red" title="We couldn't load your account" role="alert">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">The server could not be reached. Please try again in a moment.</Text>
            <Button
              size="xs"
              variant="default"
              loading={me.isFetching}
              onClick={() => void me.refetch()}
            >
              Try again
            </Button>
          </Stack>
        </Alert>
      </Container>
    );
  }

  const decision = dashboardRedirect({
    signedIn: me.data !== null,
    profileLoading: false,
    profile: me.data?.profile ?? null,
  });
  return decision.kind === "redirect" ? <Navigate to={decision.to} replace /> : <PageLoader />;
}
