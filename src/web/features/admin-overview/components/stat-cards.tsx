import { Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import {
  IconBuildingBank,
  IconClockHour4,
  IconMessage2,
  IconUsers,
  type TablerIcon,
} from "@tabler/icons-react";
import type { AdminOverview } from "@/domain/contract/admin";
import { formatNumber } from "@/domain/reference/format";
import { ThemeIcon } from "@/web/components/theme-icon";

interface Stat {
  label: string;
  hint: string;
  icon: TablerIcon;
  value: (overview: AdminOverview) => number;
}

/** Spec 2 'Admin area' Overview: the four stat cards, in the spec's order. */
const STATS: readonly Stat[] = [
  {
    label: "Total Lenders",
    hint: "Active lender profiles",
    icon: IconBuildingBank,
    value: (o) => o.activeLenders,
  },
  {
    label: "Total Inquiries",
    hint: "Loan requests received",
    icon: IconMessage2,
    value: (o) => o.inquiries,
  },
  {
    label: "Pending Requests",
    hint: "Waiting for a lender's answer",
    icon: IconClockHour4,
    value: (o) => o.pendingInquiries,
  },
  {
    label: "Total Users",
    hint: "Registered accounts",
    icon: IconUsers,
    value: (o) => o.users.total,
  },
];

function StatCard({ stat, overview }: { stat: Stat; overview: AdminOverview | undefined }) {
  const Icon = stat.icon;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={stat.label}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2}>
          <Title order={2} fz="sm" fw={600} c="dimmed">
            {stat.label}
          </Title>
          {overview ? (
            <Text fz={28} fw={700} lh={1.2}>
              {formatNumber(stat.value(overview))}
            </Text>
          ) : (
            <Skeleton height={34} width={72} mt={2} />
          )}
          <Text size="xs" c="dimmed">
            {stat.hint}
          </Text>
        </Stack>
        <ThemeIcon variant="light" size="lg" radius="md" aria-hidden="true">
          <Icon size={20} />
        </ThemeIcon>
      </Group>
    </Card>
  );
}

export function StatCards({ overview }: { overview: AdminOverview | undefined }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
      {STATS.map((stat) => (
        <StatCard key={stat.label} stat={stat} overview={overview} />
      ))}
    </SimpleGrid>
  );
}

/** Spec 2: the User Types card (Borrowers, Lenders, Admins). */
export function UserTypesCard({ overview }: { overview: AdminOverview | undefined }) {
  const rows = [
    { label: "Borrowers", value: overview?.users.borrowers },
    { label: "Lenders", value: overview?.users.lenders },
    { label: "Admins", value: overview?.users.admins },
  ];
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="user-types">
      <Title order={2} fz="h4" mb="sm" id="user-types">
        User Types
      </Title>
      <Stack gap="xs" component="dl" m={0}>
        {rows.map((row) => (
          <Group key={row.label} justify="space-between">
            <Text component="dt">{row.label}</Text>
            <Text component="dd" fw={700} m={0}>
              {row.value === undefined ? (
                <Skeleton height={18} width={40} />
              ) : (
                formatNumber(row.value)
              )}
            </Text>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
