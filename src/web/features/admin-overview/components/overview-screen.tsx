import {
  Alert,
  Button,
  Container,
  Grid,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { useAdminOverview } from "../api/overview";
import { StatCards, UserTypesCard } from "./stat-cards";
import { WeeklyRequestsChart } from "./weekly-requests-chart";

/** Spec 2 'Admin area' Overview: the stat cards, the User Types card and the weekly chart. */
export function OverviewScreen() {
  const overview = useAdminOverview();
  return (
    <Container py="lg">
      <Stack gap="lg">
        <Title order={1}>Overview</Title>
        {overview.isError ? (
          <Alert color="red" title="Overview: could not load" role="alert">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">Something went wrong while loading. Please try again.</Text>
              <Button
                size="xs"
                variant="default"
                loading={overview.isFetching}
                onClick={() => void overview.refetch()}
              >
                Try again
              </Button>
            </Stack>
          </Alert>
        ) : (
          <>
            {overview.isPending ? (
              <VisuallyHidden role="status">Loading statistics...</VisuallyHidden>
            ) : null}
            <StatCards overview={overview.data} />
            <Grid gap="md">
              <Grid.Col span={{ base: 12, md: 4 }}>
                <UserTypesCard overview={overview.data} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 8 }}>
                {overview.data ? (
                  <WeeklyRequestsChart weeks={overview.data.weeklyLoanRequests} />
                ) : (
                  <Skeleton height={260} radius="md" />
                )}
              </Grid.Col>
            </Grid>
          </>
        )}
      </Stack>
    </Container>
  );
}
