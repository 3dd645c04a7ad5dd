/** 'Messages' with the unread count: opens the submission's conversation drawer. */
import { Badge, Button, VisuallyHidden } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconMessage } from "@tabler/icons-react";
import { unreadOfSubmission, useUnreadCounts } from "../api/messages";
import { ThreadDrawer } from "./thread-drawer";

export interface MessagesButtonProps {
  submissionId: string;
  counterpart: string;
  /** The conversation's title, when not 'Messages with <counterpart>' (ThreadDrawer). */
  title?: string;
  unread: number;
}

export function MessagesButton({ submissionId, counterpart, title, unread }: MessagesButtonProps) {
  const [opened, drawer] = useDisclosure(false);
  return (
    <>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconMessage size={14} aria-hidden="true" />}
        rightSection={
          unread > 0 ? (
            <Badge size="sm" circle={unread < 10} color="red" variant="filled">
              {unread}
              <VisuallyHidden> unread</VisuallyHidden>
            </Badge>
          ) : null
        }
        onClick={drawer.open}
        aria-haspopup="dialog"
      >
        Messages
      </Button>
      {opened ? (
        <ThreadDrawer
          submissionId={submissionId}
          counterpart={counterpart}
          title={title}
          opened={opened}
          onClose={drawer.close}
        />
      ) : null}
    </>
  );
}

/** MessagesButton with the submission's unread count read from the shared counts query. */
export function SubmissionMessagesButton({
  submissionId,
  counterpart,
  title,
}: Omit<MessagesButtonProps, "unread">) {
  const counts = useUnreadCounts(true);
  return (
    <MessagesButton
      submissionId={submissionId}
      counterpart={counterpart}
      title={title}
      unread={unreadOfSubmission(counts.data, submissionId)}
    />
  );
}
