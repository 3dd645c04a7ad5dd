/**
 * Issue 35: lender verification. The lender's side is the approved lender's own record
 * (resolveOwnLender), so both approved lenders get 200 on their own; an evidence file is read
 * by its lender and admins only (canReadEvidenceFile: 404 for everyone else, as for a missing
 * file); the review queue is the admin's (the admin plugin's hook).
 */

import { eq } from "drizzle-orm";
import { CURRENT_PLEDGE_VERSION } from "@/domain/lenders/verification/pledge";
import { toUtcDateOnly } from "@/domain/reference/dates";
import { insertLenderWithProducts } from "../../db/factories";
import { lenders, lenderVerifications, storedFiles } from "../../db/schema";
import { adminOnly } from "./admin-routes";
import type { Fixture, MatrixEntry } from "./matrix-entry";
import type { World } from "./world";

const PDF = Buffer.from("%PDF-1.7\n%zqa-evidence\n%%EOF\n");
const daysAgo = (days: number) => toUtcDateOnly(new Date(Date.now() - days * 86_400_000));

let fresh = 0;
/** A fresh lender whose evidence waits for the admin. */
async function waitingVerification(world: World): Promise<Fixture> {
  fresh += 1;
  const { lender } = await insertLenderWithProducts(
    world.ctx.db,
    { companyName: `Matrix Verified ${fresh}` },
    ["bridge"],
  );
  await world.ctx.db.insert(lenderVerifications).values({
    lenderId: lender.id,
    status: "submitted",
    entityName: "zqm-entity LLC",
    registrationState: "TX",
    fundedLoans: [1, 2, 3].map((n) => ({
      description: `zqm-loan ${n}`,
      fundedOn: daysAgo(30 * n),
      reference: `County record ${n}`,
    })),
    pledgeVersion: CURRENT_PLEDGE_VERSION,
    submittedAt: new Date(),
  });
  return { lenderId: lender.id };
}

const verificationState = async (world: World, lenderId: string) => ({
  verification: await world.ctx.db
    .select()
    .from(lenderVerifications)
    .where(eq(lenderVerifications.lenderId, lenderId)),
  lender: await world.ctx.db.select().from(lenders).where(eq(lenders.id, lenderId)),
});

export const verificationRoutes: MatrixEntry[] = [
  {
    route: "GET /api/lender-workspace/verification",
    policy: "canUseLenderDashboard",
    expect: { visitor: 401, lenders: 200, others: 403 },
  },
  {
    route: "GET /api/verification-files/:fileId",
    policy: ["isSignedIn", "canReadEvidenceFile"],
    expect: { visitor: 401, lender: 200, admin: 200, others: 404 },
    fixture: async (world) => {
      const [file] = await world.ctx.db
        .insert(storedFiles)
        .values({
          lenderId: world.a.lenderId,
          name: "deed.pdf",
          contentType: "application/pdf",
          size: PDF.length,
          bytes: PDF,
        })
        .returning({ id: storedFiles.id });
      return { fileId: file?.id ?? "" };
    },
    request: (_world, { fileId }) => ({ url: `/api/verification-files/${fileId}` }),
    shows: { lender: () => ["zqa-evidence"], admin: () => ["zqa-evidence"] },
  },
  {
    route: "PUT /api/lender-workspace/verification",
    policy: ["canUseLenderDashboard", "canSubmitVerification"],
    expect: { visitor: 401, lenders: 200, others: 403 },
    note: "Each approved lender submits for its own record; nobody reaches another's.",
    request: () => ({
      url: "/api/lender-workspace/verification",
      payload: {
        entityName: "Matrix Lending LLC",
        registrationState: "TX",
        licences: [],
        fundedLoans: [1, 2, 3].map((n) => ({
          description: `Loan ${n}`,
          fundedOn: daysAgo(30 * n),
          reference: `County record ${n}`,
        })),
        pledgeVersion: CURRENT_PLEDGE_VERSION,
        pledgeSigned: true,
      },
    }),
    state: (world) => verificationState(world, world.a.lenderId),
  },
  {
    route: "POST /api/lender-workspace/verification/files",
    policy: ["canUseLenderDashboard", "canSubmitVerification"],
    expect: { visitor: 401, lenders: 201, others: 403 },
    request: () => ({
      url: "/api/lender-workspace/verification/files?name=deed.pdf",
      payload: PDF,
      headers: { "content-type": "application/octet-stream" },
    }),
    state: (world) =>
      world.ctx.db
        .select({ id: storedFiles.id })
        .from(storedFiles)
        .where(eq(storedFiles.lenderId, world.a.lenderId)),
  },
  {
    route: "GET /api/admin/verifications",
    policy: "canAccessAdmin",
    expect: adminOnly(200),
  },
  {
    route: "GET /api/admin/verifications/:lenderId",
    policy: "canAccessAdmin",
    expect: adminOnly(200),
    fixture: waitingVerification,
    request: (_world, { lenderId }) => ({ url: `/api/admin/verifications/${lenderId}` }),
    shows: { admin: () => ["zqm-entity"] },
  },
  {
    route: "POST /api/admin/verifications/:lenderId/decision",
    policy: "canAccessAdmin",
    expect: adminOnly(200),
    fixture: waitingVerification,
    request: (_world, { lenderId }) => ({
      url: `/api/admin/verifications/${lenderId}/decision`,
      payload: { decision: "approve", checks: ["entity", "pledge"] },
    }),
    state: (world, { lenderId }) => verificationState(world, lenderId ?? ""),
  },
];
