import { Anchor, Card, Container, SimpleGrid, Text, Title } from "@mantine/core";
import { IconArrowRight } from "@tabler/icons-react";
import { Link } from "react-router";
import { LOAN_TYPE_COPY, LOAN_TYPE_INFO, LOAN_TYPES } from "@/domain/loan-types";

/**
 * Spec 2 'Home'. For now the hero and one card per loan type; the search form, 'Why Choose'
 * section and 'Complete Your Profile' form come with the discovery and accounts issues.
 */
export default function HomeRoute() {
  return (
    <Container py={{ base: "xl", sm: 64 }}>
      <Title order={1} fz={{ base: 32, sm: 44 }} ta="center">
        Find the Best Private Lenders
      </Title>
      <Text c="dimmed" ta="center" mt="md" maw={620} mx="auto" size="lg">
        Compare verified private lenders for your next real-estate investment.
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} mt={48} spacing="lg">
        {LOAN_TYPES.map((type) => {
          const info = LOAN_TYPE_INFO[type];
          return (
            <Card key={type} withBorder padding="lg" component="section" aria-label={info.label}>
              <Title order={2} fz="lg">
                {info.label}
              </Title>
              <Text c="dimmed" size="sm" mt="xs">
                {LOAN_TYPE_COPY[type].cardDescription}
              </Text>
              <Anchor
                component={Link}
                to={info.route}
                mt="md"
                fw={600}
                style={{ display: "inline-flex", alignItems: "center", gap: 4 }}
              >
                View Lenders <IconArrowRight size={16} aria-hidden="true" />
              </Anchor>
            </Card>
          );
        })}
      </SimpleGrid>
    </Container>
  );
}
