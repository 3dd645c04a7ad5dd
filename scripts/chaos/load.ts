/**
 * The write load: several loops through nginx until `stopAt`, each write carrying a unique
 * token so verification can find it: anonymous requests (own email and client address each),
 * a signed-in borrower's requests, the demo lender's answers to the requests it received, an
 * admin's lender field edits and lender approvals. Every request is recorded (http.ts).
 */

import { sleep } from "./free-port";
import { client, type RequestRecord, recorded, type SessionClient } from "./http";

export interface LoadTargets {
  baseUrl: string;
  runId: string;
  /** Every request goes to these two lenders (the first one is the demo lender that answers). */
  submissionLenderIds: [string, string];
  /** Lenders the admin edits, round robin. */
  editedLenderIds: string[];
  /** Pending lender accounts the admin approves, one each. */
  pendingUserIds: string[];
  borrower: SessionClient;
  lender: SessionClient;
  admin: SessionClient;
}

const PAUSE_MS = 40;
const PAUSE_AFTER_FAILURE_MS = 250;

function loanRequest(token: string) {
  return {
    customName: token,
    investmentType: "fix_and_flip",
    propertyType: "Non-owner occupied 1-4 family real estate",
    propertyState: "TX",
    loanAmount: "$250,000",
    notes: `Chaos run request ${token}`,
  };
}

export async function runLoad(
  targets: LoadTargets,
  stopAt: number,
  records: RequestRecord[],
): Promise<void> {
  let sequence = 0;
  const next = (kind: string) => `chaos-${kind}-${targets.runId}-${++sequence}`;
  const running = () => Date.now() < stopAt;
  const pause = (answer: { status: number } | null) =>
    sleep(answer && answer.status < 300 ? PAUSE_MS : PAUSE_AFTER_FAILURE_MS);

  const anonymousLoop = async () => {
    const visitor = client(targets.baseUrl);
    while (running()) {
      const token = next("anon");
      const n = sequence;
      const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
      const answer = await recorded(records, "anonymous", token, {}, () =>
        visitor.request(
          "POST",
          "/api/loan-requests/anonymous",
          {
            email: `${token}@example.com`,
            phone: "5125550142",
            creditScore: "690",
            experience: "1-2",
            request: loanRequest(token),
            lenderIds: targets.submissionLenderIds,
          },
          { "x-forwarded-for": address },
        ),
      );
      await pause(answer);
    }
  };

  const borrowerLoop = async () => {
    while (running()) {
      const token = next("borrower");
      const answer = await recorded(records, "borrower", token, {}, () =>
        targets.borrower.request("POST", "/api/loan-requests", {
          request: loanRequest(token),
          lenderIds: targets.submissionLenderIds,
        }),
      );
      await pause(answer);
    }
  };

  const answered = new Set<string>();
  const lenderLoop = async () => {
    while (running()) {
      let items: { submissionId: string; customName: string | null; answer: string | null }[] = [];
      try {
        const list = await targets.lender.request("GET", "/api/lender-workspace/inquiries");
        if (list.status === 200) items = (list.json as { items: typeof items }).items;
      } catch {
        // the list is a read: retried on the next round
      }
      const open = items.filter(
        (item) =>
          item.answer === null &&
          item.customName?.startsWith("chaos-") &&
          !answered.has(item.submissionId),
      );
      if (open.length === 0) await sleep(PAUSE_AFTER_FAILURE_MS);
      for (const item of open.slice(0, 5)) {
        if (!running()) break;
        answered.add(item.submissionId);
        const token = next("answer");
        const answer = await recorded(
          records,
          "lender-answer",
          token,
          { submissionId: item.submissionId },
          () =>
            targets.lender.request(
              "POST",
              `/api/lender-workspace/inquiries/${item.submissionId}/answer`,
              { answer: sequence % 2 === 0 ? "interested" : "declined", note: token },
            ),
        );
        await pause(answer);
      }
    }
  };

  const editLoop = async () => {
    let round = 0;
    while (running()) {
      const lenderId = targets.editedLenderIds[round++ % targets.editedLenderIds.length] ?? "";
      const token = next("edit");
      const answer = await recorded(records, "admin-edit", token, { lenderId }, () =>
        targets.admin.request("PATCH", `/api/admin/lenders/${lenderId}/field`, {
          field: "description",
          value: `Chaos run edit ${token}`,
          notes: token,
        }),
      );
      await pause(answer);
    }
  };

  const approvalLoop = async () => {
    for (const userId of targets.pendingUserIds) {
      if (!running()) break;
      const token = next("approve");
      const answer = await recorded(records, "approval", token, { userId }, () =>
        targets.admin.request("POST", `/api/admin/users/${userId}/approve`, {
          mode: "new",
          companyName: token,
        }),
      );
      // Approvals are fewer than the other writes: one every few hundred ms.
      await sleep(answer && answer.status < 300 ? 300 : PAUSE_AFTER_FAILURE_MS);
    }
  };

  await Promise.all([
    anonymousLoop(),
    anonymousLoop(),
    anonymousLoop(),
    borrowerLoop(),
    borrowerLoop(),
    lenderLoop(),
    editLoop(),
    approvalLoop(),
  ]);
}
