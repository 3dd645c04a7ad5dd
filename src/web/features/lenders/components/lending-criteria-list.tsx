import { Box, Group, Stack, Text } from "@mantine/core";
import type { CriterionCheck, CriterionOutcome } from "@/domain/lenders/lending-criteria";

const OUTCOME_TEXT: Record<CriterionOutcome, string> = {
  pass: "Meets",
  fail: "Does not meet",
  unknown: "Not given",
};

const OUTCOME_COLOR: Record<CriterionOutcome, string> = {
  pass: "green.9",
  fail: "red.9",
  unknown: "dimmed",
};

/**
 * Issue 31: the lender's lending criteria for this loan type in the match explanation, each
 * with whether the search meets it and what would make a request eligible; hard limits are
 * named (a request breaking one cannot be sent to this lender).
 */
export function LendingCriteriaList({ checks }: { checks: readonly CriterionCheck[] }) {
  if (checks.length === 0) return null;
  return (
    <Box mt="sm">
      <Text fw={700} size="sm">
        Lending criteria
      </Text>
      <Stack gap={6} component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
        {checks.map((check) => (
          <Box component="li" key={check.criterion}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" fw={600}>
                {check.label}
                {check.hard ? " (hard limit)" : ""}
              </Text>
              <Text size="sm" fw={600} c={OUTCOME_COLOR[check.outcome]}>
                {OUTCOME_TEXT[check.outcome]}
              </Text>
            </Group>
            <Text size="xs" c="dimmed">
              {check.requirement}
            </Text>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
