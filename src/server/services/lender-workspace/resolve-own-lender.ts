/**
 * The lender record an approved lender account works on (spec 2 and 6: matched by user id or
 * by contact email; issue 31: or by a seat on its team). A record linked by user_id wins: its
 * account is the owner. Otherwise an active member seat (lender_members, not removed) gives
 * the record with the role member. Otherwise an unlinked record (no user_id) whose contact
 * email is the account's verified email is linked to the account here, once, with its history
 * entry: from then on the policies only look at user_id
 * (docs/decisions/lender-workspace-linking.md). Read on every request, never cached, so a
 * removed member's next request finds no record (docs/decisions/2026-11-27-lender-team-seats.md).
 */
import { and, asc, eq, getTableColumns, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { lenderMembers, lenders } from "../../db/schema";
import { runWrite } from "../../db/write";
import type { Viewer } from "../../plugins/auth";

export type OwnLender = typeof lenders.$inferSelect & { seatRole: "owner" | "member" };

export async function resolveOwnLender(db: Database, viewer: Viewer): Promise<OwnLender | null> {
  const [linked] = await db.select().from(lenders).where(eq(lenders.userId, viewer.user.id));
  if (linked) return { ...linked, seatRole: "owner" };
  const [seat] = await db
    .select(getTableColumns(lenders))
    .from(lenderMembers)
    .innerJoin(lenders, eq(lenders.id, lenderMembers.lenderId))
    .where(and(eq(lenderMembers.userId, viewer.user.id), isNull(lenderMembers.removedAt)));
  if (seat) return { ...seat, seatRole: "member" };
  if (!viewer.user.emailVerified) return null;
  const email = viewer.user.email.trim().toLowerCase();
  return runWrite(db, async (w) => {
    const [candidate] = await w.tx
      .select()
      .from(lenders)
      .where(and(isNull(lenders.userId), sql`lower(${lenders.email}) = ${email}`))
      .orderBy(asc(lenders.createdAt))
      .limit(1);
    if (!candidate) return null;
    const [claimed] = await w.tx
      .update(lenders)
      .set({ userId: viewer.user.id })
      .where(and(eq(lenders.id, candidate.id), isNull(lenders.userId)))
      .returning();
    if (!claimed) return null;
    await w.recordChanges({
      entity: "lender",
      id: claimed.id,
      before: candidate,
      after: { userId: viewer.user.id },
      changedBy: viewer.user.id,
      notes: "Linked to the lender account with the same contact email",
    });
    return { ...claimed, seatRole: "owner" as const };
  });
}
