import { Box, Container, Text, Title } from "@mantine/core";
import type { LoanType } from "@/domain/reference/loan-types";
import { LOAN_TYPE_COPY } from "@/web/features/lenders/lib/loan-type-copy";

/** Spec 2 'Lender listing pages': hero with the loan type's title, subtitle and description. */
export function ListingHero({ loanType }: { loanType: LoanType }) {
  const copy = LOAN_TYPE_COPY[loanType];
  return (
    <Box bg="lane.0" py={{ base: "lg", sm: 48 }}>
      <Container>
        <Title order={1} fz={{ base: 28, sm: 40 }}>
          {copy.title}
        </Title>
        <Text fz={{ base: "md", sm: "xl" }} fw={600} c="lane.8" mt="xs">
          {copy.subtitle}
        </Text>
        <Text c="dimmed" mt="sm" maw={720}>
          {copy.description}
        </Text>
      </Container>
    </Box>
  );
}
