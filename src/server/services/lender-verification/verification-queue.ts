/** The admin's verification queue and one submission in it (issue 35). */
import { asc, count, eq } from "drizzle-orm";
import { ADMIN_PAGE_SIZE } from "@/domain/contract/admin";
import type {
  AdminVerificationDetail,
  AdminVerificationList,
} from "@/domain/contract/lender-verification";
import type { VerificationStatus } from "@/domain/lenders/verification/verification-rules";
import type { Database } from "../../db/client";
import { lenders, lenderVerifications } from "../../db/schema";
import { notFound } from "../../lib/app-error";
import type { FileStorage } from "../../storage/file-storage";
import { toEvidenceFileDto, toPublicVerification, toSubmissionDto } from "./verification-dto";

export const VERIFICATION_NOT_FOUND = "No verification evidence for this lender.";

/** Submissions in one status, oldest submitted first, 50 a page. */
export async function listVerificationQueue(
  db: Database,
  query: { status: VerificationStatus; page: number },
): Promise<AdminVerificationList> {
  const where = eq(lenderVerifications.status, query.status);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        lenderId: lenderVerifications.lenderId,
        companyName: lenders.companyName,
        slug: lenders.slug,
        status: lenderVerifications.status,
        submittedAt: lenderVerifications.submittedAt,
        expiresAt: lenders.verifiedUntil,
      })
      .from(lenderVerifications)
      .innerJoin(lenders, eq(lenders.id, lenderVerifications.lenderId))
      .where(where)
      .orderBy(asc(lenderVerifications.submittedAt), asc(lenderVerifications.lenderId))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(lenderVerifications).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      ...row,
      submittedAt: row.submittedAt.toISOString(),
      expiresAt: row.expiresAt?.toISOString() ?? null,
    })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: ADMIN_PAGE_SIZE,
  };
}

export async function getVerificationDetail(
  db: Database,
  storage: FileStorage,
  lenderId: string,
): Promise<AdminVerificationDetail> {
  const [row] = await db
    .select({ verification: lenderVerifications, lender: lenders })
    .from(lenderVerifications)
    .innerJoin(lenders, eq(lenders.id, lenderVerifications.lenderId))
    .where(eq(lenderVerifications.lenderId, lenderId));
  if (!row) throw notFound(VERIFICATION_NOT_FOUND);
  return {
    lenderId,
    companyName: row.lender.companyName,
    slug: row.lender.slug,
    submission: toSubmissionDto(row.verification),
    verification: toPublicVerification(row.lender),
    files: (await storage.listOf(lenderId)).map(toEvidenceFileDto),
  };
}
