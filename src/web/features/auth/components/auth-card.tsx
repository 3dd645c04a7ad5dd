import { Anchor, Container, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Links under the card (to the other account screens). */
  footer?: ReactNode;
}

/** The frame of the lender and password screens: page heading, a card, links below. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <Container size={480} px="md" py={{ base: "xl", sm: 56 }}>
      <Stack gap="lg">
        <div>
          <Title order={1} ta="center" fz={{ base: 26, sm: 32 }}>
            {title}
          </Title>
          {subtitle ? (
            <Text c="dimmed" ta="center" mt="xs">
              {subtitle}
            </Text>
          ) : null}
        </div>
        <Paper withBorder shadow="sm" p={{ base: "md", sm: "xl" }} radius="md">
          {children}
        </Paper>
        {footer ? (
          <Stack gap={6} align="center" ta="center">
            {footer}
          </Stack>
        ) : null}
      </Stack>
    </Container>
  );
}

/** One footer line of an AuthCard: a short question and the link that answers it. */
export function AuthCardLink({
  lead,
  to,
  children,
}: {
  lead: string;
  to: string;
  children: ReactNode;
}) {
  return (
    <Text size="sm">
      {lead}{" "}
      <Anchor component={Link} to={to} fw={600}>
        {children}
      </Anchor>
    </Text>
  );
}
