/**
 * The demo's audit trail (issue 28's audit log page): what the admin and the approved lender
 * did to reach the seeded state, so /admin/audit and a lender's Activity tab have entries to
 * show and filter on a fresh demo. Shaped as the real services write them (record-audit.ts,
 * approve-lender-user.ts, update-lender.ts), dated after the accounts' own creation.
 */
import { eq, inArray } from "drizzle-orm";
import type { Executor } from "../client";
import { adminAudit, lenders } from "../schema";
import {
  DEMO_LENDER_SLUG,
  SECOND_DEMO_LENDER_EMAIL,
  SECOND_DEMO_LENDER_SLUG,
} from "./demo-accounts";

const DAY = 86_400_000;

/** The lender's description before its own edit two days ago (the catalogue's is the edit). */
const EARLIER_DESCRIPTION =
  "Austin-based private lender funding fix and flip and bridge projects in Texas.";

export async function insertDemoAudit(
  tx: Executor,
  ids: ReadonlyMap<string, string>,
  now: Date,
): Promise<number> {
  const id = (email: string) => {
    const found = ids.get(email);
    if (!found) throw new Error(`Demo account ${email} missing`);
    return found;
  };
  const rows = await tx
    .select({ id: lenders.id, slug: lenders.slug, name: lenders.companyName })
    .from(lenders)
    .where(inArray(lenders.slug, [DEMO_LENDER_SLUG, SECOND_DEMO_LENDER_SLUG]));
  const lender = (slug: string) => {
    const row = rows.find((r) => r.slug === slug);
    if (!row) throw new Error(`Demo lender ${slug} missing`);
    return row;
  };
  const cedar = lender(DEMO_LENDER_SLUG);
  const second = lender(SECOND_DEMO_LENDER_SLUG);
  const [current] = await tx
    .select({ description: lenders.description })
    .from(lenders)
    .where(eq(lenders.id, cedar.id));

  const admin = { actorId: id("admin@example.com"), actorEmail: "admin@example.com" };
  const adminActor = { ...admin, actorName: "Dana Whitfield" };
  const approval = (email: string, target: { id: string; name: string }, daysAgo: number) => ({
    ...adminActor,
    action: "user.approve" as const,
    targetType: "user" as const,
    targetId: id(email),
    targetLabel: email,
    details: {
      mode: "existing",
      lenderId: target.id,
      lenderName: target.name,
      lenderCreated: false,
    },
    at: new Date(now.getTime() - daysAgo * DAY),
  });

  const entries: (typeof adminAudit.$inferInsert)[] = [
    approval("lender@example.com", cedar, 49),
    approval(SECOND_DEMO_LENDER_EMAIL, second, 39),
    {
      ...adminActor,
      action: "user.reject",
      targetType: "user",
      targetId: id("rejected.lender@example.com"),
      targetLabel: "rejected.lender@example.com",
      details: { previousStatus: "pending" },
      at: new Date(now.getTime() - 19 * DAY),
    },
    {
      actorId: id("lender@example.com"),
      actorEmail: "lender@example.com",
      actorName: "Morgan Ellis",
      action: "lender.self_update",
      targetType: "lender",
      targetId: cedar.id,
      targetLabel: cedar.name,
      details: {
        fields: ["description"],
        changes: [
          {
            field: "description",
            oldValue: EARLIER_DESCRIPTION,
            newValue: current?.description ?? null,
          },
        ],
        products: [],
      },
      at: new Date(now.getTime() - 2 * DAY),
    },
  ];
  await tx.insert(adminAudit).values(entries);
  return entries.length;
}
