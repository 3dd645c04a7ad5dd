import { Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";

/**
 * What a route's error boundary (route-error-boundary.tsx) shows: a failed page (or a page
 * chunk that no longer exists) never blanks the app.
 */
export function RouteError({ error }: { error: unknown }) {
  const chunkFailed =
    error instanceof Error &&
    /dynamically imported module|importing a module script/i.test(error.message);
  if (!chunkFailed) console.error(error);

  return (
    <Container size="sm" py={{ base: 48, sm: 96 }}>
      <Stack align="center" ta="center" gap="md" role="alert">
        <Title order={1}>Something went wrong</Title>
        <Text c="dimmed">
          {chunkFailed
            ? "A new version of LenderLane is available. Reload the page to continue."
            : "An unexpected error occurred. Please reload the page or try again later."}
        </Text>
        <Group justify="center">
          <Button onClick={() => window.location.reload()}>Reload page</Button>
          <Button component={Link} to="/" variant="default" reloadDocument>
            Return to Home
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
