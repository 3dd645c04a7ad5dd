import { Container, Stack, Text, Title } from "@mantine/core";
import { QuoteWizard } from "@/web/features/quote-wizard";

/** Spec 2 'Borrower quote wizard' (/inquiry): a general inquiry to connect with lenders. */
export default function InquiryRoute() {
  return (
    <Container size="md" py={{ base: "lg", sm: "xl" }}>
      <Stack gap="lg">
        <div>
          <Title order={1}>Get Matched with Private Lenders</Title>
          <Text c="dimmed" mt="xs">
            Answer a few questions about your deal and we'll connect you with lenders that fit.
          </Text>
        </div>
        <QuoteWizard />
      </Stack>
    </Container>
  );
}
