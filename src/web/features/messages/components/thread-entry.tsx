/** One entry of a thread: a message bubble (own on the right) or an offer event note. */
import { Box, Group, Paper, Text } from "@mantine/core";
import { IconFileDollar } from "@tabler/icons-react";
import type { ThreadMessage, ThreadResponse } from "@/domain/contract/messages";
import { formatMessageTime } from "@/domain/reference/dates";

const OFFER_EVENT_LABELS = {
  offer_sent: "Offer sent",
  offer_revised: "Offer revised",
  offer_withdrawn: "Offer withdrawn",
  offer_accepted: "Offer accepted",
  offers_closed: "Offers closed",
} as const;

export function authorName(entry: ThreadMessage, thread: ThreadResponse): string {
  // Issue 31 team seats: the lender's team reads which colleague wrote its entries (the
  // server sends teamAuthor to the team only).
  if (entry.teamAuthor && !entry.teamAuthor.isViewer) {
    return entry.teamAuthor.name ?? thread.lenderName;
  }
  if (entry.authorSide === thread.viewerSide) return "You";
  if (entry.authorSide === "lender") return thread.lenderName;
  if (entry.authorSide === "borrower") return thread.borrowerName;
  return "LenderLane";
}

export function ThreadEntryView({
  entry,
  thread,
  seen,
}: {
  entry: ThreadMessage;
  thread: ThreadResponse;
  seen: boolean;
}) {
  const time = <time dateTime={entry.createdAt}>{formatMessageTime(entry.createdAt)}</time>;
  if (entry.kind !== "text") {
    return (
      <Box component="li">
        <Paper withBorder radius="md" p="xs" bg="var(--mantine-color-gray-0)">
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <IconFileDollar size={18} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={600}>
                {OFFER_EVENT_LABELS[entry.kind]} · {authorName(entry, thread)}
              </Text>
              <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                {entry.body}
              </Text>
              <Text size="xs" c="dimmed">
                {time}
              </Text>
            </div>
          </Group>
        </Paper>
      </Box>
    );
  }
  const own = entry.authorSide === thread.viewerSide;
  return (
    <Box
      component="li"
      style={{
        display: "flex",
        flexDirection: "column",
        alignItems: own ? "flex-end" : "flex-start",
      }}
    >
      <Paper
        radius="md"
        p="xs"
        maw="85%"
        withBorder={!own}
        bg={own ? "var(--mantine-color-lane-light)" : undefined}
      >
        <Text size="xs" fw={600}>
          {authorName(entry, thread)}
        </Text>
        <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
          {entry.body}
        </Text>
        <Text size="xs" c="dimmed">
          {time}
        </Text>
      </Paper>
      {seen ? (
        <Text size="xs" c="dimmed" mt={2}>
          Seen
        </Text>
      ) : null}
    </Box>
  );
}
