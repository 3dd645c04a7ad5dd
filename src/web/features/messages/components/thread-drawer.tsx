/**
 * A submission's conversation in a side drawer (full width on phones): entries oldest first
 * with the newest at the bottom, offer events as notes, 'Seen' under the viewer's last entry
 * the other side has read, and the composer (Ctrl/Cmd+Enter sends). Opening it, and new
 * entries arriving while it is open, mark the thread read. `readOnly` (the admin's view) shows
 * neither the composer nor posts a read receipt.
 */
import { Alert, Box, Drawer, Skeleton, Stack, Text } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { useEffect, useRef } from "react";
import { isSeenByOtherSide, type ThreadResponse } from "@/domain/contract/messages";
import { useMarkRead, useThread } from "../api/messages";
import { MessageComposer } from "./message-composer";
import { ThreadEntryView } from "./thread-entry";

export interface ThreadDrawerProps {
  submissionId: string;
  /** Who the viewer talks to: the lender's company or the request's title. */
  counterpart: string;
  /** The drawer's title instead of 'Messages with <counterpart>' (the lender's: its request). */
  title?: string;
  opened: boolean;
  onClose: () => void;
  /** An admin reading: no composer and no read receipt (the parties' unread state is theirs). */
  readOnly?: boolean;
}

export const THREAD_LOADING = "Loading messages...";
export const THREAD_EMPTY = "No messages yet. Write the first one below.";
export const THREAD_EMPTY_READ_ONLY = "No messages yet.";
export const THREAD_READ_ONLY_NOTE =
  "Read-only: admins can read this conversation but not write in it.";

/** The id of the viewer's newest entry the other side has read, if any. */
export function seenEntryId(thread: ThreadResponse): string | null {
  const side = thread.viewerSide;
  if (!side) return null;
  const other = side === "borrower" ? thread.readUntil.lender : thread.readUntil.borrower;
  for (let i = thread.messages.length - 1; i >= 0; i -= 1) {
    const entry = thread.messages[i];
    if (entry?.authorSide === side && isSeenByOtherSide(entry, other)) return entry.id;
  }
  return null;
}

export function ThreadDrawer({
  submissionId,
  counterpart,
  title: givenTitle,
  opened,
  onClose,
  readOnly = false,
}: ThreadDrawerProps) {
  const thread = useThread(submissionId, opened);
  const markRead = useMarkRead(submissionId);
  const listRef = useRef<HTMLDivElement>(null);
  const markedUpTo = useRef<string | null>(null);
  const data = thread.data;
  const last = data?.messages.at(-1);

  // Keep the newest entry in view.
  useEffect(() => {
    const list = listRef.current;
    if (list && last) list.scrollTop = list.scrollHeight;
  }, [last]);

  // Mark read what the viewer now has on screen (the other side's newest entry).
  const { mutate } = markRead;
  useEffect(() => {
    if (readOnly) return;
    if (!opened || !data?.viewerSide || !last || last.authorSide === data.viewerSide) return;
    const mine = data.readUntil[data.viewerSide];
    if (mine && Date.parse(mine) >= Date.parse(last.createdAt)) return;
    if (markedUpTo.current === last.id) return;
    markedUpTo.current = last.id;
    mutate(last.id);
  }, [readOnly, opened, data, last, mutate]);

  const seenId = data ? seenEntryId(data) : null;
  const title = readOnly
    ? `Conversation between the borrower and ${counterpart}`
    : (givenTitle ?? `Messages with ${counterpart}`);

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="min(480px, 100%)"
      title={title}
      closeButtonProps={{ "aria-label": "Close messages" }}
      styles={{
        content: { display: "flex", flexDirection: "column" },
        body: { display: "flex", flexDirection: "column", flex: 1, minHeight: 0 },
      }}
    >
      {thread.isPending ? (
        <Stack gap="sm" aria-busy="true" aria-label={THREAD_LOADING}>
          <Text size="sm" c="dimmed">
            {THREAD_LOADING}
          </Text>
          <Skeleton h={56} radius="md" />
          <Skeleton h={56} radius="md" ml="xl" />
        </Stack>
      ) : thread.isError ? (
        <Alert
          color="red"
          icon={<IconAlertCircle aria-hidden="true" />}
          title="Messages unavailable"
        >
          We couldn't load this conversation. Please try again in a moment.
        </Alert>
      ) : data ? (
        <>
          <Box
            ref={listRef}
            role="log"
            aria-label={readOnly ? title : `Conversation with ${counterpart}`}
            tabIndex={0}
            style={{ flex: 1, minHeight: 160, overflowY: "auto" }}
            py="xs"
          >
            {data.messages.length === 0 ? (
              <Text size="sm" c="dimmed">
                {readOnly ? THREAD_EMPTY_READ_ONLY : THREAD_EMPTY}
              </Text>
            ) : (
              <Stack gap="sm" component="ol" style={{ listStyle: "none", padding: 0, margin: 0 }}>
                {data.messages.map((entry) => (
                  <ThreadEntryView
                    key={entry.id}
                    entry={entry}
                    thread={data}
                    seen={entry.id === seenId}
                  />
                ))}
              </Stack>
            )}
          </Box>
          {data.canWrite && !readOnly ? (
            <MessageComposer submissionId={submissionId} />
          ) : (
            <Text size="sm" c="dimmed" mt="sm">
              {THREAD_READ_ONLY_NOTE}
            </Text>
          )}
        </>
      ) : null}
    </Drawer>
  );
}
