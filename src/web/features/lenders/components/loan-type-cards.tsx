import "@mantine/core/styles/VisuallyHidden.layer.css";
import "@mantine/core/styles/Paper.layer.css";
import "@mantine/core/styles/Text.layer.css";
import "@mantine/core/styles/Anchor.layer.css";
import "@mantine/core/styles/Card.layer.css";
import "@mantine/core/styles/SimpleGrid.layer.css";
import "@mantine/core/styles/Title.layer.css";
import { Anchor, Card, SimpleGrid, Text, Title, VisuallyHidden } from "@mantine/core";
import { IconArrowRight } from "@tabler/icons-react";
import { Link } from "react-router";
import { LOAN_TYPE_COPY, LOAN_TYPE_INFO, LOAN_TYPES } from "@/domain/loan-types";

/**
 * Spec 2 'Home': one card per loan type with its description and a 'View Lenders' link, named
 * 'View Lenders for Fix & Flip' etc. (the name starts with the visible text, WCAG 2.5.3). The card
 * titles are h2: the page's h1 is right above them.
 */
export function LoanTypeCards() {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
      {LOAN_TYPES.map((type) => {
        const info = LOAN_TYPE_INFO[type];
        const headingId = `loan-type-card-${type}`;
        return (
          <Card key={type} withBorder padding="lg" component="section" aria-labelledby={headingId}>
            <Title order={2} fz="lg" id={headingId}>
              {info.label}
            </Title>
            <Text c="dimmed" size="sm" mt="xs" style={{ flex: 1 }}>
              {LOAN_TYPE_COPY[type].cardDescription}
            </Text>
            <Anchor
              component={Link}
              to={info.route}
              mt="md"
              fw={600}
              style={{ display: "inline-flex", alignItems: "center", gap: 4 }}
            >
              View Lenders<VisuallyHidden> for {info.label}</VisuallyHidden>
              <IconArrowRight size={16} aria-hidden="true" />
            </Anchor>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
