import { Badge, Box, Group, Popover, Stack, Text, UnstyledButton } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { useEffect, useId, useRef, useState } from "react";
import type { PublicLender } from "@/domain/lenders/lender-dto";
import type { CriterionCheck } from "@/domain/lenders/lending-criteria";
import { RESPONSE_TIME_TEXTS, responseTimeHeadline } from "@/domain/lenders/response-times";
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from "@/domain/reference/limits";
import type { MatchScore as MatchScoreData } from "@/domain/search/match-score";
import { LendingCriteriaList } from "./lending-criteria-list";

const NO_CRITERIA: readonly CriterionCheck[] = [];

/** When the last match explanation closed: moving on to the next card skips the delay. */
let lastClosedAt = Number.NEGATIVE_INFINITY;
const CLOSE_DELAY_MS = 150;

/**
 * Spec 9 'Match score': the score out of 5, explained (the five criteria with their value and
 * why) on hover after the tooltip delay (700 ms, skipped within 300 ms of another closing), on
 * tap or click (a click while the hover holds it open keeps it open), and by keyboard (Enter /
 * Space on the button; Escape or moving the focus on closes). The explanation renders right after its button, not in a portal at the end of the
 * page, so a screen reader reads it next in the card while focus stays on the button (issue 18);
 * its fixed positioning lets it overflow the card.
 */
export function MatchScore({
  match,
  criteria = NO_CRITERIA,
  responseTime,
}: {
  match: MatchScoreData;
  /** Issue 31: the lender's lending criteria checked against the search. */
  criteria?: readonly CriterionCheck[];
  /** Issue 35: shown under the criteria, not part of the score. */
  responseTime?: PublicLender["responseTime"];
}) {
  const [opened, setOpened] = useState(false);
  const openTimer = useRef<number | undefined>(undefined);
  const closeTimer = useRef<number | undefined>(undefined);
  /** Whether the pointer resting on the button opened it (a press then keeps it open). */
  const openedByHover = useRef(false);
  const titleId = useId();
  const dropdownRef = useRef<HTMLDivElement>(null);

  const clearTimers = () => {
    window.clearTimeout(openTimer.current);
    window.clearTimeout(closeTimer.current);
  };
  useEffect(
    () => () => {
      window.clearTimeout(openTimer.current);
      window.clearTimeout(closeTimer.current);
    },
    [],
  );

  const setOpen = (next: boolean) => {
    clearTimers();
    openedByHover.current = false;
    if (!next && opened) lastClosedAt = Date.now();
    setOpened(next);
  };
  /**
   * A press toggles, except right after the pointer opened it on its way to the button (the
   * skip delay makes that instant): then the press keeps it open, instead of closing what the
   * user is about to read. Read from a ref, so it holds even before React has re-rendered.
   */
  const press = () => {
    if (openedByHover.current) {
      clearTimers();
      openedByHover.current = false;
      return;
    }
    setOpen(!opened);
  };

  const hoverOpen = (event: React.PointerEvent) => {
    if (event.pointerType !== "mouse") return;
    clearTimers();
    const delay = Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS ? 0 : TOOLTIP_DELAY_MS;
    openTimer.current = window.setTimeout(() => {
      openedByHover.current = true;
      setOpened(true);
    }, delay);
  };
  const hoverClose = (event: React.PointerEvent) => {
    if (event.pointerType !== "mouse") return;
    clearTimers();
    closeTimer.current = window.setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
  };

  const score = match.score.toFixed(1);

  return (
    <Popover
      opened={opened}
      onChange={setOpen}
      position="bottom-end"
      width={300}
      shadow="md"
      withArrow
      returnFocus
      withinPortal={false}
      floatingStrategy="fixed"
    >
      <Popover.Target>
        <UnstyledButton
          onClick={press}
          onKeyDown={(event) => {
            // Focus stays on the button, where the Popover's own Escape handling does not reach.
            if (event.key === "Escape" && opened) {
              event.stopPropagation();
              setOpen(false);
            }
          }}
          onBlur={(event) => {
            // Tabbing on would leave the explanation open over the next card, out of reach of
            // Escape; it holds nothing focusable, so it closes with the focus leaving.
            const next = event.relatedTarget;
            if (opened && !(next instanceof Node && dropdownRef.current?.contains(next))) {
              setOpen(false);
            }
          }}
          onPointerEnter={hoverOpen}
          onPointerLeave={hoverClose}
          aria-label={`Match ${score}/5: show how it is calculated`}
          style={{ borderRadius: "var(--mantine-radius-xl)", flexShrink: 0 }}
        >
          <Badge
            component="span"
            size="lg"
            variant="light"
            rightSection={<IconInfoCircle size={14} aria-hidden="true" />}
            style={{ cursor: "pointer", overflow: "visible" }}
          >
            Match {score}/5
          </Badge>
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown
        ref={dropdownRef}
        onPointerEnter={(event) => event.pointerType === "mouse" && clearTimers()}
        onPointerLeave={hoverClose}
        aria-labelledby={titleId}
      >
        <Text fw={700} size="sm" id={titleId}>
          Match score {score} / 5
        </Text>
        <Text size="xs" c="dimmed" mb="xs">
          Each criterion scores 0 to 1; the match score is their average, out of 5.
        </Text>
        <Stack gap={6} component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {match.breakdown.map((criterion) => (
            <Box component="li" key={criterion.criterion}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm" fw={600}>
                  {criterion.label}
                </Text>
                <Text size="sm" fw={600} style={{ fontVariantNumeric: "tabular-nums" }}>
                  {criterion.value.toFixed(1)} / 1
                </Text>
              </Group>
              <Text size="xs" c="dimmed">
                {criterion.explanation}
              </Text>
            </Box>
          ))}
        </Stack>
        <LendingCriteriaList checks={criteria} />
        <Box mt="xs" pt="xs" style={{ borderTop: "1px solid var(--mantine-color-default-border)" }}>
          <Text size="sm" fw={600}>
            Response time (not part of the score)
          </Text>
          <Text size="xs" c="dimmed">
            {responseTimeHeadline(responseTime)}. {RESPONSE_TIME_TEXTS.source}.
          </Text>
        </Box>
      </Popover.Dropdown>
    </Popover>
  );
}
