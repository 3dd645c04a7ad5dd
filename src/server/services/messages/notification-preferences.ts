/** The notification kinds a user receives by mail, changed through signed unsubscribe links. */
import { and, eq } from "drizzle-orm";
import { CURRENT_CONSENT } from "@/domain/consent/consent-wordings";
import type { NotificationKind, NotificationSubscription } from "@/domain/contract/messages";
import type { Database } from "../../db/client";
import { notificationOptOuts, users } from "../../db/schema";
import { runWrite } from "../../db/write";
import { AppError } from "../../lib/app-error";
import { type ConsentOrigin, recordConsent } from "../privacy/record-consent";
import { readUnsubscribeToken } from "./unsubscribe-token";

export const INVALID_UNSUBSCRIBE_LINK = "This unsubscribe link is not valid.";

async function subscriptionOf(
  db: Database,
  userId: string,
  kind: NotificationKind,
): Promise<NotificationSubscription> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) throw new AppError("bad_request", INVALID_UNSUBSCRIBE_LINK);
  const [optOut] = await db
    .select({ kind: notificationOptOuts.kind })
    .from(notificationOptOuts)
    .where(and(eq(notificationOptOuts.userId, userId), eq(notificationOptOuts.kind, kind)));
  return { kind, email: user.email, subscribed: !optOut };
}

function tokenOrThrow(secret: string, token: string) {
  const read = readUnsubscribeToken(secret, token);
  if (!read) throw new AppError("bad_request", INVALID_UNSUBSCRIBE_LINK);
  return read;
}

export async function readSubscription(db: Database, secret: string, token: string) {
  const { userId, kind } = tokenOrThrow(secret, token);
  return subscriptionOf(db, userId, kind);
}

export async function setSubscription(
  db: Database,
  secret: string,
  token: string,
  subscribed: boolean,
  origin: ConsentOrigin = { ipAddress: null, userAgent: null },
): Promise<NotificationSubscription> {
  const { userId, kind } = tokenOrThrow(secret, token);
  const { email } = await subscriptionOf(db, userId, kind);
  await runWrite(db, async (w) => {
    if (subscribed) {
      await w.tx
        .delete(notificationOptOuts)
        .where(and(eq(notificationOptOuts.userId, userId), eq(notificationOptOuts.kind, kind)));
    } else {
      await w.tx.insert(notificationOptOuts).values({ userId, kind }).onConflictDoNothing();
    }
    // Issue 33: the choice on the unsubscribe page, with that page's wording.
    await recordConsent(w.tx, {
      ...origin,
      userId,
      email,
      kind: "notifications",
      choice: subscribed ? "agreed" : "withdrawn",
      version: CURRENT_CONSENT.notifications,
      scope: kind,
    });
  });
  return subscriptionOf(db, userId, kind);
}

/**
 * RFC 8058 one-click: stops every kind named by `tokens` (one per kind the mail carried). All
 * tokens must be valid and name the same user, else nothing changes (400).
 */
export async function unsubscribeOneClick(
  db: Database,
  secret: string,
  tokens: readonly string[],
  origin: ConsentOrigin = { ipAddress: null, userAgent: null },
): Promise<NotificationKind[]> {
  const read = tokens.map((token) => tokenOrThrow(secret, token));
  const userId = read[0]?.userId;
  if (!userId || read.some((entry) => entry.userId !== userId)) {
    throw new AppError("bad_request", INVALID_UNSUBSCRIBE_LINK);
  }
  const kinds = [...new Set(read.map((entry) => entry.kind))];
  const [user] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new AppError("bad_request", INVALID_UNSUBSCRIBE_LINK);
  await runWrite(db, async (w) => {
    await w.tx
      .insert(notificationOptOuts)
      .values(kinds.map((kind) => ({ userId, kind })))
      .onConflictDoNothing();
    for (const kind of kinds) {
      await recordConsent(w.tx, {
        ...origin,
        userId,
        email: user.email,
        kind: "notifications",
        choice: "withdrawn",
        version: "notifications-one-click-v1",
        scope: kind,
      });
    }
  });
  return kinds;
}
