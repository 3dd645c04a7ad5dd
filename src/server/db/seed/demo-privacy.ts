/**
 * Demo privacy records (issue 33), so /admin/privacy and 'Download my data' show something on
 * a fresh demo: every demo account agreed to the terms when it was made, the demo borrower
 * also to a lender's contact line and turned offer emails off and on again; one data download
 * by the borrower, and one deletion by an account that no longer exists (only its hash).
 */
import { randomUUID } from "node:crypto";
import { CURRENT_CONSENT } from "@/domain/consent/consent-wordings";
import {
  CONSENT_RETENTION_MONTHS,
  PRIVACY_REQUEST_RETENTION_MONTHS,
  retainUntil,
} from "@/domain/privacy/privacy-rules";
import { subjectHashOf } from "../../services/privacy/subject-hash";
import type { Executor } from "../client";
import { consentRecords, privacyRequests } from "../schema";

const DAY = 86_400_000;
const AGENT = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15";

export async function insertDemoPrivacy(
  tx: Executor,
  ids: ReadonlyMap<string, string>,
  now: Date,
): Promise<void> {
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
  const consent = (
    userId: string,
    email: string,
    daysAgo: number,
    row: Pick<typeof consentRecords.$inferInsert, "kind" | "choice" | "wordingVersion" | "scope">,
    address: string,
  ) => ({
    ...row,
    userId,
    email,
    subjectHash: subjectHashOf(userId),
    ipAddress: address,
    userAgent: AGENT,
    givenAt: at(daysAgo),
    retainUntil: retainUntil(at(daysAgo), CONSENT_RETENTION_MONTHS),
  });
  const rows = [...ids].map(([email, userId], index) =>
    consent(
      userId,
      email,
      30,
      { kind: "terms", choice: "agreed", wordingVersion: CURRENT_CONSENT.terms, scope: null },
      `203.0.113.${10 + index}`,
    ),
  );
  const borrowerId = ids.get("borrower@example.com");
  if (borrowerId) {
    const borrower = (days: number, row: Parameters<typeof consent>[3]) =>
      consent(borrowerId, "borrower@example.com", days, row, "198.51.100.42");
    rows.push(
      borrower(20, {
        kind: "contact",
        choice: "agreed",
        wordingVersion: CURRENT_CONSENT.contact,
        scope: "Cedar Ridge Capital",
      }),
      borrower(6, {
        kind: "notifications",
        choice: "withdrawn",
        wordingVersion: CURRENT_CONSENT.notifications,
        scope: "offers",
      }),
      borrower(4, {
        kind: "notifications",
        choice: "agreed",
        wordingVersion: CURRENT_CONSENT.notifications,
        scope: "offers",
      }),
    );
  }
  await tx.insert(consentRecords).values(rows);

  const goneId = randomUUID();
  await tx.insert(privacyRequests).values([
    ...(borrowerId
      ? [
          {
            kind: "export" as const,
            userId: borrowerId,
            subjectHash: subjectHashOf(borrowerId),
            userType: "borrower" as const,
            requestedAt: at(2),
            completedAt: at(2),
            retainUntil: retainUntil(at(2), PRIVACY_REQUEST_RETENTION_MONTHS),
          },
        ]
      : []),
    {
      kind: "delete" as const,
      userId: null,
      subjectHash: subjectHashOf(goneId),
      userType: "borrower" as const,
      requestedAt: at(5),
      completedAt: at(5),
      retainUntil: retainUntil(at(5), PRIVACY_REQUEST_RETENTION_MONTHS),
    },
  ]);
}
