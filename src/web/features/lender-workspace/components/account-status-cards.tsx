import { Alert, Anchor, Card, List, Stack, Text, Title } from "@mantine/core";
import { IconAlertTriangle, IconClockHour4, IconInfoCircle } from "@tabler/icons-react";
import { useConfig } from "@/web/lib/config";

function ContactSupport() {
  const { data } = useConfig();
  const email = data?.supportEmail;
  if (!email) return null;
  return (
    <Anchor href={`mailto:${email}`} fw={600}>
      Contact Support
    </Anchor>
  );
}

/** Spec 2: a lender account waiting for an admin. */
export function PendingApprovalCard() {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="pending-title">
      <Stack gap="sm">
        <Title order={2} fz="h3" id="pending-title">
          <IconClockHour4
            size={22}
            aria-hidden="true"
            style={{ verticalAlign: "-3px", marginRight: 8 }}
          />
          Account Pending Approval
        </Title>
        <Text>Your lender account is currently under review by our team.</Text>
        <Title order={3} fz="h5">
          What happens next?
        </Title>
        <List spacing={4}>
          <List.Item>Our team reviews your application.</List.Item>
          <List.Item>We verify your company information and credentials.</List.Item>
          <List.Item>You get an email notification once your account is approved.</List.Item>
          <List.Item>After approval you get full access to your lender dashboard.</List.Item>
        </List>
        <ContactSupport />
      </Stack>
    </Card>
  );
}

/** Spec 2: a lender account an admin did not approve. */
export function NotApprovedCard() {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="rejected-title">
      <Stack gap="sm">
        <Title order={2} fz="h3" id="rejected-title">
          <IconAlertTriangle
            size={22}
            aria-hidden="true"
            style={{ verticalAlign: "-3px", marginRight: 8 }}
          />
          Account Not Approved
        </Title>
        <Text>Unfortunately, your lender application was not approved at this time.</Text>
        <Text>
          If you believe this is a mistake or your situation has changed, please contact our team or
          reapply.
        </Text>
        <ContactSupport />
      </Stack>
    </Card>
  );
}

/** Spec 2: approved, but no lender record is linked to the account yet. */
export function NotLinkedAlert() {
  return (
    <Alert
      color="yellow"
      variant="light"
      title="Your account is approved but not yet associated with a lender profile"
      icon={<IconInfoCircle aria-hidden="true" />}
    >
      <Text size="sm">
        Our team links your account to your company's lender profile, usually within 1-2 business
        days. Contact support if it takes longer. <ContactSupport />
      </Text>
    </Alert>
  );
}
