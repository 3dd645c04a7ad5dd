import { Box, Container, Group, Skeleton, Stack, VisuallyHidden } from "@mantine/core";
import { ResponsiveGrid } from "@/web/components/responsive-grid";

const NAV_WIDTHS = [
  ["overview", 90],
  ["markets", 80],
  ["product-1", 100],
  ["product-2", 80],
] as const;
const FACT_KEYS = ["years", "loans", "funding", "website"] as const;

/** Placeholder in the shape of the profile while it loads. */
export function LenderProfileSkeleton() {
  return (
    <Box role="status" aria-live="polite" aria-busy="true">
      <VisuallyHidden>Loading lender profile...</VisuallyHidden>
      <Container py="lg" aria-hidden="true">
        <Skeleton h={14} w={120} mb="lg" />
        <Group justify="space-between" gap="lg">
          <Group gap="md" wrap="nowrap">
            <Skeleton h={64} w={64} radius="md" />
            <Stack gap={8}>
              <Skeleton h={28} w={{ base: 200, sm: 320 }} />
              <Skeleton h={16} w={140} />
            </Stack>
          </Group>
          <Skeleton h={42} w={{ base: "100%", xs: 130 }} radius="md" />
        </Group>
        <Group gap="xs" mt="xl" wrap="nowrap">
          {NAV_WIDTHS.map(([key, width]) => (
            <Skeleton key={key} h={30} w={width} radius="xl" />
          ))}
        </Group>
        <Stack gap="sm" mt="xl">
          <Skeleton h={24} w={260} />
          <Skeleton h={14} />
          <Skeleton h={14} />
          <Skeleton h={14} w="70%" />
        </Stack>
        <ResponsiveGrid cols={{ base: 2, sm: 4 }} spacing="sm" mt="xl">
          {FACT_KEYS.map((key) => (
            <Skeleton key={key} h={76} radius="md" />
          ))}
        </ResponsiveGrid>
      </Container>
    </Box>
  );
}
