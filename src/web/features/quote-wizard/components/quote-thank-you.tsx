import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import type { Ref } from "react";
import { Link } from "react-router";
import type { QuoteStep1 } from "@/domain/loan-requests/loan-request-schemas";
import type { SubmitPrefill } from "@/web/features/submit-request";
import { BestMatches } from "./best-matches";
import type { QuoteStep2Values } from "./quote-steps";

interface QuoteThankYouProps {
  ref?: Ref<HTMLHeadingElement>;
  answers: QuoteStep1;
  contact: QuoteStep2Values;
  onStartOver: () => void;
}

/**
 * The thank-you screen: 'Start New Quote' (resets the wizard) and 'Return to Home', and
 * (beyond the spec) the best-matching lenders for the answers.
 */
export function QuoteThankYou({ ref, answers, contact, onStartOver }: QuoteThankYouProps) {
  const prefill: SubmitPrefill = {
    request: {
      propertyType: answers.propertyType,
      propertyState: answers.propertyState,
      loanAmount: `$${answers.loanAmount.toLocaleString("en-US")}`,
    },
    aboutYou: {
      email: contact.email,
      phone: contact.phone,
      experienceYears: answers.experienceLevel,
    },
  };
  return (
    <Stack gap="lg">
      <Paper withBorder shadow="sm" radius="md" p={{ base: "md", sm: "xl" }}>
        <Stack gap="sm" align="center" ta="center">
          <IconCircleCheck size={48} color="var(--mantine-color-green-7)" aria-hidden="true" />
          <Title order={2} fz="xl" ref={ref} tabIndex={-1} style={{ outline: "none" }}>
            Thank You!
          </Title>
          <Text maw={520}>
            Your quote request has been received. Lenders can now see it; send it straight to the
            lenders that match your deal best below.
          </Text>
          <Group gap="sm" justify="center">
            <Button onClick={onStartOver}>Start New Quote</Button>
            <Button component={Link} to="/" variant="default">
              Return to Home
            </Button>
          </Group>
        </Stack>
      </Paper>
      <BestMatches answers={answers} prefill={prefill} />
    </Stack>
  );
}
