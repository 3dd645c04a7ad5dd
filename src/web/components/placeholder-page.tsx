import { Container, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

interface PlaceholderPageProps {
  title: string;
  /** One line about what will appear here; defaults to a generic "coming soon". */
  description?: ReactNode;
  children?: ReactNode;
}

/** Stand-in for pages that later issues fill in: a real h1 and a one-line note. */
export function PlaceholderPage({ title, description, children }: PlaceholderPageProps) {
  return (
    <Container py={{ base: "xl", sm: 48 }}>
      <Title order={1}>{title}</Title>
      <Text c="dimmed" mt="sm">
        {description ?? "This page is coming soon."}
      </Text>
      {children}
    </Container>
  );
}
