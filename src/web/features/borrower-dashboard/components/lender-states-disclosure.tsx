import { Button, Group, Stack, Text } from "@mantine/core";
import { useId, useState } from "react";
import { parseLenderStates } from "@/domain/reference/us-states";

/** Up to this many states are named outright; more are a count with 'Show all'. */
export const STATES_NAMED_OUTRIGHT = 3;

export function statesCountText(count: number): string {
  return count === 1 ? "Lends in 1 state" : `Lends in ${count} states`;
}

/**
 * Issue 28 item 6: a lender's states as a count with a 'Show all' disclosure (a button with
 * aria-expanded controlling the list), not 48 names in a row. A few states are named outright;
 * none shared gives 'States not shared'.
 */
export function LenderStatesDisclosure({ state }: { state: string | null }) {
  const [opened, setOpened] = useState(false);
  const listId = useId();
  const names = parseLenderStates(state);
  if (names.length === 0) {
    return (
      <Text size="xs" c="dimmed">
        States not shared
      </Text>
    );
  }
  if (names.length <= STATES_NAMED_OUTRIGHT) {
    return (
      <Text size="xs" c="dimmed">
        {names.join(", ")}
      </Text>
    );
  }
  return (
    <Stack gap={2}>
      <Group gap="xs" wrap="wrap">
        <Text size="xs" c="dimmed">
          {statesCountText(names.length)}
        </Text>
        <Button
          variant="subtle"
          size="compact-xs"
          aria-expanded={opened}
          aria-controls={listId}
          onClick={() => setOpened((open) => !open)}
        >
          {opened ? "Hide states" : "Show all"}
        </Button>
      </Group>
      <Text id={listId} size="xs" c="dimmed" hidden={!opened}>
        {names.join(", ")}
      </Text>
    </Stack>
  );
}
