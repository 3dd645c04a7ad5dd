import { Alert, Anchor, Button, Card, List, Stack, Text, Title } from "@mantine/core";
import {
  IconAlertTriangle,
  IconClockHour4,
  IconInfoCircle,
  type TablerIcon,
} from "@tabler/icons-react";
import type { ReactNode } from "react";
import { LENDER_REJECTED_COPY } from "@/domain/lenders/lender-decision-copy";
import { useConfig } from "@/web/lib/config";
import { useReapplyAsLender } from "../api/workspace";

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

/** The card of an account state: a titled section with its icon, its texts and Contact Support. */
function AccountStateCard(props: {
  id: string;
  icon: TablerIcon;
  title: string;
  children: ReactNode;
}) {
  const Icon = props.icon;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={props.id}>
      <Stack gap="sm">
        <Title order={2} fz="h3" id={props.id}>
          <Icon size={22} aria-hidden="true" style={{ verticalAlign: "-3px", marginRight: 8 }} />
          {props.title}
        </Title>
        {props.children}
        <ContactSupport />
      </Stack>
    </Card>
  );
}

/** Spec 2: a lender account waiting for an admin. */
export function PendingApprovalCard() {
  return (
    <AccountStateCard id="pending-title" icon={IconClockHour4} title="Account Pending Approval">
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
    </AccountStateCard>
  );
}

/** Spec 2: a lender account an admin did not approve. */
export function NotApprovedCard() {
  // Once per decision: the account is pending afterwards, and only a rejected one may reapply.
  const reapply = useReapplyAsLender();
  return (
    <AccountStateCard
      id="rejected-title"
      icon={IconAlertTriangle}
      title={LENDER_REJECTED_COPY.title}
    >
      <Text>{LENDER_REJECTED_COPY.text}</Text>
      <Text>{LENDER_REJECTED_COPY.next}</Text>
      <Button onClick={() => reapply.mutate()} loading={reapply.isPending} w="fit-content">
        {LENDER_REJECTED_COPY.reapply}
      </Button>
    </AccountStateCard>
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
