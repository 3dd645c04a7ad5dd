import { Anchor, Container, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { DEFAULT_LOAN_TYPE, LOAN_TYPE_INFO } from "@/domain/reference/loan-types";
import { QuoteWizard } from "@/web/features/quote-wizard";

/**
 * Spec 2 'Borrower quote wizard' (/inquiry): a general inquiry to connect with lenders. Rendered
 * on the server like the other public pages (its first step reads without JavaScript); sending
 * it needs JavaScript, so a reader without it is pointed at the lender listing.
 */
export default function InquiryRoute() {
  return (
    <Container size="md" py={{ base: "lg", sm: "xl" }}>
      <Stack gap="lg">
        <div>
          <Title order={1}>Get Matched with Private Lenders</Title>
          <Text c="dimmed" mt="xs">
            Answer a few questions about your deal and we'll connect you with lenders that fit.
          </Text>
          <noscript>
            <Text mt="xs">
              Sending this form needs JavaScript. You can still{" "}
              <Anchor component={Link} to={LOAN_TYPE_INFO[DEFAULT_LOAN_TYPE].route}>
                compare lenders
              </Anchor>
              .
            </Text>
          </noscript>
        </div>
        <QuoteWizard />
      </Stack>
    </Container>
  );
}
