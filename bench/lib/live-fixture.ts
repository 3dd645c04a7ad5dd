/**
 * The live-updates bench's database: a fresh PostgreSQL database with `conversations` loan
 * submissions, each between a signed-in borrower and a signed-in approved lender (so 2 ×
 * conversations users, each with one session), made directly in the database as the API tests
 * make sessions (test-app.ts insertSession): a `sessions` row and the cookie better-auth signs
 * for it (HMAC-SHA256 of the token under the auth secret). Dropped and made again every run.
 */
import { createHmac, randomBytes } from "node:crypto";
import { inArray } from "drizzle-orm";
import pg from "pg";
import { openDatabase } from "../../src/server/db/client";
import {
  buildInquiry,
  buildLender,
  buildLoanSubmission,
  insertInBatches,
  insertLenders,
} from "../../src/server/db/factories";
import { runMigrations } from "../../src/server/db/migrate";
import { inquiries, loanSubmissions, profiles, sessions, users } from "../../src/server/db/schema";

export interface LiveConversation {
  submissionId: string;
  borrowerCookie: string;
  lenderCookie: string;
}

/** better-auth's session cookie as the production server names it (secure cookies). */
const SESSION_COOKIE = "__Secure-better-auth.session_token";

function sessionCookie(token: string, secret: string): string {
  const signature = createHmac("sha256", secret).update(token).digest("base64");
  return `${SESSION_COOKIE}=${token}.${signature}`;
}

export async function prepareLiveDatabase(options: {
  adminUrl: string;
  name: string;
  conversations: number;
  authSecret: string;
}): Promise<{ url: string; conversations: LiveConversation[] }> {
  if (!/^[a-z0-9_]+$/.test(options.name)) throw new Error("Database name: a-z, 0-9 and _ only");
  const admin = new pg.Client({ connectionString: options.adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${options.name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${options.name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(options.adminUrl);
  url.pathname = `/${options.name}`;
  const handle = await openDatabase({ kind: "postgres", url: url.toString(), poolSize: 2 });
  try {
    await runMigrations(handle);
    const conversations = await handle.db.transaction(async (tx) => {
      // One statement per table (the profiles come from the database's trigger on users).
      const insertUsers = async (kind: string) =>
        (
          await tx
            .insert(users)
            .values(
              Array.from({ length: options.conversations }, (_, i) => ({
                email: `live.${kind}.${i}@example.com`,
                name: `Live ${kind} ${i}`,
                emailVerified: true,
              })),
            )
            .returning({ id: users.id, email: users.email })
        )
          .sort((x, y) => x.email.localeCompare(y.email, "en", { numeric: true }))
          .map((row) => row.id);
      const borrowerIds = await insertUsers("borrower");
      const lenderUserIds = await insertUsers("lender");
      await tx
        .update(profiles)
        .set({ userType: "borrower", fullName: "Live Borrower", completedAt: new Date() })
        .where(inArray(profiles.id, borrowerIds));
      await tx
        .update(profiles)
        .set({ userType: "lender", approvalStatus: "approved", companyName: "Live Capital" })
        .where(inArray(profiles.id, lenderUserIds));
      const lenderRows = await insertLenders(
        tx,
        lenderUserIds.map((userId, i) => buildLender({ companyName: `Live Capital ${i}`, userId })),
      );
      const inquiryRows = await tx
        .insert(inquiries)
        .values(borrowerIds.map((borrowerId) => buildInquiry({ borrowerId })))
        .returning({ id: inquiries.id, borrowerId: inquiries.borrowerId });
      const inquiryOf = new Map(inquiryRows.map((row) => [row.borrowerId, row.id]));
      const submissionRows = await tx
        .insert(loanSubmissions)
        .values(
          borrowerIds.map((borrowerId, i) =>
            buildLoanSubmission(inquiryOf.get(borrowerId) ?? "", lenderRows[i]?.id ?? ""),
          ),
        )
        .returning({ id: loanSubmissions.id, lenderId: loanSubmissions.lenderId });
      const submissionOf = new Map(submissionRows.map((row) => [row.lenderId, row.id]));
      const expiresAt = new Date(Date.now() + 24 * 3600_000);
      const tokenOf = new Map<string, string>();
      const sessionRows = [...borrowerIds, ...lenderUserIds].map((userId) => {
        const token = randomBytes(24).toString("base64url");
        tokenOf.set(userId, token);
        return { userId, token, expiresAt, ipAddress: "127.0.0.1", userAgent: "live-bench" };
      });
      await insertInBatches(tx, sessions, sessionRows);
      const cookieOf = (userId: string | undefined) =>
        sessionCookie(tokenOf.get(userId ?? "") ?? "", options.authSecret);
      return borrowerIds.map((borrowerId, i) => ({
        submissionId: submissionOf.get(lenderRows[i]?.id ?? "") ?? "",
        borrowerCookie: cookieOf(borrowerId),
        lenderCookie: cookieOf(lenderUserIds[i]),
      }));
    });
    return { url: url.toString(), conversations };
  } finally {
    await handle.close();
  }
}
