import { Alert, Button, Container, Group, Title } from "@mantine/core";
import { IconAlertCircle, IconRefresh } from "@tabler/icons-react";
import { Link } from "react-router";
import type { BackLink } from "../lib/profile-sections";

interface LenderProfileErrorProps {
  message: string;
  retrying: boolean;
  onRetry: () => void;
  back: BackLink;
}

/** A failed load other than 404 (server or network): the message and a retry. */
export function LenderProfileError({ message, retrying, onRetry, back }: LenderProfileErrorProps) {
  return (
    <Container size="sm" py={{ base: 48, sm: 96 }}>
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle aria-hidden="true" />}
        title={
          <Title order={1} fz="lg" c="inherit">
            We couldn't load this lender
          </Title>
        }
      >
        {message}
        <Group mt="md" gap="sm">
          <Button
            onClick={onRetry}
            loading={retrying}
            leftSection={<IconRefresh size={16} aria-hidden="true" />}
          >
            Try again
          </Button>
          <Button component={Link} to={back.to} variant="default">
            {back.label}
          </Button>
        </Group>
      </Alert>
    </Container>
  );
}
