/**
 * The header's unread messages badge (borrowers and approved lenders): links to the dashboard
 * where the conversations are. Also keeps the message queries in sync with live events, once
 * for the whole app, since the header is always mounted.
 */
import { ActionIcon, Badge, VisuallyHidden } from "@mantine/core";
import { IconMessage } from "@tabler/icons-react";
import { Link } from "react-router";
import { toActor } from "@/domain/policies/actor";
import { canHaveThreads } from "@/domain/policies/message-policies";
import type { PrefetchContext } from "@/web/app/prefetch";
import { type Me, useMe } from "@/web/lib/session";
import { unreadTotalQueryOptions, useMessagesLiveSync, useUnreadTotal } from "../api/messages";

/** Server rendering: the total the badge shows, for those who have threads. */
export async function prefetchUnreadBadge(me: Me, { load }: PrefetchContext): Promise<void> {
  if (canHaveThreads(toActor(me.profile))) await load(unreadTotalQueryOptions());
}

export function HeaderUnreadBadge() {
  const { data: me } = useMe();
  const enabled = canHaveThreads(toActor(me?.profile));
  useMessagesLiveSync(enabled);
  // Only the total (issue 34): a lender's per-thread list is the lead list's business.
  const unread = useUnreadTotal(enabled);
  if (!enabled) return null;
  const total = unread.data?.total ?? 0;
  const label = total === 1 ? "1 unread message" : `${total} unread messages`;
  return (
    <ActionIcon
      component={Link}
      to="/dashboard"
      variant="subtle"
      size="lg"
      pos="relative"
      data-testid="header-unread"
      data-unread={total}
    >
      <IconMessage size={20} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
      {total > 0 ? (
        <Badge
          aria-hidden="true"
          size="xs"
          circle={total < 10}
          color="red"
          variant="filled"
          pos="absolute"
          top={-4}
          right={-6}
        >
          {total > 99 ? "99+" : total}
        </Badge>
      ) : null}
    </ActionIcon>
  );
}
