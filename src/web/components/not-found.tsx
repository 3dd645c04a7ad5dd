import { Button, Container, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";

export function NotFound() {
  return (
    <Container size="sm" py={{ base: 48, sm: 96 }}>
      <Stack align="center" ta="center" gap="md">
        <Text fz={64} fw={800} c="lane.7" lh={1} aria-hidden="true">
          404
        </Text>
        <Title order={1}>Page not found</Title>
        <Text c="dimmed">The page you are looking for does not exist or has been moved.</Text>
        <Button component={Link} to="/" size="md">
          Return to Home
        </Button>
      </Stack>
    </Container>
  );
}
