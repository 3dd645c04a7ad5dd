/**
 * Anonymous-inquiry linking at session creation (spec 4 'Inquiry linking'): whenever
 * better-auth creates a session (password sign-in, magic link, verification link, password
 * change), the anonymous loan requests sent with the user's verified email are attached to
 * the user, and how many were attached is kept on the session row (`linked_inquiries`), which
 * GET /api/me answers until the web acknowledges the notice.
 */
import { eq } from "drizzle-orm";
import type { Database, Executor } from "../db/client";
import { sessions, users } from "../db/schema";
import { runWrite } from "../db/write";
import { linkAnonymousInquiries } from "../services/account/link-anonymous-inquiries";

/** better-auth's session additional field that carries the count (column linked_inquiries). */
export const linkedInquiriesField = {
  linkedInquiries: { type: "number", required: false, defaultValue: 0, input: false },
} as const;

/**
 * Links the session user's anonymous requests and records the count on the session. One
 * transaction: the count is on the session exactly when the requests are linked.
 */
export async function linkInquiriesForSession(
  db: Database,
  session: { id: string; userId: string },
): Promise<number> {
  return runWrite(db, async ({ tx }) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email, emailVerified: users.emailVerified })
      .from(users)
      .where(eq(users.id, session.userId));
    if (!user) return 0;
    const { linked } = await linkAnonymousInquiries({ db: tx, user });
    if (linked > 0) await setLinkedInquiries(tx, session.id, linked);
    return linked;
  });
}

/** Sets a session's count of linked, unacknowledged requests (0 = acknowledged). */
export async function setLinkedInquiries(db: Executor, sessionId: string, count: number) {
  await db.update(sessions).set({ linkedInquiries: count }).where(eq(sessions.id, sessionId));
}

/**
 * better-auth's `databaseHooks`: after a session is stored (after its transaction commits),
 * link. A failure is logged and does not refuse the sign-in: the next session links them.
 */
export function createSessionLinkingHooks(db: Database) {
  return {
    session: {
      create: {
        after: async (
          session: { id: string; userId: string },
          context: { context?: { logger?: { error(...args: unknown[]): void } } } | null,
        ) => {
          try {
            await linkInquiriesForSession(db, session);
          } catch (error) {
            const log = context?.context?.logger?.error ?? console.error;
            log("Linking anonymous inquiries at sign-in failed", error);
          }
        },
      },
    },
  };
}
