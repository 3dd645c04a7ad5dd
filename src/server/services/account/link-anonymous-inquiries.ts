import { and, isNotNull, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { inquiries } from "../../db/schema";

export interface LinkAnonymousInquiriesOptions {
  db: Executor;
  user: { id: string; email: string; emailVerified: boolean };
}

/**
 * Attaches the anonymous loan requests sent with the user's email (any letter case) to the
 * user (spec 4 'Inquiry linking'), once both sides are proven: the account's email is verified
 * (better-auth marks it on the confirmation link and on every magic-link sign-in) AND the
 * request was confirmed through the link mailed with it (issue 27 item 5). Signing in alone
 * never claims an unconfirmed request: anyone can type someone else's email into the form.
 * One UPDATE statement, so it is atomic and idempotent: a second call, or one racing this one,
 * links nothing more. Runs when a session begins (auth/link-on-session.ts); confirming a
 * request attaches it at once when the account exists (confirm-anonymous-request.ts).
 */
export async function linkAnonymousInquiries({
  db,
  user,
}: LinkAnonymousInquiriesOptions): Promise<{ linked: number }> {
  if (!user.emailVerified) return { linked: 0 };
  const linked = await db
    .update(inquiries)
    .set({ borrowerId: user.id })
    .where(
      and(
        isNull(inquiries.borrowerId),
        isNotNull(inquiries.emailConfirmedAt),
        sql`lower(${inquiries.userEmail}) = ${user.email.trim().toLowerCase()}`,
      ),
    )
    .returning({ id: inquiries.id });
  return { linked: linked.length };
}
