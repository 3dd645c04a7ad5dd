/** A titled card of label/value pairs (a description list), for the admin detail pages. */
import { Card, SimpleGrid, Text, Title } from "@mantine/core";
import { type ReactNode, useId } from "react";

export interface InfoItem {
  label: string;
  /** Null or '' shows 'Not provided'. */
  value: ReactNode;
}

export function InfoCard({
  title,
  items,
  headingOrder = 2,
}: {
  title: string;
  items: readonly InfoItem[];
  headingOrder?: 2 | 3;
}) {
  const titleId = useId();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId}>
      <Title order={headingOrder} fz="h4" id={titleId} mb="sm">
        {title}
      </Title>
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs" m={0}>
        {items.map((item) => (
          <div key={item.label} style={{ minWidth: 0 }}>
            <Text component="dt" size="xs" c="dimmed" fw={600}>
              {item.label}
            </Text>
            <Text
              component="dd"
              size="sm"
              m={0}
              style={{ overflowWrap: "anywhere", whiteSpace: "pre-wrap" }}
            >
              {item.value === null || item.value === "" || item.value === undefined ? (
                <Text span size="sm" c="dimmed">
                  Not provided
                </Text>
              ) : (
                item.value
              )}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Card>
  );
}
