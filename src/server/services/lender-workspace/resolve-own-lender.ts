/**
 * The lender record an approved lender account manages (spec 2 and 6: matched by user id or
 * by contact email). A record linked by user_id wins. Otherwise an unlinked record (no
 * user_id) whose contact email is the account's verified email is linked to the account here,
 * once, with its history entry: from then on the policies only look at user_id
 * (docs/decisions/lender-workspace-linking.md).
 */
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { lenders } from "../../db/schema";
import { runWrite } from "../../db/write";
import type { Viewer } from "../../plugins/auth";

export type OwnLender = typeof lenders.$inferSelect;

export async function resolveOwnLender(db: Database, viewer: Viewer): Promise<OwnLender | null> {
  const [linked] = await db.select().from(lenders).where(eq(lenders.userId, viewer.user.id));
  if (linked) return linked;
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
    return claimed;
  });
}
