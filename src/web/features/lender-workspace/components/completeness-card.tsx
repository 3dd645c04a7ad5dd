import {
  Badge,
  Button,
  Card,
  Group,
  List,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconAlertTriangle, IconBolt, type IconFlag, IconSparkles } from "@tabler/icons-react";
import type { WorkspaceLender, WorkspaceProduct } from "@/domain/contract/lender-workspace";
import {
  profileCompleteness,
  type TaskPriority,
} from "@/domain/lenders/completeness/completeness-tasks";
import { ThemeIcon } from "@/web/components/theme-icon";
import { useConfirmProducts } from "../api/workspace";

const PRIORITY: Record<TaskPriority, { label: string; color: string; Icon: typeof IconFlag }> = {
  // Dark shades: white badge text keeps WCAG AA contrast.
  critical: { label: "Critical", color: "red.9", Icon: IconAlertTriangle },
  high: { label: "High", color: "#9c3d00", Icon: IconBolt },
  improvement: { label: "Improvement", color: "blue.8", Icon: IconSparkles },
};

/** Spec 2 and 9 'Profile Completeness card', from the domain's report. */
export function CompletenessCard({
  lender,
  products,
  now,
  onEditProfile,
}: {
  lender: WorkspaceLender;
  products: readonly WorkspaceProduct[];
  now: Date;
  onEditProfile: () => void;
}) {
  const report = profileCompleteness(lender, products, now);
  // 'Update Today' confirms the terms in one click (issue 28), no trip through the form.
  const confirm = useConfirmProducts();
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="completeness-title"
    >
      <Stack gap="md">
        <Group justify="space-between" align="baseline" wrap="wrap">
          <Title order={2} fz="h3" id="completeness-title">
            Profile Completeness
          </Title>
          <Text fz={28} fw={700} data-testid="completeness-percent">
            {report.overall}%
          </Text>
        </Group>
        <Progress
          value={report.overall}
          color={report.color}
          size="lg"
          radius="xl"
          aria-label={`Profile ${report.overall}% complete`}
        />
        <Text>{report.message}</Text>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          {Object.values(report.categories).map((category) => (
            <div key={category.label}>
              <Text size="sm" c="dimmed">
                {category.label}
              </Text>
              <Text fw={700}>{category.percent}%</Text>
            </div>
          ))}
        </SimpleGrid>
        {report.staleWarning ? (
          <Text c="red.9" fw={600} role="status">
            <IconAlertTriangle
              size={16}
              aria-hidden="true"
              style={{ verticalAlign: "-2px", marginRight: 6 }}
            />
            {report.staleWarning}
          </Text>
        ) : null}
        {report.visibleTasks.length > 0 ? (
          <List spacing="sm" listStyleType="none" aria-label="Priority tasks">
            {report.visibleTasks.map((task) => {
              const priority = PRIORITY[task.priority];
              return (
                <List.Item key={task.id}>
                  <Group gap="sm" wrap="nowrap" align="flex-start">
                    <ThemeIcon
                      color={priority.color}
                      variant="light"
                      radius="xl"
                      aria-hidden="true"
                    >
                      <priority.Icon size={16} />
                    </ThemeIcon>
                    <div style={{ flex: 1, minWidth: 0 }}>
                      <Group gap="xs" wrap="wrap">
                        <Text fw={600}>{task.title}</Text>
                        <Badge color={priority.color} variant="filled" size="sm">
                          {priority.label}
                        </Badge>
                      </Group>
                      <Text size="sm" c="dimmed">
                        {task.description}
                      </Text>
                    </div>
                  </Group>
                </List.Item>
              );
            })}
          </List>
        ) : null}
        {report.moreTasksText ? <Text size="sm">{report.moreTasksText}</Text> : null}
        <Group gap="sm">
          <Button variant="default" onClick={onEditProfile}>
            Edit Profile
          </Button>
          {report.isStale ? (
            <Button
              onClick={() => confirm.mutate(lender.id)}
              loading={confirm.isPending}
              aria-describedby="update-today-hint"
            >
              Update Today
            </Button>
          ) : null}
        </Group>
        {report.isStale ? (
          <Text size="sm" c="dimmed" id="update-today-hint">
            Update Today confirms your loan products' terms are current. To change them, use Edit
            Profile.
          </Text>
        ) : null}
        {report.inquiryHint ? (
          <Text size="sm" c="dimmed">
            {report.inquiryHint}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
