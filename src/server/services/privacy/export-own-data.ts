/**
 * 'Download my data' (issue 33, a request to know): everything LenderLane holds about the
 * signed-in account, as one JSON document, read in one snapshot and logged in
 * privacy_requests. It holds the person's own rows and what they already see of the other
 * party (a lender's public name, the thread they are in), never another person's email,
 * phone or ids of their accounts: lenders' users, offer authors and admins are left out.
 * Sign-in secrets are left out too (session tokens, password hashes).
 */
import { and, asc, eq, getTableColumns, inArray, or } from "drizzle-orm";
import type { DataExport } from "@/domain/contract/privacy";
import type { Actor } from "@/domain/policies/actor";
import { canExportOwnData } from "@/domain/policies/profile-policies";
import { PRIVACY_REQUEST_RETENTION_MONTHS, retainUntil } from "@/domain/privacy/privacy-rules";
import type { Database, Executor } from "../../db/client";
import {
  accounts,
  adminAudit,
  consentRecords,
  inquiries,
  lenders,
  loanOffers,
  loanSubmissions,
  notificationOptOuts,
  privacyRequests,
  profiles,
  savedSearches,
  sessions,
  submissionMessages,
  users,
} from "../../db/schema";
import { authorize } from "../../lib/authorize";
import { subjectHashOf } from "./subject-hash";

export const EXPORT_FORMAT = "lenderlane-data-export-v1";

async function threadSubmissionIds(tx: Executor, userId: string, lenderId: string | null) {
  const rows = await tx
    .select({ id: loanSubmissions.id })
    .from(loanSubmissions)
    .innerJoin(inquiries, eq(inquiries.id, loanSubmissions.inquiryId))
    .where(
      lenderId
        ? or(eq(inquiries.borrowerId, userId), eq(loanSubmissions.lenderId, lenderId))
        : eq(inquiries.borrowerId, userId),
    );
  return rows.map((row) => row.id);
}

async function readExport(tx: Executor, userId: string, now: Date): Promise<DataExport> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId));
  const [profile] = await tx.select().from(profiles).where(eq(profiles.id, userId));
  const [lender] = await tx.select().from(lenders).where(eq(lenders.userId, userId));
  const lenderId = lender?.id ?? null;

  const loanRequests = await tx
    .select()
    .from(inquiries)
    .where(eq(inquiries.borrowerId, userId))
    .orderBy(asc(inquiries.createdAt));
  const requestIds = loanRequests.map((row) => row.id);
  const submissions =
    requestIds.length === 0
      ? []
      : await tx
          .select({
            id: loanSubmissions.id,
            loanRequestId: loanSubmissions.inquiryId,
            lender: lenders.companyName,
            status: loanSubmissions.status,
            lenderAnswer: loanSubmissions.lenderAnswer,
            lenderNote: loanSubmissions.lenderNote,
            answeredAt: loanSubmissions.answeredAt,
            yourNotes: loanSubmissions.borrowerNotes,
            createdAt: loanSubmissions.createdAt,
          })
          .from(loanSubmissions)
          .innerJoin(lenders, eq(lenders.id, loanSubmissions.lenderId))
          .where(inArray(loanSubmissions.inquiryId, requestIds))
          .orderBy(asc(loanSubmissions.createdAt));

  // Offers without createdBy (the lender's user) and with the lender by its public name.
  const { createdBy: _createdBy, ...offerColumns } = getTableColumns(loanOffers);
  const offerSelect = { ...offerColumns, lender: lenders.companyName };
  const offersReceived =
    requestIds.length === 0
      ? []
      : await tx
          .select(offerSelect)
          .from(loanOffers)
          .innerJoin(lenders, eq(lenders.id, loanOffers.lenderId))
          .where(inArray(loanOffers.inquiryId, requestIds))
          .orderBy(asc(loanOffers.createdAt));
  const offersSent = lenderId
    ? await tx
        .select(offerSelect)
        .from(loanOffers)
        .innerJoin(lenders, eq(lenders.id, loanOffers.lenderId))
        .where(eq(loanOffers.lenderId, lenderId))
        .orderBy(asc(loanOffers.createdAt))
    : [];

  const threadIds = await threadSubmissionIds(tx, userId, lenderId);
  const messageRows =
    threadIds.length === 0
      ? []
      : await tx
          .select({
            id: submissionMessages.id,
            submissionId: submissionMessages.submissionId,
            authorId: submissionMessages.authorId,
            authorSide: submissionMessages.authorSide,
            kind: submissionMessages.kind,
            body: submissionMessages.body,
            createdAt: submissionMessages.createdAt,
          })
          .from(submissionMessages)
          .where(inArray(submissionMessages.submissionId, threadIds))
          .orderBy(asc(submissionMessages.createdAt));
  const messages = messageRows.map(({ authorId, ...row }) => ({
    ...row,
    writtenByYou: authorId === userId,
  }));

  const optOuts = await tx
    .select({ kind: notificationOptOuts.kind, since: notificationOptOuts.createdAt })
    .from(notificationOptOuts)
    .where(eq(notificationOptOuts.userId, userId));
  const signInMethods = await tx
    .select({ method: accounts.providerId, createdAt: accounts.createdAt })
    .from(accounts)
    .where(eq(accounts.userId, userId));
  const signIns = await tx
    .select({
      startedAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      ipAddress: sessions.ipAddress,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(asc(sessions.createdAt));
  const consents = await tx
    .select({
      kind: consentRecords.kind,
      choice: consentRecords.choice,
      wordingVersion: consentRecords.wordingVersion,
      scope: consentRecords.scope,
      email: consentRecords.email,
      ipAddress: consentRecords.ipAddress,
      userAgent: consentRecords.userAgent,
      givenAt: consentRecords.givenAt,
    })
    .from(consentRecords)
    .where(eq(consentRecords.userId, userId))
    .orderBy(asc(consentRecords.givenAt));
  const requests = await tx
    .select({
      kind: privacyRequests.kind,
      requestedAt: privacyRequests.requestedAt,
      completedAt: privacyRequests.completedAt,
    })
    .from(privacyRequests)
    .where(eq(privacyRequests.userId, userId))
    .orderBy(asc(privacyRequests.requestedAt));
  // What was done by or to this account, without the other party's email or name.
  const activity = await tx
    .select({
      action: adminAudit.action,
      targetType: adminAudit.targetType,
      at: adminAudit.at,
    })
    .from(adminAudit)
    .where(
      or(
        eq(adminAudit.actorId, userId),
        and(eq(adminAudit.targetType, "user"), eq(adminAudit.targetId, userId)),
        lenderId
          ? and(eq(adminAudit.targetType, "lender"), eq(adminAudit.targetId, lenderId))
          : undefined,
      ),
    )
    .orderBy(asc(adminAudit.at));

  return {
    format: EXPORT_FORMAT,
    exportedAt: now.toISOString(),
    account: {
      id: userId,
      email: user?.email ?? "",
      emailVerified: user?.emailVerified ?? false,
      createdAt: user?.createdAt.toISOString() ?? "",
      signInMethods,
    },
    profile: profile ?? null,
    lenderRecord: lender ?? null,
    loanRequests,
    submissions,
    offersReceived,
    offersSent,
    messages,
    savedSearches: await tx
      .select({
        name: savedSearches.name,
        query: savedSearches.query,
        frequency: savedSearches.frequency,
        paused: savedSearches.paused,
        lastAlertAt: savedSearches.lastAlertAt,
        createdAt: savedSearches.createdAt,
      })
      .from(savedSearches)
      .where(eq(savedSearches.borrowerId, userId)),
    notificationSettings: {
      messages: !optOuts.some((row) => row.kind === "messages"),
      offers: !optOuts.some((row) => row.kind === "offers"),
      optOuts,
    },
    consentRecords: consents,
    signInHistory: signIns,
    privacyRequests: requests,
    activity,
  };
}

export interface ExportOwnDataInput {
  db: Database;
  actor: Actor;
  userId: string;
  userType: "borrower" | "lender" | "admin";
  /** false for a HEAD request: answered, not logged. */
  log: boolean;
  now?: Date;
}

/** The export document; the request is logged (kind 'export') in the same transaction. */
export async function exportOwnData(input: ExportOwnDataInput): Promise<DataExport> {
  const now = input.now ?? new Date();
  authorize(input.actor, canExportOwnData, { id: input.userId }, { notFound: "Account not found" });
  return input.db.transaction(
    async (tx) => {
      const document = await readExport(tx, input.userId, now);
      if (input.log) {
        await tx.insert(privacyRequests).values({
          kind: "export",
          userId: input.userId,
          subjectHash: subjectHashOf(input.userId),
          userType: input.userType,
          requestedAt: now,
          completedAt: now,
          retainUntil: retainUntil(now, PRIVACY_REQUEST_RETENTION_MONTHS),
        });
      }
      return document;
    },
    { isolationLevel: "repeatable read" },
  );
}
