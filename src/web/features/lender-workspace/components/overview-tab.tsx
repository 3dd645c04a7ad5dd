import {
  Anchor,
  Badge,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from "@mantine/core";
import { IconExternalLink } from "@tabler/icons-react";
import type { ReactNode } from "react";
import type { LenderWorkspaceResponse } from "@/domain/contract/lender-workspace";
import { formatNumber } from "@/domain/reference/format";
import { OfferAnalytics } from "@/web/features/offers";
import { CompletenessCard } from "./completeness-card";
import { ViewsSparkline } from "./views-sparkline";

function StatCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Title order={2} fz="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

function Metric({
  label,
  value,
  hint,
  onClick,
}: {
  label: string;
  value: ReactNode;
  hint?: string;
  onClick?: () => void;
}) {
  const body = (
    <Stack gap={0}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={26} fw={700}>
        {value}
      </Text>
      {hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </Stack>
  );
  if (!onClick) return body;
  return (
    <UnstyledButton onClick={onClick} aria-label={`${label}: ${value}. Show inquiries`}>
      {body}
    </UnstyledButton>
  );
}

export interface OverviewProps {
  workspace: LenderWorkspaceResponse;
  counts: { pending: number; total: number } | null;
  now: Date;
  onShowInquiries: () => void;
  onEditProfile: () => void;
}

/** Spec 2 'Overview': company status, analytics and profile completeness. */
export function OverviewTab({
  workspace,
  counts,
  now,
  onShowInquiries,
  onEditProfile,
}: OverviewProps) {
  const { lender, products, views } = workspace;
  if (!lender) {
    return (
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <StatCard title="Company Status">
          <Metric label="Status" value="Pending Setup" hint="Profile association pending" />
        </StatCard>
        <StatCard title="New Inquiries">
          <Metric label="New Inquiries" value="0" hint="Waiting for profile setup" />
        </StatCard>
        <StatCard title="Total Inquiries">
          <Metric label="Total Inquiries" value="0" hint="All time" />
        </StatCard>
      </SimpleGrid>
    );
  }
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <StatCard title="Company Status">
          <Stack gap="xs">
            <Text fw={700} fz="lg" style={{ overflowWrap: "anywhere" }}>
              {lender.companyName}
            </Text>
            <Anchor href={`/lender/${lender.slug}`} target="_blank" rel="noopener">
              View public profile (opens in a new tab){" "}
              <IconExternalLink size={14} aria-hidden="true" style={{ verticalAlign: "-2px" }} />
            </Anchor>
            {lender.email ? (
              <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                {lender.email}
              </Text>
            ) : null}
            <Group gap="xs">
              <Text size="sm">Accepting Leads</Text>
              <Badge color={lender.acceptingLeads ? "teal.9" : "gray.7"} variant="filled">
                {lender.acceptingLeads ? "Yes" : "No"}
              </Badge>
            </Group>
          </Stack>
        </StatCard>
        <StatCard title="Analytics">
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
            <Metric
              label="New Inquiries"
              value={counts ? formatNumber(counts.pending) : "..."}
              onClick={onShowInquiries}
            />
            <Metric
              label="Total Inquiries"
              value={counts ? formatNumber(counts.total) : "..."}
              onClick={onShowInquiries}
            />
            <Stack gap={4}>
              <Metric
                label="Total Views (Past 30 Days)"
                value={views ? formatNumber(views.total) : "..."}
              />
              {views ? <ViewsSparkline views={views} /> : null}
            </Stack>
            {/* Issue 15 (offers, h15a): 'Offers sent' and 'Accepted'. */}
            <OfferAnalytics />
          </SimpleGrid>
        </StatCard>
      </SimpleGrid>
      <CompletenessCard
        lender={lender}
        products={products}
        now={now}
        onEditProfile={onEditProfile}
      />
    </Stack>
  );
}
