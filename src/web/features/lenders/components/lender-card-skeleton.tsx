import { Card, Group, Skeleton, Stack } from "@mantine/core";
import { ResponsiveGrid } from "@/web/components/responsive-grid";

/** Placeholder with a lender card's shape while the first page loads. */
export function LenderCardSkeleton() {
  return (
    <Card withBorder padding="lg" radius="md" aria-hidden="true">
      <Group justify="space-between" align="flex-start">
        <Stack gap={8}>
          <Skeleton height={20} width={220} />
          <Skeleton height={14} width={140} />
        </Stack>
        <Skeleton height={26} width={96} radius="xl" />
      </Group>
      <ResponsiveGrid cols={{ base: 2, sm: 4 }} spacing="md" mt="md">
        {[0, 1, 2, 3].map((i) => (
          <Stack key={i} gap={6}>
            <Skeleton height={10} width="60%" />
            <Skeleton height={18} width="45%" />
          </Stack>
        ))}
      </ResponsiveGrid>
      <Skeleton height={14} width={200} mt="md" />
      <Group justify="space-between" mt="md">
        <Skeleton height={14} width={80} />
        <Skeleton height={36} width={110} />
      </Group>
    </Card>
  );
}
