import { Button, Container, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { Link } from "react-router";
import type { BackLink } from "../lib/profile-sections";

/** Spec 2: 'Lender Not Found', with a way back to the listing the visitor came from, or home. */
export function LenderNotFound({ back }: { back: BackLink }) {
  return (
    <Container size="sm" py={{ base: 48, sm: 96 }}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>Lender Not Found</Title>
        <Text c="dimmed">
          We couldn't find this lender. The profile may have been removed, or the link may be
          mistyped.
        </Text>
        <Button
          component={Link}
          to={back.to}
          size="md"
          leftSection={<IconArrowLeft size={18} aria-hidden="true" />}
        >
          {back.to === "/" ? "Return to Home" : back.label}
        </Button>
      </Stack>
    </Container>
  );
}
