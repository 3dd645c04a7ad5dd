/**
 * 'Delete my account' (issue 33, a request to delete; docs/decisions/2026-11-27-account-deletion.md).
 * After the typed email and the owner's proof (verify-owner.ts), one transaction:
 * - the account's loan requests (and anonymous ones sent with its email) stay for their lenders,
 *   anonymised: no email, phone, request name, address or notes, `borrower_deleted_at` set, so
 *   lenders see 'Deleted borrower' with the deal figures;
 * - its text messages keep their place in the other party's thread with a placeholder body;
 * - a lender account's record is closed: off the listing, no leads, open offers withdrawn,
 *   contact fields cleared, its deals kept;
 * - consent records and audit entries keep what the law or the audit needs, without the email
 *   or name; the request is logged in privacy_requests with the subject's hash;
 * - the user row goes, and with it (foreign keys) its sessions, sign-in methods, profile,
 *   notification settings and saved searches; mails still queued to it are dropped.
 * The last admin is refused (409 last_admin).
 */
import { and, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { Actor } from "@/domain/policies/actor";
import { canDeleteOwnAccount } from "@/domain/policies/profile-policies";
import {
  confirmsEmail,
  DELETED_MESSAGE_BODY,
  PRIVACY_REQUEST_RETENTION_MONTHS,
  retainUntil,
} from "@/domain/privacy/privacy-rules";
import type { Auth } from "../../auth/auth";
import type { Database } from "../../db/client";
import {
  adminAudit,
  consentRecords,
  inquiries,
  lenders,
  loanOffers,
  loanSubmissions,
  outgoingMails,
  privacyRequests,
  profiles,
  sessions,
  submissionMessages,
  users,
} from "../../db/schema";
import { runWrite, type WriteContext } from "../../db/write";
import { AppError } from "../../lib/app-error";
import { authorize } from "../../lib/authorize";
import type { RateLimitStore } from "../../rate-limit/rate-limit-store";
import { subjectHashOf } from "./subject-hash";
import { verifyOwner } from "./verify-owner";

export const CONFIRM_EMAIL_MISMATCH = "Type the email of your account exactly";
export const LAST_ADMIN_MESSAGE =
  "You are the only admin. Make another account an admin before deleting yours.";

export interface DeleteOwnAccountInput {
  db: Database;
  auth: Auth;
  rateLimits: RateLimitStore;
  actor: Actor;
  user: { id: string; email: string };
  sessionId: string;
  confirmEmail: string;
  password: string | null | undefined;
  now?: Date;
}

async function anonymiseRequests(w: WriteContext, userId: string, email: string, now: Date) {
  const tx = w.tx;
  const owned = await tx
    .select({ id: inquiries.id })
    .from(inquiries)
    .where(
      or(
        eq(inquiries.borrowerId, userId),
        and(
          isNull(inquiries.borrowerId),
          sql`lower(${inquiries.userEmail}) = ${email.toLowerCase()}`,
        ),
      ),
    );
  const ids = owned.map((row) => row.id);
  if (ids.length === 0) return;
  await tx
    .update(inquiries)
    .set({
      borrowerId: null,
      borrowerDeletedAt: now,
      userEmail: null,
      contactPhone: null,
      customName: null,
      propertyAddress: null,
      additionalNotes: null,
    })
    .where(inArray(inquiries.id, ids));
  await tx
    .update(loanSubmissions)
    .set({ borrowerNotes: null })
    .where(inArray(loanSubmissions.inquiryId, ids));
}

async function closeLender(w: WriteContext, userId: string, now: Date) {
  const [lender] = await w.tx
    .select()
    .from(lenders)
    .where(eq(lenders.userId, userId))
    .for("update");
  if (!lender) return;
  const after = {
    isActive: false,
    acceptingLeads: false,
    email: null,
    phone: null,
    pendingCompanyName: null,
    closedAt: now,
  };
  await w.tx.update(lenders).set(after).where(eq(lenders.id, lender.id));
  await w.recordChanges({
    entity: "lender",
    id: lender.id,
    before: lender,
    after,
    changedBy: null,
    notes: "Closed by its owner (account deleted)",
  });
  await w.tx
    .update(loanOffers)
    .set({ state: "withdrawn", closedAt: now })
    .where(and(eq(loanOffers.lenderId, lender.id), eq(loanOffers.state, "sent")));
}

/** Deletes the caller's own account; see the module comment for what stays. */
export async function deleteOwnAccount(input: DeleteOwnAccountInput): Promise<void> {
  const now = input.now ?? new Date();
  const { user } = input;
  if (!confirmsEmail(input.confirmEmail, user.email)) {
    throw new AppError("validation_failed", "Please check the highlighted fields.", {
      confirmEmail: CONFIRM_EMAIL_MISMATCH,
    });
  }
  const [session] = await input.db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(eq(sessions.id, input.sessionId));
  await verifyOwner({
    auth: input.auth,
    rateLimits: input.rateLimits,
    user,
    sessionStartedAt: session?.createdAt ?? new Date(0),
    password: input.password,
    now,
  });

  await runWrite(input.db, async (w) => {
    const [profile] = await w.tx
      .select({ id: profiles.id, userType: profiles.userType })
      .from(profiles)
      .where(eq(profiles.id, user.id))
      .for("update");
    // Admin rows locked so two last admins deleting at once cannot both pass.
    const otherAdmins = await w.tx
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(eq(profiles.userType, "admin"), ne(profiles.id, user.id)))
      .for("update");
    const account = authorize(
      input.actor,
      canDeleteOwnAccount,
      profile ? { ...profile, otherAdmins: otherAdmins.length } : null,
      {
        notFound: "Account not found",
        refused: () => new AppError("last_admin", LAST_ADMIN_MESSAGE),
      },
    );

    await anonymiseRequests(w, user.id, user.email, now);
    await w.tx
      .update(submissionMessages)
      .set({ body: DELETED_MESSAGE_BODY })
      .where(and(eq(submissionMessages.authorId, user.id), eq(submissionMessages.kind, "text")));
    await closeLender(w, user.id, now);
    await w.tx
      .update(consentRecords)
      .set({ email: null })
      .where(eq(consentRecords.userId, user.id));
    await w.tx
      .update(adminAudit)
      .set({ actorEmail: null, actorName: null })
      .where(eq(adminAudit.actorId, user.id));
    await w.tx
      .update(adminAudit)
      .set({ targetLabel: "Deleted account" })
      .where(and(eq(adminAudit.targetType, "user"), eq(adminAudit.targetId, user.id)));
    await w.tx
      .delete(outgoingMails)
      .where(
        and(
          eq(outgoingMails.status, "pending"),
          sql`lower(${outgoingMails.to}) = ${user.email.toLowerCase()}`,
        ),
      );
    await w.tx.insert(privacyRequests).values({
      kind: "delete",
      userId: null,
      subjectHash: subjectHashOf(user.id),
      userType: account.userType,
      requestedAt: now,
      completedAt: now,
      retainUntil: retainUntil(now, PRIVACY_REQUEST_RETENTION_MONTHS),
    });
    // Sessions, sign-in methods, the profile, opt-outs and saved searches go with the user.
    await w.tx.delete(users).where(eq(users.id, user.id));
  });
}
