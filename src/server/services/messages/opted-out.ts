/**
 * Whether an account stopped a kind of notification mail (a row of notification_opt_outs,
 * written by the unsubscribe links and the settings page, issue 31): senders ask before they
 * queue a mail of that kind.
 */
import { and, eq, sql } from "drizzle-orm";
import type { NotificationKind } from "@/domain/contract/messages";
import type { Executor } from "../../db/client";
import { lenders, notificationOptOuts } from "../../db/schema";

export async function hasOptedOut(
  db: Executor,
  userId: string | null,
  kind: NotificationKind,
): Promise<boolean> {
  if (userId === null) return false;
  const [row] = await db
    .select({ kind: notificationOptOuts.kind })
    .from(notificationOptOuts)
    .where(and(eq(notificationOptOuts.userId, userId), eq(notificationOptOuts.kind, kind)));
  return row !== undefined;
}

/** A lender's mails go to its account's settings (a lender without an account has none). */
export async function lenderHasOptedOut(
  db: Executor,
  lenderId: string,
  kind: NotificationKind,
): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(lenders)
    .innerJoin(
      notificationOptOuts,
      and(eq(notificationOptOuts.userId, lenders.userId), eq(notificationOptOuts.kind, kind)),
    )
    .where(eq(lenders.id, lenderId));
  return row !== undefined;
}
